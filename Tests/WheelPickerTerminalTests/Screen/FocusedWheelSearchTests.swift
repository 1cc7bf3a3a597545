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
    "prefix matches first, then substrings, case-insensitively",
    arguments: [
      ("apr", ["March", "April", "Capri"], [1, 2]),
      ("4", ["3月", "4月", "14日"], [1, 2]),
      ("2007", ["2006", "2007", "12007"], [1, 2]),
      ("ÉT", ["été", "Été", "bête"], [0, 1]),
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
