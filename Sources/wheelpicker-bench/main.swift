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
  if let flag = arguments.firstIndex(of: "--profile-search") {
    // Times each query over the 4-level tree, for tuning.
    let index = try RegionDataset.chinaTowns.load().searchIndex
    let queries = flag + 1 < arguments.endIndex ? [arguments[flag + 1]] : RegionBenchmarks.searchQueries
    for query in queries {
      let time = RegionBenchmarks.median(runs: 31) { _ = index.search(query, limit: 50) }
      print("\(query): \(String(format: "%.3f", time * 1e3)) ms")
    }
    exit(0)
  }
  let passed = RegionBenchmarks.report(try RegionBenchmarks.run(quick: arguments.contains("--quick")))
  if arguments.contains("--check") && !passed { exit(1) }
} catch {
  print("wheelpicker-bench: \(error)")
  exit(1)
}
