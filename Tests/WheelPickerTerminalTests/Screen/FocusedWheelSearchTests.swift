import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

@Suite("FocusedWheelSearch")
struct FocusedWheelSearchTests {
  func rows(_ query: String, _ titles: [String], limit: Int = 100) -> [Int] {
    let engine = SelectionEngine(model: ListWheelsModel([titles]))
    return FocusedWheelSearch<ListWheelsModel>(limit: limit).matches(for: query, in: engine, focusedWheel: 0)
      .map { $0.steps[0].row }
  }

  @Test(
    "prefix matches first, then substrings, ignoring case and Latin accents",
    arguments: [
      ("apr", ["March", "April", "Capri"], [1, 2]),
      ("4", ["3月", "4月", "14日"], [1, 2]),
      ("2007", ["2006", "2007", "12007"], [1, 2]),
      ("ÉT", ["été", "Été", "bête"], [0, 1, 2]),
      ("深", ["广州市", "深圳市"], [1]),
      ("abc", ["深圳ABC", "ABC深圳", "ab"], [1, 0]),
      ("αθ", ["ΑΘΗΝΑ", "Σπάρτη"], [0]),
      ("😀", ["a😀", "😀b"], [1, 0]),
      ("z", ["a", "b"], []),
      ("", ["a"], []),
    ])
  func order(_ query: String, _ titles: [String], _ expected: [Int]) {
    #expect(rows(query, titles) == expected)
  }

  @Test("the limit bounds the matches kept")
  func limit() {
    #expect(rows("a", Array(repeating: "a", count: 50), limit: 10).count == 10)
  }
}

@Suite("FocusedWheelSearch: pinyin")
struct FocusedWheelSearchPinyinTests {
  func rows(_ query: String, _ titles: [String]) -> [Int] {
    let engine = SelectionEngine(model: ListWheelsModel([titles]))
    return FocusedWheelSearch<ListWheelsModel>().matches(for: query, in: engine, focusedWheel: 0)
      .map { $0.steps[0].row }
  }

  @Test(
    "a list's Chinese rows are found by pinyin, its start and initials, every reading of a polyphone",
    arguments: [
      ("shen", ["北京", "上海", "广州", "深圳"], [3]),
      ("sz", ["北京", "上海", "广州", "深圳"], [3]),
      ("shenzhen", ["北京", "上海", "广州", "深圳"], [3]),
      ("zhongqing", ["重庆", "长沙"], [0]),
      ("cq", ["重庆", "长沙"], [0]),
      ("zs", ["重庆", "长沙"], [1]),
      ("yh", ["西湖区", "余杭区"], [1]),
    ])
  func pinyin(_ query: String, _ titles: [String], _ expected: [Int]) {
    #expect(rows(query, titles) == expected)
  }

  @Test("a wheel whose rows depend on earlier wheels is indexed again when they move")
  func dependentWheel() {
    var engine = Fixtures.cascade()
    let search = FocusedWheelSearch<CascadeModel>()
    // 广东省's cities, then 浙江省's: the same search object sees each wheel's current rows.
    #expect(search.matches(for: "sz", in: engine, focusedWheel: 1).map { $0.steps[0].row } == [1])
    _ = engine.selectRow(3, inWheel: 0)
    #expect(search.matches(for: "sz", in: engine, focusedWheel: 1).isEmpty)
    #expect(search.matches(for: "hz", in: engine, focusedWheel: 1).map { $0.steps[0].row } == [0])
  }
}

@Suite("FocusedWheelSearch: children loaded on demand")
struct FocusedWheelSearchAsyncTests {
  @Test("the children that arrived are found by pinyin and initials, and indexed again as they change")
  func arrivedChildren() async throws {
    let loader = try AsyncCascadeLoader(levels: 2) { path in
      switch path.first?.name {
      case nil: [.init(name: "浙江省"), .init(name: "广东省")]
      case "浙江省": [.init(name: "西湖区"), .init(name: "余杭区")]
      default: [.init(name: "福田区"), .init(name: "南山区")]
      }
    }
    var engine = SelectionEngine(model: loader.model())
    let search = FocusedWheelSearch<AsyncCascadeModel>()
    func rows(_ query: String) -> [Int] {
      search.matches(for: query, in: engine, focusedWheel: 1).map { $0.steps[0].row }
    }
    // Loading: the placeholder row is all the wheel has, and no pinyin finds it.
    #expect(rows("yh").isEmpty)
    for _ in 0..<3 {
      loader.refresh(&engine)
      await loader.loadsFinished()
    }
    #expect(rows("yh") == [1])
    #expect(rows("yuhang") == [1])
    _ = engine.selectRow(1, inWheel: 0)
    for _ in 0..<3 {
      loader.refresh(&engine)
      await loader.loadsFinished()
    }
    #expect(rows("yh").isEmpty)
    #expect(rows("ns") == [1])
    #expect(rows("nanshan") == [1])
  }
}
