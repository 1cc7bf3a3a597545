import Foundation
import Testing
import WheelPickerCore

@Suite("CyclicModel")
struct CyclicModelTests {
  typealias S = DateTestSupport

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
}

extension DateTestSupport {
  /// The row of a month in the month wheel (wheel 1) of a year-month-day model.
  static func monthRow(_ month: Int, _ model: DatePickerModel, _ selection: WheelSelection) -> Int? {
    (0..<model.rowCount(ofWheel: 1, given: selection)).first {
      model.key(ofRow: $0, inWheel: 1, given: selection).ordinal / 2 == month
    }
  }
}
