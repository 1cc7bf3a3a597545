import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("PickerSheet: a wrapping 12-hour clock and 全部 rows through the shared program")
struct PickerSheetClockTests {
  static func clockSheet() throws -> (PickerSheet<DatePickerModel>, PickerSheet<DatePickerModel>.State) {
    var configuration = try DatePickerConfiguration(
      columns: .hourMinute, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "en_US", now: Fixtures.now)
    configuration.uses12HourClock = true
    configuration.initialValue = .fields(hour: 11, minute: 59)
    let engine = SelectionEngine(model: try DatePickerModel(configuration))
    let sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .english), search: nil)
    return (sheet, sheet.initialState(engine: engine))
  }

  @Test("an hour wheel settled from 11 onto 12 flips AM to PM and shows the AM/PM wheel's new row")
  func settledCarry() throws {
    let (sheet, state) = try Self.clockSheet()
    // en: hour, minute, AM/PM.
    let (moved, effects) = sheet.update(state, .rowSettled(row: 0, at: DisplayPosition(0)))
    #expect(moved.engine.value == .fields(hour: 12, minute: 59))
    let period = try #require(moved.engine.model.carry(ofWheel: 1))
    #expect(moved.engine.selectedRow(inWheel: period) == 1)
    #expect(
      effects.contains {
        if case .changed(let change) = $0 { change.move(ofWheel: period)?.reason == .carried } else { false }
      })
    let (back, _) = sheet.update(moved, .rowSettled(row: 11, at: DisplayPosition(0)))
    #expect(back.engine.value == .fields(hour: 11, minute: 59))
  }

  @Test("stepping the hour wheel down from 11 PM reaches 12 AM, and the AM/PM wheel never wraps")
  func steppedCarry() throws {
    let (sheet, state) = try Self.clockSheet()
    let (pm, _) = sheet.update(state, .stepWheel(1, at: DisplayPosition(0)))
    #expect(pm.engine.value == .fields(hour: 12, minute: 59))
    let (stuck, _) = sheet.update(pm, .stepWheel(1, at: DisplayPosition(2)))
    #expect(stuck.engine.value == .fields(hour: 12, minute: 59))
  }

  @Test("全部 on the month empties the day wheel, which shows the placeholder in place")
  func allPlaceholder() throws {
    var configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: Fixtures.now, minimum: .year(2020), maximum: .year(2026))
    configuration.includesAll = true
    configuration.initialValue = Fixtures.date(2024, 3, 15)
    let engine = SelectionEngine(model: try DatePickerModel(configuration))
    let sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .simplifiedChinese), search: nil)
    let state = sheet.initialState(engine: engine)
    let before = sheet.plan(state, width: 300)
    let (whole, _) = sheet.update(state, .rowSettled(row: 0, at: DisplayPosition(1)))
    #expect(whole.engine.value == .fields(year: 2024))
    let after = sheet.plan(whole, width: 300)
    #expect(after.columns[2].placeholder == "—")
    #expect(after.columns.map(\.x) == before.columns.map(\.x))
    #expect(sheet.title(ofRow: 0, at: DisplayPosition(1), in: whole) == "全部")
  }
}
