import Foundation
import Testing
import WheelPickerCore

/// Helpers shared by the date picker tests.
enum DateTestSupport {
  /// A fixed "now": 2026-11-29 12:00 UTC (a Sunday).
  static let now = Date(timeIntervalSince1970: 1_795_953_600)

  static func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.autoupdatingCurrent
  }

  static func configuration(
    _ columns: DateColumns, zone: String = "Asia/Shanghai", locale: String = "zh_Hans",
    minimum: DateBound = .year(1900), maximum: DateBound = .year(2100),
    calendar: Calendar.Identifier = .gregorian
  ) -> DatePickerConfiguration {
    DatePickerConfiguration(
      columns: columns, calendar: Calendar(identifier: calendar), timeZone: Self.zone(zone),
      locale: Locale(identifier: locale), now: now, minimum: minimum, maximum: maximum)
  }

  static func engine(_ configuration: DatePickerConfiguration) throws -> SelectionEngine<DatePickerModel> {
    SelectionEngine(model: try DatePickerModel(configuration))
  }

  /// Selects the row whose key is `ordinal` in a wheel, by scanning (tests only).
  @discardableResult
  static func selectKey(
    _ ordinal: Int, inWheel wheel: Int, _ engine: inout SelectionEngine<DatePickerModel>
  ) -> SelectionChange? {
    let row = (0..<engine.rowCount(ofWheel: wheel)).first {
      engine.model.key(ofRow: $0, inWheel: wheel, given: engine.selection).ordinal == ordinal
    }
    guard let row else { return nil }
    return engine.selectRow(row, inWheel: wheel)
  }

  static func ymd(_ year: Int, _ month: Int, _ day: Int) -> DateValue {
    .fields(year: year, month: month, day: day)
  }

  /// A 24-hour configuration in UTC and US English.
  static func utc(
    _ columns: DateColumns, minimum: DateBound = .year(1900), maximum: DateBound = .year(2100),
    calendar: Calendar.Identifier = .gregorian
  ) -> DatePickerConfiguration {
    var configuration = Self.configuration(
      columns, zone: "UTC", locale: "en_US", minimum: minimum, maximum: maximum, calendar: calendar)
    configuration.uses12HourClock = false
    return configuration
  }
}
