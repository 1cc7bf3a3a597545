import WheelPickerCore
import WheelPickerPresentation

/// Search figures over 200,000 Chinese list items: building the index of a
/// wheel's titles (names, pinyin of every reading, initials) and a keystroke
/// over it through the sheet's default search, each beside a baseline
/// measured in the same run (folding every title; the title scan of
/// `WheelSearch`, which knows no pinyin); and the readings table's size.
enum SearchBenchmarks {
  static let itemCount = 200_000

  /// Keystrokes: growing pinyin, initials, polyphones, Chinese text, a miss.
  static let queries = [
    "s", "sh", "she", "shen", "shenz", "shenzhen", "sz", "szn", "zq", "cq", "zhongqing", "深", "深圳", "南山区",
    "yh", "yuhang", "xyzzy",
  ]

  static func run(_ report: BenchReport) {
    report.section("search: 200,000 Chinese list items (pinyin read from the characters)")
    let items = makeItems()
    report.figure(
      "readings table: \(PinyinReadings.characterCount) characters, bytes of literals",
      Double(PinyinReadings.embeddedByteCount), "B")
    let build = Bench.fastestMilliseconds(repeats: 5) {
      benchSink &+= CascadeSearchIndex(titles: items).count
    }
    var folded: [UInt8] = []
    let fold = Bench.fastestMilliseconds(repeats: 5) {
      for item in items {
        folded.removeAll(keepingCapacity: true)
        folded.append(contentsOf: item.lowercased().utf8)
        benchSink &+= folded.count
      }
    }
    report.target("build the index of 200,000 items", build, below: 1_000, "ms")
    report.figure("baseline: lowercase every title", fold, "ms")
    report.figure("build ÷ lowercase every title", build / fold, "×")
    let (index, bytes) = Bench.allocatedBytes { CascadeSearchIndex(titles: items) }
    report.figure("bytes allocated for the index (\(index.count) items)", Double(bytes), "B")

    let model = ListModel(items)
    let engine = SelectionEngine(model: model)
    let search = FocusedWheelSearch<ListModel>()
    // The first keystroke indexes the wheel; the figures are for the keystrokes after it.
    benchSink &+= search.matches(for: "s", in: engine, focusedWheel: 0).count
    let keystroke = meanMilliseconds {
      for query in queries { benchSink &+= search.matches(for: query, in: engine, focusedWheel: 0).count }
    }
    let scan = meanMilliseconds {
      for query in queries { benchSink &+= WheelSearch.rankedMatches(query, inWheel: 0, of: engine).count }
    }
    report.target(
      "keystroke over 200,000 items, mean of \(queries.count) queries", keystroke, below: 20, "ms")
    report.figure("baseline: title scan without pinyin (WheelSearch), mean", scan, "ms")
    report.figure("keystroke ÷ title scan", keystroke / scan, "×")
  }

  /// The fastest of five runs of `body` (all the queries), per query.
  private static func meanMilliseconds(_ body: () -> Void) -> Double {
    Bench.fastestMilliseconds(repeats: 5, body) / Double(queries.count)
  }

  /// Names of two to five characters drawn, seeded, from the characters of
  /// China's division names (polyphones among them), with a suffix on some.
  static func makeItems() -> [String] {
    var characters: Set<Character> = []
    if let tree = try? RegionDataset.china.load().tree {
      for node in 0..<tree.count { characters.formUnion(tree.name(of: node)) }
    }
    let pool = characters.sorted()
    let suffixes = ["", "", "市", "区", "县", "街道", "路"]
    var generator = SeededGenerator(seed: 200_000)
    return (0..<itemCount).map { _ in
      let length = Int.random(in: 2...5, using: &generator)
      let name = String((0..<length).map { _ in pool[Int.random(in: 0..<pool.count, using: &generator)] })
      return name + suffixes[Int.random(in: 0..<suffixes.count, using: &generator)]
    }
  }
}
