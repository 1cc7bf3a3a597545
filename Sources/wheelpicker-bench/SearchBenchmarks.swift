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
    // The index and its baseline in alternation, so that a busy machine slows both alike.
    var folded: [UInt8] = []
    let times = Bench.fastestMilliseconds(
      rounds: 5,
      of: [
        { benchSink &+= CascadeSearchIndex(titles: items).count },
        {
          for item in items {
            folded.removeAll(keepingCapacity: true)
            folded.append(contentsOf: item.lowercased().utf8)
            benchSink &+= folded.count
          }
        },
      ])
    let (build, fold) = (times[0], times[1])
    report.figure("build the index of 200,000 items", build, "ms")
    report.figure("baseline: lowercase every title", fold, "ms")
    report.target("build ÷ lowercase every title", build / fold, below: 8, "×")
    let (index, bytes) = Bench.allocatedBytes { CascadeSearchIndex(titles: items) }
    report.figure("bytes allocated for the index (\(index.count) items)", Double(bytes), "B")

    let model = ListModel(items)
    let engine = SelectionEngine(model: model)
    let search = FocusedWheelSearch<ListModel>()
    // The first keystroke indexes the wheel; the figures are for the keystrokes after it.
    benchSink &+= search.matches(for: "s", in: engine, focusedWheel: 0).count
    let perQuery = Bench.fastestMilliseconds(
      rounds: 5,
      of: [
        {
          for query in queries { benchSink &+= search.matches(for: query, in: engine, focusedWheel: 0).count }
        },
        {
          for query in queries {
            benchSink &+= WheelSearch.rankedMatches(query, inWheel: 0, of: engine).count
          }
        },
      ]
    ).map { $0 / Double(queries.count) }
    let (keystroke, scan) = (perQuery[0], perQuery[1])
    report.figure("keystroke over 200,000 items, mean of \(queries.count) queries", keystroke, "ms")
    report.figure("baseline: title scan without pinyin (WheelSearch), mean", scan, "ms")
    report.target("keystroke ÷ title scan", keystroke / scan, below: 0.15, "×")
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
