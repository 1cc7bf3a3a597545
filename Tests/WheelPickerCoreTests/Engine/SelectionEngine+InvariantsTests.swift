import Foundation
import Testing
import WheelPickerCore

/// What a model shows, kept in a shared box so that a test can change it behind the engine's
/// back (a model must never do this: the invariant check is what catches it).
private final class Shown: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: (count: Int, offset: Int) = (3, 0)

  var count: Int {
    get { lock.withLock { storage.count } }
    set { lock.withLock { storage.count = newValue } }
  }
  var offset: Int {
    get { lock.withLock { storage.offset } }
    set { lock.withLock { storage.offset = newValue } }
  }
}

/// One wheel of `count` rows keyed `offset + row`.
private struct ShiftingModel: WheelModel {
  let shown: Shown

  static func == (lhs: ShiftingModel, rhs: ShiftingModel) -> Bool { lhs.shown === rhs.shown }
  var wheelCount: Int { 1 }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { shown.count }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String { String(row) }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey(shown.offset + row)
  }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    let row = key.ordinal - shown.offset
    return row >= 0 && row < shown.count ? row : nil
  }
  func value(of selection: WheelSelection) -> Int { selection[0] ?? -1 }
  func keys(for value: Int) throws(WheelPickerError) -> [RowKey?] { [RowKey(shown.offset + value)] }
}

@Suite("SelectionEngine invariants")
struct SelectionEngineInvariantsTests {
  @Test("a selected row past the rows, a key that moved, rows without a selection: each is named")
  func violations() {
    let shown = Shown()
    var engine = SelectionEngine(model: ShiftingModel(shown: shown))
    engine.selectRow(2, inWheel: 0)
    #expect(engine.invariantViolations().isEmpty)

    shown.count = 2
    #expect(engine.invariantViolations() == ["wheel 0 selects row 2 of 2"])

    shown.count = 3
    shown.offset = 10
    let held: RowKey? = RowKey(2)
    #expect(
      engine.invariantViolations() == [
        "wheel 0 holds key \(String(describing: held)) but row 2 is \(RowKey(12))"
      ])
  }

  @Test("an empty wheel given rows behind the engine's back has rows but no selection")
  func rowsWithoutSelection() {
    let emptied = Shown()
    emptied.count = 0
    var empty = SelectionEngine(model: ShiftingModel(shown: emptied))
    #expect(empty.selectedRow(inWheel: 0) == nil && empty.invariantViolations().isEmpty)
    emptied.count = 4
    #expect(empty.invariantViolations() == ["wheel 0 has 4 rows but no selection"])
    emptied.count = 0
    empty.selectRow(0, inWheel: 0)
    #expect(empty.invariantViolations().isEmpty)
  }
}
