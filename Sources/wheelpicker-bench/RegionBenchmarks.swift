import Foundation
import WheelPickerChinaTowns
import WheelPickerCore
import WheelPickerUSZip
import WheelPickerWorld

/// Region figures: loading each bundled dataset, our load against
/// `JSONSerialization` of the equivalent source JSON (copies under
/// `SourceJSON/`, so the bench never reads the shared data folder), a parent
/// change, a search keystroke over the 4-level tree, and the 4-level tree's
/// allocated bytes; the datasets shown by name (world, US ZIP), sorted for a
/// locale on top of the load.
enum RegionBenchmarks {
  /// Keystrokes typed over the 4-level tree: growing prefixes, initials, Chinese text.
  static let searchQueries = [
    "g", "gu", "gua", "guan", "guang", "guangd", "gd", "xm", "cq", "jiedao", "街道", "长安", "zhen",
    // Paths of several terms: each term matched to a deeper level.
    "深圳南山", "shenzhen nanshan", "sz ns", "广东南山", "guangdong shenzhen nanshan", "bj cy jd",
  ]

  static func run(_ report: BenchReport) {
    do {
      try loads(report)
      try orderedLoads(report)
      try interaction(report)
    } catch {
      print("  region benchmarks failed: \(error)")
      report.target("region benchmarks ran", 1, below: 0, "failure")
    }
  }

  static func sourceJSON(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "SourceJSON")
    else {
      throw WheelPickerError(
        .invalidData, "bench: SourceJSON/\(name).json is missing from the bench bundle",
        reason: .unreadableFile)
    }
    return try Data(contentsOf: url)
  }

  private static func loads(_ report: BenchReport) throws {
    report.section("regions: loading the bundled data (decode without cache)")
    let datasets: [(RegionDataset, String)] = [
      (.china, "china-divisions"), (.chinaTowns, "china-divisions-4level"), (.world, "iso3166"),
      (.usZip, "us-zip-by-state"),
    ]
    for (dataset, file) in datasets {
      let repeats = dataset.identifier == "chinaTowns" ? 11 : 31
      let json = try sourceJSON(file)
      // Each side in its own warm loop: interleaving them made JSONSerialization
      // twice as slow here (the allocator hands back memory between runs),
      // which would flatter the ratio.
      var failure: (any Error)?
      let ours = Bench.fastestMilliseconds(repeats: repeats) {
        do { benchSink &+= try dataset.decode().tree.count } catch { failure = error }
      }
      if let failure { throw failure }
      let theirs = Bench.fastestMilliseconds(repeats: repeats) {
        benchSink &+= ((try? JSONSerialization.jsonObject(with: json)) as? [Any])?.count ?? 1
      }
      report.figure("load \(dataset.identifier) (\(dataset.title))", ours, "ms")
      report.figure("JSONSerialization of \(file).json (\(json.count / 1000) kB)", theirs, "ms")
      report.target("load \(dataset.identifier) ÷ JSONSerialization", ours / theirs, below: 0.5, "×")
    }
    let (loaded, bytes) = Bench.allocatedBytes { try? RegionDataset.chinaTowns.decode() }
    report.figure("bytes allocated for the 4-level tree + search index", Double(bytes), "B")
    benchSink &+= loaded?.tree.count ?? 0
  }

  private static func orderedLoads(_ report: BenchReport) throws {
    report.section("regions: sorted by name for a locale (decode + sort, without cache)")
    // The process's first collation sets ICU up; a command pays it once, so it is shown on its own.
    let first = Bench.now()
    benchSink &+= try RegionDataset.usZip.decode().ordered(for: Locale(identifier: "en")).tree.count
    report.figure("first load usZip ordered for en in a process", Double(Bench.now() - first) / 1e6, "ms")
    for dataset in [RegionDataset.world, .usZip] {
      let decoded = try dataset.decode()
      for identifier in ["en", "zh-Hans"] {
        let locale = Locale(identifier: identifier)
        let sort = Bench.fastestMilliseconds(repeats: 15) {
          benchSink &+= decoded.ordered(for: locale).tree.count
        }
        nonisolated(unsafe) var failure: (any Error)?
        let total = Bench.againstYardstick(rounds: 15) {
          do { benchSink &+= try dataset.decode().ordered(for: locale).tree.count } catch { failure = error }
        }
        if let failure { throw failure }
        report.figure("sort \(dataset.identifier) by name for \(identifier)", sort, "ms")
        report.target(
          "load \(dataset.identifier) ordered for \(identifier)", total, unit: "ms", below: 1_000)
      }
    }
    // Names in the reader's language: renamed and sorted once a process (then cached), from nearly
    // sorted siblings where the data ships ranks (zh-Hans, ja), by the collator alone for zh-Hant.
    _ = try RegionDataset.world.load()
    for identifier in ["zh-Hans", "zh-Hant", "ja"] {
      let start = Bench.now()
      benchSink &+= try RegionDataset.world.load(for: Locale(identifier: identifier)).tree.count
      report.figure("world named and sorted for \(identifier), once", Double(Bench.now() - start) / 1e6, "ms")
    }
  }

  private static func interaction(_ report: BenchReport) throws {
    report.section("regions: parent change and search")
    let china = RegionModel(dataset: .china)
    var engine = SelectionEngine(model: china)
    let provinces = china.tree.rootCount
    let change = Bench.againstYardstick(iterations: 5_000) { i in
      engine.selectRow((i &* 7) % provinces, inWheel: 0)
      benchSink &+= engine.selectedRow(inWheel: 2) ?? 0
    }
    report.target("parent change with re-derivation (China, 3 wheels)", change, unit: "ns", below: 0.5)

    let towns = try RegionDataset.chinaTowns.load()
    var worst = (time: 0.0, yardstick: 1.0)
    var total = (time: 0.0, yardstick: 0.0)
    var slowest = ""
    let count = Double(searchQueries.count)
    for query in searchQueries {
      let measured = Bench.againstYardstick(iterations: 5, repeats: 9) { _ in
        benchSink &+= towns.searchIndex.search(query, limit: 50).count
      }
      if measured.time / measured.yardstick > worst.time / worst.yardstick {
        slowest = query
        worst = measured
      }
      total.time += measured.time
      total.yardstick += measured.yardstick
    }
    report.figure("slowest query: \(slowest)", worst.time / 1e6, "ms")
    report.target(
      "search keystroke over \(towns.tree.count) rows (mean of \(searchQueries.count) queries)",
      (total.time / count / 1e6, total.yardstick / count / 1e6), unit: "ms", below: 200)
    report.target(
      "search keystroke, slowest query", (worst.time / 1e6, worst.yardstick / 1e6), unit: "ms", below: 200
    )
    let every = Bench.fastestMilliseconds { benchSink &+= towns.searchIndex.search("a", limit: nil).count }
    report.figure("search \"a\" returning every hit", every, "ms")
  }
}
