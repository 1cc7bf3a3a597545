import Foundation

extension SelectionEngine where Model == DatePickerModel {
  /// Creates an engine showing `date`, clamped into the bounds as `UIDatePicker` clamps
  /// its `date`.
  ///
  /// ```swift
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// let model = try DatePickerModel(
  ///   DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now, maximum: .now))
  /// let engine = SelectionEngine(model: model, date: now.addingTimeInterval(86_400 * 40))
  /// let latest = try model.date(for: .fields(year: 2026, month: 11, day: 29))
  /// let isClamped = engine.date == latest   // true: the maximum, 29 November
  /// ```
  public init(model: DatePickerModel, date: Date) {
    self.init(model: model)
    select(date: date)
  }

  /// The first moment of the value shown, in the picker's calendar and time zone; `nil` for
  /// 至今, or for a wall-clock time a daylight-saving change skips.
  ///
  /// A whole year or month (a 全部 row) gives its first moment; a time picker's value falls
  /// on the day of ``DatePickerConfiguration/now``.
  public var date: Date? { try? model.date(for: value) }

  /// Selects the rows that show `date`, clamped into the bounds as `UIDatePicker` clamps its
  /// `date`: a moment before the minimum selects the minimum, one after the maximum the
  /// maximum, a minute off the step the nearest minute on it. A moment outside the years
  /// 1…9999 (or not finite) selects the nearer bound.
  @discardableResult
  public mutating func select(date: Date) -> SelectionChange {
    let columns = model.configuration.columns
    if columns.isYearless {
      // Every month and day has a row; the year is not shown.
      if let value = try? model.value(at: date), let change = try? select(value) { return change }
    }
    let wall: WallTime
    if (try? DatePickerModel.checkMoment(date, name: "date", in: model.facts.timeZone)) == nil {
      wall =
        date.timeIntervalSinceReferenceDate < 0 || date.timeIntervalSinceReferenceDate.isNaN
        ? model.low : model.high
    } else {
      let local = model.facts.local(date)
      wall =
        columns == .minuteSecond
        ? WallTime(day: 0, second: local.second % 3600)
        : columns.isTimeOnly
          ? WallTime(day: 0, second: local.second) : WallTime(day: local.day, second: local.second)
    }
    return selectNearest(model.keys(at: min(max(wall, model.low), model.high)))
  }
}
