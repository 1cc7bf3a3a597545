import Foundation

extension DatePickerModel {
  /// The value of a selection: 至今, or the fields of every wheel that has a row (a 全部 row
  /// leaves its field and every later one out: `{"year":2024}` is the whole year).
  public func value(of selection: WheelSelection) -> DateValue {
    value(of: cursor(upTo: kinds.count, given: selection))
  }

  func value(of cursor: DateCursor) -> DateValue {
    if cursor.isPresent { return .present }
    var fields = DateFields()
    if let year = cursor.year, kinds.contains(.year) {
      fields.era = showsEra ? year.era : nil
      fields.year = year.year
    }
    if let month = cursor.month {
      fields.month = month.month
      fields.isLeapMonth = month.isLeap
    }
    if let day = cursor.day, !configuration.columns.isTimeOnly {
      if kinds.contains(.dayOfRange) {
        let parts = facts.fields(ofDay: day)
        fields.era = showsEra ? parts.era : nil
        fields.year = parts.year
        fields.month = parts.month
        fields.isLeapMonth = parts.isLeap
        fields.day = parts.day
      } else if let month = cursor.month {
        fields.day = day - month.firstDay + month.firstDayOfMonth
      }
    }
    if let slot = cursor.slot {
      fields.hour = slot.hour
      fields.isRepeatedHour = slot.occurrence == 1
    }
    fields.minute = cursor.minute
    fields.second = cursor.second
    fields.weekYear = cursor.weekYear
    fields.week = cursor.week
    fields.quarter = cursor.quarter
    return .date(fields)
  }

  /// The first moment a cursor stands for (the start of its day, hour, minute…).
  func firstMoment(of cursor: DateCursor) -> Date {
    var day = cursor.day ?? cursor.month?.firstDay ?? cursor.year?.firstDay ?? 0
    if configuration.columns.isTimeOnly { day = facts.local(configuration.now).day }
    let slot = cursor.slot ?? cursor.clock.slot(0)
    let second = slot.hour * 3600 + max(slot.lower, (cursor.minute ?? 0) * 60 + (cursor.second ?? 0))
    let offset = configuration.columns.isTimeOnly ? facts.clock(ofDay: day).slot(0).offset : slot.offset
    return Date(timeIntervalSinceReferenceDate: Double(day * 86_400 + second - offset))
  }

  /// The keys of every wheel for a value.
  ///
  /// With ``DatePickerConfiguration/includesAll``, a value with a year but no month (or no day)
  /// is the whole year (or month) and takes the 全部 row.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when the value lacks a field a
  ///   wheel needs, names a day that does not exist, or has a minute or second off the step
  ///   (reason ``WheelPickerError/Reason/offStep``).
  public func keys(for value: DateValue) throws(WheelPickerError) -> [RowKey?] {
    guard case .date(let fields) = value else {
      guard configuration.includesPresent else {
        throw WheelPickerError(
          .valueNotAvailable, "value present (至今) is not offered: includesPresent is off", reason: .notOffered
        )
      }
      return kinds.indices.map { $0 == 0 ? Self.presentKey : nil }
    }
    try Self.checkRanges(of: fields)
    try configuration.checkOnStep(fields)
    func need(_ field: Int?, _ name: String) throws(WheelPickerError) -> Int {
      guard let field else {
        throw WheelPickerError(
          .valueNotAvailable,
          "value \(fields) has no \(name), which the \(configuration.columns.rawValue) picker needs",
          reason: .missingField)
      }
      return field
    }
    var keys: [RowKey?] = []
    // A value without a month (or a day) is the whole year (or month): its 全部 row, then empty wheels.
    var isWhole = false
    for kind in kinds {
      if isWhole {
        keys.append(nil)
        continue
      }
      if hasAllRow(kind), fields.year != nil, (kind == .month ? fields.month : fields.day) == nil {
        keys.append(Self.allKey)
        isWhole = true
        continue
      }
      switch kind {
      case .year:
        let year = try need(fields.year, "year")
        keys.append(RowKey(facts.ordinal(era: fields.era ?? era(ofYear: year), year: year)))
      case .month: keys.append(RowKey(try need(fields.month, "month") * 2 + (fields.isLeapMonth ? 1 : 0)))
      case .day: keys.append(RowKey(try need(fields.day, "day")))
      case .dayOfRange: keys.append(RowKey(try dayNumber(of: fields)))
      case .weekYear: keys.append(RowKey(try need(fields.weekYear, "week year")))
      case .week, .weekOfMonth: keys.append(RowKey(try need(fields.week, "week")))
      case .quarter: keys.append(RowKey(try need(fields.quarter, "quarter")))
      case .period: keys.append(RowKey(try need(fields.hour, "hour") / 12))
      case .hour:
        let hour = try need(fields.hour, "hour")
        keys.append(RowKey((uses12Hour ? hour % 12 : hour) * 2 + (fields.isRepeatedHour ? 1 : 0)))
      case .minute: keys.append(RowKey(try need(fields.minute, "minute")))
      case .second: keys.append(RowKey(try need(fields.second, "second")))
      }
    }
    return keys
  }

