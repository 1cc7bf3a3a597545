import Foundation
import Testing

@testable import WheelPickerCore

/// One wheel of keys 10, 20, 30 whose rows may all be disabled, and whose `keys(for:)` may
/// answer with a wrong number of keys: the engine's answers to a model that cannot show a value.
private struct TensModel: WheelModel {
  var allDisabled = false
  var extraKey = false

  var wheelCount: Int { 1 }
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { 3 }
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    String((row + 1) * 10)
  }
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey((row + 1) * 10)
  }
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal % 10 == 0 && (10...30).contains(key.ordinal) ? key.ordinal / 10 - 1 : nil
  }
  func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool { !allDisabled }
  func value(of selection: WheelSelection) -> [Int] {
    selection[0].map { [($0 + 1) * 10] } ?? []
  }
  func keys(for value: [Int]) throws(WheelPickerError) -> [RowKey?] {
    let keys = value.map { RowKey($0) }
    return extraKey ? keys + keys : keys
  }
}

@Suite("SelectionEngine: values a model cannot show, moves described, wrappers")
struct SelectionEngineCoverageTests {
  typealias S = DateTestSupport

  @Test("a model answering two keys for a one-wheel value is refused, counting both")
  func wrongKeyCount() {
    var engine = SelectionEngine(model: TensModel(extraKey: true))
    #expect(
      throws: WheelPickerError(.valueNotAvailable, "value [20] has 2 components but the picker has 1 wheels")
    ) {
      try engine.select([20])
    }
    #expect(engine.selection[0] == 0)
  }

  @Test("a value whose row exists but is disabled is refused by wheel and key, the selection kept")
  func disabledRow() {
    // Every row is disabled: the nearest enabled row to key 20 does not exist, so the engine lands
    // on the row of 20 itself, shows the value asked for, and must still refuse it.
    var engine = SelectionEngine(model: TensModel(allDisabled: true))
    #expect(engine.selection[0] == 0)
    #expect(throws: WheelPickerError(.valueNotAvailable, "value [20] is disabled: wheel 1 20")) {
      try engine.select([20])
    }
    #expect(engine.selection[0] == 0)
  }

  @Test("selecting with skipping in a wheel that does not exist changes nothing")
  func skippingUnknownWheel() {
    var engine = SelectionEngine(model: TensModel())
    #expect(engine.selectRow(1, inWheel: 1, skipping: .forward) == .none)
    #expect(engine.selectRow(1, inWheel: -1, skipping: .backward) == .none)
    #expect(engine.selection[0] == 0)
  }

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

  @Test("keys order by ordinal")
  func keyOrder() {
    #expect(RowKey(-3) < RowKey(2))
    #expect(!(RowKey(2) < RowKey(2)))
    #expect([RowKey(30), RowKey(10), RowKey(20)].sorted() == [RowKey(10), RowKey(20), RowKey(30)])
  }

  @Test("a cyclic date model describes keys and explains a clamp as its base does")
  func cyclicWrapper() throws {
    let base = try DatePickerModel(S.configuration(.yearMonthDay, zone: "UTC", locale: "en_US"))
    let cyclic = CyclicModel(base, wheels: [2])
    var engine = SelectionEngine(model: cyclic)
    try engine.select(S.ymd(2021, 1, 31))
    // February 2021 has 28 days: the day wheel clamps 31 → 28.
    let change = try #require(
      S.monthRow(2, engine.model.base, engine.selection).map {
        engine.selectRow($0, inWheel: 1)
      })
    let move = try #require(change.move(ofWheel: 2))
    #expect(move.reason == .clamped && move.toKey?.ordinal == 28)
    let cause = cyclic.cause(of: move, given: engine.selection)
    #expect(cause == base.cause(of: move, given: engine.selection))
    guard case .monthLength(_, let lastDay)? = cause else {
      Issue.record("cause \(String(describing: cause))")
      return
    }
    #expect(lastDay == 28)
    for key in [RowKey(28), RowKey(31)] {
      #expect(cyclic.describe(key, inWheel: 2) == base.describe(key, inWheel: 2))
    }
    #expect(cyclic.describe(RowKey(28), inWheel: 2) == "28")
  }

  @Test("a memo cache counts what it holds and forgets everything when full")
  func memoCache() {
    let cache = MemoCache<Int, String>(capacity: 3)
    #expect(cache.count == 0)
    var computed = 0
    for key in [1, 2, 1, 3] {
      _ = cache.value(for: key) {
        computed += 1
        return "v\(key)"
      }
    }
    #expect(computed == 3 && cache.count == 3)
    // The fourth distinct key finds the cache full: it is emptied, then holds the new key alone.
    #expect(cache.value(for: 4) { "v4" } == "v4")
    #expect(cache.count == 1)
    var recomputed = false
    #expect(
      cache.value(for: 1) {
        recomputed = true
        return "again"
      } == "again")
    #expect(recomputed && cache.count == 2)
  }
}

extension DateTestSupport {
  /// The row of a month in the month wheel (wheel 1) of a year-month-day model.
  static func monthRow(_ month: Int, _ model: DatePickerModel, _ selection: WheelSelection) -> Int? {
    (0..<model.rowCount(ofWheel: 1, given: selection)).first {
      model.key(ofRow: $0, inWheel: 1, given: selection).ordinal / 2 == month
    }
  }
}
