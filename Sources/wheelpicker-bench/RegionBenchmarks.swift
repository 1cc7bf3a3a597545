import Foundation
import WheelPickerChinaTowns
import WheelPickerCore
import WheelPickerUSZip
import WheelPickerWorld

/// Region figures (issue 3, §6): loads, a parent change, a search keystroke,
/// the 4-level tree's allocations, and our load against `JSONSerialization`
/// of the equivalent source JSON (copies under `SourceJSON/`).
enum RegionBenchmarks {
  /// One measured figure and its target.
  struct Figure {
    var name: String
    var value: Double
    var unit: String
    var target: Double?

    var passes: Bool { target.map { value <= $0 } ?? true }
  }

  /// The median of `runs` timings of `body`, in seconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  static func sourceJSON(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "SourceJSON")
    else {
      throw WheelPickerError(.invalidData, "bench: SourceJSON/\(name).json is missing from the bench bundle")
    }
    return try Data(contentsOf: url)
  }

  /// Keystrokes typed over the 4-level tree: growing prefixes, initials, Chinese text.
  static let searchQueries = [
    "g", "gu", "gua", "guan", "guang", "guangd", "gd", "xm", "cq", "jiedao", "街道", "长安", "zhen",
  ]

  /// Runs every region benchmark and returns the figures.
  static func run(quick: Bool = false) throws -> [Figure] {
    var figures: [Figure] = []
    let datasets: [(RegionDataset, String, Double)] = [
      (.china, "china-divisions", 4), (.chinaTowns, "china-divisions-4level", 60),
      (.world, "iso3166", 10), (.usZip, "us-zip-by-state", 10),
    ]
    for (dataset, file, target) in datasets {
      let runs = quick ? 3 : (dataset.identifier == "chinaTowns" ? 15 : 41)
      let ours = try median(runs: runs) { _ = try dataset.decode() }
      let json = try sourceJSON(file)
      let theirs = try median(runs: runs) { _ = try JSONSerialization.jsonObject(with: json) }
      figures.append(
        Figure(name: "load \(dataset.identifier)", value: ours * 1e3, unit: "ms", target: target))
      figures.append(
        Figure(name: "JSONSerialization \(file).json", value: theirs * 1e3, unit: "ms", target: nil))
      figures.append(
        Figure(
          name: "load \(dataset.identifier) ÷ JSONSerialization", value: ours / theirs, unit: "×", target: 0.5
        ))
    }

    let china = try RegionModel(dataset: .china)
    var engine = SelectionEngine(model: china)
    let provinces = china.tree.rootCount
    var step = 0
    let operations = 2_000
    let parentChange = median(runs: quick ? 3 : 21) {
      for _ in 0..<operations {
        step += 7
        engine.selectRow(step % provinces, inWheel: 0)
      }
    }
    figures.append(
      Figure(
        name: "parent change + re-derivation (China 3)", value: parentChange / Double(operations) * 1e6,
        unit: "µs", target: 5))

    let towns = try RegionDataset.chinaTowns.load()
    let queries = [
      "g", "gu", "gua", "guan", "guang", "guangd", "gd", "xm", "cq", "jiedao", "街道", "长安", "zhen",
    ]
    var total = 0
    let keystroke = median(runs: quick ? 3 : 11) {
      for query in queries { total &+= towns.searchIndex.search(query, limit: 50).count }
    }
    figures.append(
      Figure(
        name: "search keystroke over the 4-level tree (\(towns.tree.count) rows)",
        value: keystroke / Double(queries.count) * 1e3, unit: "ms", target: 2))
    let worst = median(runs: quick ? 3 : 11) { total &+= towns.searchIndex.search("a", limit: nil).count }
    figures.append(
      Figure(name: "search \"a\" returning every hit (4-level)", value: worst * 1e3, unit: "ms", target: nil))

    let loaded = try RegionDataset.chinaTowns.decode()
    figures.append(
      Figure(
        name: "bytes allocated for the 4-level tree + index", value: Double(estimatedBytes(loaded)) / 1e6,
        unit: "MB", target: nil))
    if total == -1 { print(total) }  // keeps the searches from being optimised away
    return figures
  }

  /// The heap bytes a loaded tree holds: array buffers plus the names and keys
  /// too long for Swift's inline small strings (> 15 UTF-8 bytes), each with a
  /// 32-byte object header. Glibc's `mallinfo` is not visible from Swift here.
  static func estimatedBytes(_ data: RegionData) -> Int {
    let tree = data.tree
    let n = tree.count
    func strings(_ values: [String]) -> Int {
      values.reduce(0) { sum, text in text.utf8.count > 15 ? sum + 32 + text.utf8.count : sum }
    }
    let arrays = n * (16 + 16 + 17 + 1 + 4 + 4 + 4 + 1)
    let titles = tree.titles.reduce(0) { $0 + ($1.map { $0.utf8.count > 15 ? 32 + $0.utf8.count : 0 } ?? 0) }
    return arrays + strings(tree.names) + strings(tree.keys) + titles + data.searchIndex.estimatedBytes
  }

  /// Prints the figures as a table; returns whether every target was met.
  @discardableResult
  static func report(_ figures: [Figure]) -> Bool {
    print("region benchmarks (median; release build expected)")
    for figure in figures {
      let value = String(format: "%10.3f %@", figure.value, figure.unit)
      let target =
        figure.target.map { String(format: "≤ %g %@ %@", $0, figure.unit, figure.passes ? "ok" : "MISSED") }
        ?? ""
      print("  \(figure.name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(value)  \(target)")
    }
    return figures.allSatisfy(\.passes)
  }
}