  /// Refuses fields no calendar has (hour 25, year 10⁹), before any arithmetic on them.
  static func checkRanges(of fields: DateFields) throws(WheelPickerError) {
    let limits: [(String, Int?, ClosedRange<Int>)] = [
      ("era", fields.era, 0...100_000), ("year", fields.year, 1...99_999), ("month", fields.month, 1...20),
      ("day", fields.day, 1...40), ("hour", fields.hour, 0...23), ("minute", fields.minute, 0...59),
      ("second", fields.second, 0...59), ("week year", fields.weekYear, 1...9_999),
      ("week", fields.week, 1...53),
      ("quarter", fields.quarter, 1...4),
    ]
    for (name, value, range) in limits {
      if let value, !range.contains(value) {
        throw WheelPickerError(
          .valueNotAvailable,
          "\(name) \(value) is outside \(range.lowerBound)…\(range.upperBound) in value \(fields)",
          reason: .fieldOutOfRange)
      }
    }
  }

  /// The era a year without one belongs to: the range's (latest) era that has it.
  func era(ofYear year: Int) -> Int {
    segments.last { $0.offset(of: year) != nil }?.era ?? facts.defaultEra(ofYear: year)
  }

  /// The local day number of a value's date fields.
  func dayNumber(of fields: DateFields) throws(WheelPickerError) -> Int {
    guard let year = fields.year, let month = fields.month, let day = fields.day else {
      throw WheelPickerError(
        .valueNotAvailable, "value \(fields) has no complete date (year, month, day)", reason: .missingField)
    }
    let span = facts.year(era: fields.era ?? era(ofYear: year), year: year)
    guard let monthSpan = span.months.first(where: { $0.month == month && $0.isLeap == fields.isLeapMonth })
    else {
      throw WheelPickerError(
        .valueNotAvailable, "value \(fields): month \(month) does not exist in year \(year)",
        reason: .nonexistentDate)
    }
    let number = monthSpan.firstDay + day - monthSpan.firstDayOfMonth
    guard number >= monthSpan.firstDay, number <= monthSpan.lastDay else {
      throw WheelPickerError(
        .valueNotAvailable, "value \(fields): day \(day) does not exist in month \(month) of \(year)",
        reason: .nonexistentDate)
    }
    return number
  }

  /// The keys a wall time has in every wheel (the starting rows).
  func keys(at time: WallTime) -> [RowKey?] {
    let clock = configuration.columns.isTimeOnly ? DayClock.regular(offset: 0) : facts.clock(ofDay: time.day)
    var slotIndex = 0
    for index in 0..<clock.count where clock.slot(index).hour * 3600 + clock.slot(index).lower <= time.second
    {
      slotIndex = index
    }
    let slot = clock.slot(slotIndex)
    let parts = facts.fields(ofDay: time.day)
    let week = facts.weekYear(ofDay: time.day)
    let minute = time.second % 3600 / 60
    return kinds.map { kind -> RowKey? in
      switch kind {
      case .year: return RowKey(facts.ordinal(era: parts.era, year: parts.year))
      case .month: return RowKey(parts.month * 2 + (parts.isLeap ? 1 : 0))
      case .day: return RowKey(parts.day)
      case .dayOfRange: return RowKey(time.day)
      case .weekYear: return RowKey(week.weekYear)
      case .week: return RowKey(week.week)
      case .weekOfMonth:
        return RowKey(monthSpan(ofDay: time.day).map { weekOfMonth(ofDay: time.day, in: $0) } ?? 1)
      case .quarter: return RowKey((parts.month - 1) / 3 + 1)
      case .period: return RowKey(slot.hour / 12)
      case .hour: return RowKey((uses12Hour ? slot.hour % 12 : slot.hour) * 2 + slot.occurrence)
      case .minute:
        return RowKey(kinds.contains(.hour) ? minute : time.second / 60 % 60)
      case .second: return RowKey(time.second % 60)
      }
    }
  }
}
