import Testing
import WheelPickerCore

/// How a move reads in a change log.
@Suite("SelectionMove descriptions")
struct SelectionChangeTests {
  @Test(
    "every reason has its own short description",
    arguments: [
      (SelectionMove.Reason.selected, "wheel 1 selected 20"),
      (.sameValue, "wheel 1 kept 20"),
      (.clamped, "wheel 1 clamped 30 → 20"),
      (.reset, "wheel 1 reset 30 → 20"),
      (.emptied, "wheel 1 emptied"),
      (.restored, "wheel 1 restored 20"),
      (.initial, "wheel 1 starts at 20"),
      (.skippedDisabled, "wheel 1 skipped to 20"),
    ])
  func describedMoves(_ reason: SelectionMove.Reason, _ expected: String) {
    let move = SelectionMove(
      wheel: 0, fromRow: 2, toRow: 1, fromKey: RowKey(30), toKey: RowKey(20), reason: reason)
    #expect(move.describe(with: TensModel()) == expected)
  }

  @Test("a move from or to no key says nothing")
  func describedNothing() {
    let start = SelectionMove(
      wheel: 0, fromRow: nil, toRow: 0, fromKey: nil, toKey: RowKey(10), reason: .clamped)
    #expect(start.describe(with: TensModel()) == "wheel 1 clamped nothing → 10")
    let end = SelectionMove(wheel: 0, fromRow: 0, toRow: nil, fromKey: RowKey(10), toKey: nil, reason: .reset)
    #expect(end.describe(with: TensModel()) == "wheel 1 reset 10 → nothing")
  }
}
