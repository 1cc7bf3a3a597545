import Foundation
import WheelPickerChinaTowns
import WheelPickerCore
import WheelPickerUSZip
import WheelPickerWorld

let arguments = CommandLine.arguments.dropFirst()
do {
  if let flag = arguments.firstIndex(of: "--profile-load"), flag + 1 < arguments.endIndex {
    // Decodes one dataset in a loop, for `perf record`.
    let dataset = [RegionDataset.china, .chinaTowns, .world, .usZip].first {
      $0.identifier == arguments[flag + 1]
    }
    for _ in 0..<200 { _ = try dataset?.decode() }
    exit(0)
  }
  let passed = RegionBenchmarks.report(try RegionBenchmarks.run(quick: arguments.contains("--quick")))
  if arguments.contains("--check") && !passed { exit(1) }
} catch {
  print("wheelpicker-bench: \(error)")
  exit(1)
}
