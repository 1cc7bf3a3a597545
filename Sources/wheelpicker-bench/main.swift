import Foundation

// wheelpicker-bench: prints the package's speed and memory figures, each beside
// its target and the baselines measured in the same run.
// Usage: swift run -c release wheelpicker-bench [--check] [SUITE ...]
// --check exits 1 when any target is missed.

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
let only = Set(arguments.filter { !$0.hasPrefix("--") })

/// Every suite, by name; a new suite adds itself here.
let suites: [(name: String, run: (BenchReport) -> Void)] = [
  ("engine", EngineBenchmarks.run),
  ("dates", DateBenchmarks.run),
  ("regions", RegionBenchmarks.run),
  ("cascades", CascadeLoadBenchmarks.run),
  ("terminal", TerminalBenchmarks.run),
  ("children", AsyncCascadeBenchmarks.run),
  ("search", SearchBenchmarks.run),
]

let unknown = only.subtracting(suites.map(\.name))
if !unknown.isEmpty {
  print(
    "wheelpicker-bench: unknown suite \(unknown.sorted().joined(separator: ", ")); known: \(suites.map(\.name).joined(separator: ", "))"
  )
  exit(2)
}

let report = BenchReport()
for suite in suites where only.isEmpty || only.contains(suite.name) {
  suite.run(report)
}
print("\n\(report.targets.count - report.missed.count) of \(report.targets.count) targets met")
for target in report.missed {
  print("MISSED: \(target.name): \(target.value) \(target.unit), target < \(target.limit)")
}
if check && !report.missed.isEmpty { exit(1) }
