import Testing
import WheelPickerCore

/// Years 1990…2030 and the English months: titles to search in.
private struct YearMonthModel: WheelModel {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  var wheelCount: Int { 2 }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { wheel == 0 ? 41 : 12 }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    wheel == 0 ? String(1990 + row) : Self.months[row]
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey { RowKey(row) }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? { key.ordinal }
  func value(of selection: WheelSelection) -> [Int] { selection.map { $0 ?? -1 } }
  func keys(for value: [Int]) throws(WheelPickerError) -> [RowKey?] { value.map { RowKey($0) } }
}

@Suite("WheelSearch")
struct WheelSearchTests {
  private let engine = SelectionEngine(model: YearMonthModel())

  @Test(
    "rows matching a query, in row order",
    arguments: [
      ("2007", 0, [17]), ("apr", 1, [3]), ("APR", 1, [3]), ("ber", 1, [8, 9, 10, 11]), ("ju", 1, [5, 6]),
      ("199", 0, Array(0...9)), ("xyz", 1, []), ("", 1, []),
    ])
  func matches(query: String, wheel: Int, rows: [Int]) {
    #expect(WheelSearch.matches(query, inWheel: wheel, of: engine).map(\.row) == rows)
  }

  @Test("titles match without the accents of Latin letters")
  func accents() throws {
    let engine = try SelectionEngine(
      model: IndependentWheelsModel([.init(items: ["Zürich", "São Paulo", "Ávila", "Bern"], name: "city")]))
    #expect(WheelSearch.matches("zurich", inWheel: 0, of: engine).map(\.row) == [0])
    #expect(WheelSearch.matches("sao p", inWheel: 0, of: engine).map(\.row) == [1])
    #expect(WheelSearch.rankedMatches("a", inWheel: 0, of: engine).map(\.row) == [2, 1])
    #expect(WheelSearch.nextMatch("AVI", inWheel: 0, of: engine, after: nil) == 2)
  }

  @Test("ranked: exact, prefix, substring")
  func ranked() {
    let ranked = WheelSearch.rankedMatches("ma", inWheel: 1, of: engine)
    #expect(ranked.map(\.row) == [2, 4])
    #expect(ranked.map(\.kind) == [.prefix, .prefix])
    let may = WheelSearch.rankedMatches("may", inWheel: 1, of: engine)
    #expect(may.map(\.kind) == [.exact])
    let er = WheelSearch.rankedMatches("em", inWheel: 1, of: engine)
    #expect(er.map(\.row) == [8, 10, 11])
    #expect(er.map(\.kind) == [.substring, .substring, .substring])
  }

  @Test("next and previous match wrap around the wheel")
  func nextPrevious() {
    #expect(WheelSearch.nextMatch("ju", inWheel: 1, of: engine, after: nil) == 5)
    #expect(WheelSearch.nextMatch("ju", inWheel: 1, of: engine, after: 5) == 6)
    #expect(WheelSearch.nextMatch("ju", inWheel: 1, of: engine, after: 6) == 5)
    #expect(WheelSearch.nextMatch("ju", inWheel: 1, of: engine, after: 5, forward: false) == 6)
    #expect(WheelSearch.nextMatch("ju", inWheel: 1, of: engine, after: nil, forward: false) == 6)
    #expect(WheelSearch.nextMatch("zz", inWheel: 1, of: engine, after: 0) == nil)
    #expect(WheelSearch.nextMatch("2", inWheel: 0, of: engine, after: 40) == 2)  // 2030 wraps to 1992
  }
}

@Suite("WheelSearch on date wheels")
struct WheelSearchDateTests {
  @Test(
    "a month answers to its number as well as its name",
    arguments: [("en_US", "4", 3), ("en_US", "apr", 3), ("zh_Hans", "4", 3), ("en_US", "12", 11)])
  func monthNumbers(locale: String, query: String, row: Int) throws {
    let config = DateTestSupport.configuration(.yearMonth, locale: locale)
    let engine = SelectionEngine(model: try DatePickerModel(config))
    let ranked = WheelSearch.rankedMatches(query, inWheel: 1, of: engine)
    #expect(ranked.first?.row == row, "\(ranked)")
    #expect(WheelSearch.nextMatch(query, inWheel: 1, of: engine, after: nil) != nil)
  }
}
