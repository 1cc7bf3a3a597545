import Foundation
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

/// Engines and sizes the tests share: a date picker of 1940…now with 至今 at a fixed "now".
enum Fixtures {
  /// 2026-12-01 10:00 in Shanghai.
  static let now = Date(timeIntervalSince1970: 1_796_090_400)
  /// An iPhone in portrait with its home indicator.
  static let container = SheetSize(width: 375, height: 667)
  static let safeArea = SheetInsets(top: 47, bottom: 34)

  /// Years 1940 … now, with 至今, Chinese titles (`2007年`, `4月`, `1日`).
  static func dateModel(
    isEnabled: (@Sendable (DateValue, Date) -> Bool)? = nil,
    units: DatePickerConfiguration.UnitPlacement = .onEveryRow
  ) throws -> DatePickerModel {
    var configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: now, minimum: .year(1940), maximum: .now, includesPresent: true)
    configuration.isEnabled = isEnabled
    configuration.units = units
    return try DatePickerModel(configuration)
  }

  static func dateEngine(
    _ value: DateValue, model: DatePickerModel? = nil
  ) throws -> SelectionEngine<DatePickerModel> {
    try SelectionEngine(model: model ?? dateModel(), value: value)
  }

  static func date(_ year: Int, _ month: Int, _ day: Int) -> DateValue {
    .date(DateFields(year: year, month: month, day: day))
  }

  /// The row of `title` in a wheel, for tests that move a wheel by what it shows.
  static func row<Model: WheelModel>(
    of title: String, inWheel wheel: Int, of engine: SelectionEngine<Model>
  ) -> Int? {
    (0..<engine.rowCount(ofWheel: wheel)).first { engine.title(ofRow: $0, inWheel: wheel) == title }
  }
}
