import Foundation

extension DatePickerModel {
  /// The value the picker shows at a moment: the fields of its columns in its
  /// calendar and time zone (the era where the picker shows eras, the ISO week
  /// for a week picker, the second occurrence of a repeated hour marked).
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// let model = try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now))
  /// var engine = SelectionEngine(model: model)
  /// -->
  /// ```swift
  /// let value = try model.value(at: now)   // .date(DateFields(year: 2026, month: 11, day: 29))
  /// try engine.select(value)
  /// ```
  ///
  /// Minutes and seconds are the moment's own: a picker with a step shows
  /// only some of them, so `SelectionEngine.select(_:)` may refuse the value.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` with reason
  ///   ``WheelPickerError/Reason/fieldOutOfRange`` for a moment outside the years 1…9999.
  public func value(at moment: Date) throws(WheelPickerError) -> DateValue {
    do {
      try Self.checkMoment(moment, name: "moment", in: facts.timeZone)
    } catch {
      throw WheelPickerError(.valueNotAvailable, error.message, reason: .fieldOutOfRange)
    }
    let local = facts.local(moment)
    let parts = facts.fields(ofDay: local.day)
    let hour = local.second / 3600
    let minute = local.second % 3600 / 60
    let second = local.second % 60
    let columns = configuration.columns
    let era = showsEra ? parts.era : nil
    var fields = DateFields()
    switch columns {
    case .year:
      fields = DateFields(era: era, year: parts.year)
    case .yearMonth:
      fields = DateFields(era: era, year: parts.year, month: parts.month, isLeapMonth: parts.isLeap)
    case .monthDay, .monthDayHourMinute:
      fields = DateFields(month: parts.month, isLeapMonth: parts.isLeap, day: parts.day)
    case .yearMonthWeek:
      let week = monthSpan(ofDay: local.day).map { weekOfMonth(ofDay: local.day, in: $0) }
      fields = DateFields(era: era, year: parts.year, month: parts.month, isLeapMonth: parts.isLeap)
      fields.week = week
    case .yearQuarter:
      fields = DateFields(era: era, year: parts.year, quarter: (parts.month - 1) / 3 + 1)
    case .yearWeek:
      let week = facts.weekYear(ofDay: local.day)
      fields = DateFields(weekYear: week.weekYear, week: week.week)
    case .yearMonthDay, .yearMonthDayHour, .yearMonthDayHourMinute, .yearMonthDayHourMinuteSecond,
      .dateAndTime:
      fields = DateFields(
        era: era, year: parts.year, month: parts.month, isLeapMonth: parts.isLeap, day: parts.day)
    case .hourMinute, .hourMinuteSecond, .minuteSecond:
      break
    }
    let clock = Set(columns.clockKinds)
    if clock.contains(.hour) {
      fields.hour = hour
      fields.isRepeatedHour = isSecondOccurrence(moment, hour: hour, day: local.day)
    }
    if clock.contains(.minute) { fields.minute = minute }
    if clock.contains(.second) { fields.second = second }
    return .date(fields)
  }

  /// The moment a Gregorian wall-clock time names in the picker's time zone,
  /// whatever calendar the picker shows: how a date typed by a person (always
  /// Gregorian, as ISO 8601 is) becomes a moment. Missing fields take their
  /// first value (January, the 1st); a day without an hour starts at its first
  /// existing moment (00:00, or 01:00 where daylight saving skips midnight); a
  /// repeated hour is its first occurrence unless ``DateFields/isRepeatedHour`` is set.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` with reason
  ///   ``WheelPickerError/Reason/skippedTime`` for a time that clocks skip at a
  ///   daylight-saving change (never moved silently, as Foundation would),
  ///   ``WheelPickerError/Reason/nonexistentDate`` for a day that does not exist
  ///   (or an hour that is not repeated), ``WheelPickerError/Reason/fieldOutOfRange``
  ///   for fields outside their ranges.
  public func moment(atGregorian fields: DateFields) throws(WheelPickerError) -> Date {
    try Self.checkRanges(of: fields)
    guard let year = fields.year else {
      throw WheelPickerError(
        .valueNotAvailable, "Gregorian time \(fields) has no year", reason: .missingField)
    }
    let day: Int
    do {
      day = try Self.gregorianDay(fields, year: year, upper: false, facts: facts, name: "Gregorian time")
    } catch {
      throw WheelPickerError(.valueNotAvailable, error.message, reason: error.reason)
    }
    let clock = facts.clock(ofDay: day)
    var second = (fields.hour ?? 0) * 3600 + (fields.minute ?? 0) * 60 + (fields.second ?? 0)
    if fields.hour == nil {
      // A day without a time starts at its first existing moment (00:00, or later after a gap).
      second = clock.slot(0).hour * 3600 + clock.slot(0).lower
    }
    guard let offset = clock.offset(atSecond: second, repeated: fields.isRepeatedHour)
    else {
      let written = GregorianTime(fields: fields, year: year)
      let rule =
        fields.isRepeatedHour
        ? "is not repeated (clocks do not fall back then)" : "does not exist (clocks skip it)"
      throw WheelPickerError(
        .valueNotAvailable, "local time \(written) in \(configuration.timeZone.identifier) \(rule)",
        reason: fields.isRepeatedHour ? .nonexistentDate : .skippedTime)
    }
    return Date(timeIntervalSinceReferenceDate: Double(day * 86_400 + second - offset))
  }

  /// Whether `moment` falls in the second occurrence of `hour`, repeated when clocks fall back.
  private func isSecondOccurrence(_ moment: Date, hour: Int, day: Int) -> Bool {
    let clock = facts.clock(ofDay: day)
    guard let repeated = clock.index(hour: hour, occurrence: 1) else { return false }
    return clock.slot(repeated).offset == configuration.timeZone.secondsFromGMT(for: moment)
  }
}

/// `2025-03-09 02:30:00`, as messages show a Gregorian wall-clock time.
private struct GregorianTime: CustomStringConvertible {
  let fields: DateFields
  let year: Int

  var description: String {
    let date = [
      DatePickerModel.padded(year, 4), DatePickerModel.padded(fields.month ?? 1, 2),
      DatePickerModel.padded(fields.day ?? 1, 2),
    ].joined(separator: "-")
    let time = [fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0].map {
      DatePickerModel.padded($0, 2)
    }
    return date + " " + time.joined(separator: ":")
  }
}
