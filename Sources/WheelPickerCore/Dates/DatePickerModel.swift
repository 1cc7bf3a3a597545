import Foundation

/// Every date, time, week and quarter picker: a ``WheelModel`` whose wheels
/// are the calendar fields of ``DateColumns``, driven by ``SelectionEngine``.
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// -->
/// ```swift
/// let model = try DatePickerModel(DatePickerConfiguration(
///   columns: .yearMonthDay, timeZone: zone, now: now, minimum: .year(1940), maximum: .now,
///   includesPresent: true))
/// var engine = SelectionEngine(model: model)
/// engine.selectRow(1, inWheel: 1)          // February: day 31 clamps to 28 or 29
/// engine.value                             // .date(DateFields(year: 2026, month: 2, day: 28))
/// ```
///
/// All calendar facts come from Foundation's `Calendar` and `TimeZone`, asked
/// once per year, week-year or 256-day block and memoised, so that no
/// operation depends on the length of the range and rows are never stored.
public struct DatePickerModel: WheelModel {
  /// A date value (or 至今).
  public typealias Value = DateValue

  /// The configuration the model was made from.
  public let configuration: DatePickerConfiguration
  let kinds: [DateWheelKind]
  let facts: CalendarFacts
  let labels: DateLabels
  let uses12Hour: Bool
  let showsEra: Bool
  /// The first and last selectable wall-clock moments, on the finest wheel's grid
  /// (variables so that a range's end can be re-bounded by its start).
  var low: WallTime
  var high: WallTime
  var segments: [EraSegment]
  var yearCount: Int
  var weekYears: ClosedRange<Int>
  /// The year of a month-day picker (one with the longest months).
  let referenceYear: YearSpan?
  let today: Int
  let order: [Int]
  var targetKeys: [RowKey?] = []

  /// Creates a model, checking the configuration.
  ///
  /// - Throws: ``WheelPickerError`` when a step is not one of
  ///   ``DatePickerConfiguration/allowedSteps``, the minimum
  ///   lies after the maximum, a bound names a day that does not exist, 至今 is
  ///   asked for without a year wheel, 全部 without a year and a month wheel, or the
  ///   initial value lies outside the bounds.
  public init(_ configuration: DatePickerConfiguration) throws(WheelPickerError) {
    self.configuration = configuration
    let columns = configuration.columns
    try DatePickerConfiguration.checkStep(configuration.minuteStep, of: "minute")
    try DatePickerConfiguration.checkStep(configuration.secondStep, of: "second")
    try Self.checkMoment(configuration.now, name: "now", in: configuration.timeZone)
    let facts = CalendarFacts(calendar: configuration.calendar, timeZone: configuration.timeZone)
    self.facts = facts
    let locale = configuration.locale
    let localeHours =
      DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? false
    uses12Hour =
      !columns.clockKinds.isEmpty && columns.clockKinds.contains(.hour)
      && (configuration.uses12HourClock ?? localeHours)
    var kinds = columns.dateKinds
    if uses12Hour { kinds.append(.period) }
    kinds += columns.clockKinds
    self.kinds = kinds
    labels = DateLabels(
      locale: locale, calendar: facts.calendar, isoCalendar: facts.isoCalendar, uses12HourClock: uses12Hour,
      // A month-day picker has no year, so a weekday would be that of an arbitrary year.
      showsWeekday: configuration.showsWeekday && !columns.isYearless)
    if configuration.includesPresent && !columns.hasYearWheel {
      throw WheelPickerError(
        .invalidConfiguration,
        "includesPresent needs a year wheel, but columns \(columns.rawValue) have none",
        reason: .columnsLackWheel)
    }
    if configuration.includesAll && !(kinds.contains(.year) && kinds.contains(.month)) {
      throw WheelPickerError(
        .invalidConfiguration,
        "includesAll needs a year wheel and a month wheel (全部 stands for the whole year or month), but columns \(columns.rawValue) have none",
        reason: .columnsLackWheel)
    }
    let cyclic = [Calendar.Identifier.chinese, .japanese].contains(configuration.calendar.identifier)
    let nowLocal = facts.local(configuration.now)
    today = nowLocal.day
    var low = try Self.resolve(
      configuration.minimum, upper: false, facts: facts, now: configuration.now, name: "minimum")
    var high = try Self.resolve(
      configuration.maximum, upper: true, facts: facts, now: configuration.now, name: "maximum")
    var referenceYear: YearSpan?
    if columns.isYearless {
      var best: YearSpan?
      let start = facts.fields(ofDay: 0)
      for offset in 0..<4 {
        let span = facts.year(era: start.era, year: start.year + offset)
        if span.lastDay - span.firstDay > (best.map { $0.lastDay - $0.firstDay } ?? -1) { best = span }
      }
      referenceYear = best
      low = WallTime(day: best?.firstDay ?? 0, second: 0)
      high = WallTime(day: best?.lastDay ?? 0, second: 86_399)
    } else if columns == .minuteSecond {
      // Minutes and seconds of no particular hour: bounds of a day do not apply.
      low = WallTime(day: 0, second: 0)
      high = WallTime(day: 0, second: 3599)
    } else if columns.isTimeOnly {
      low.day = 0
      high.day = 0
    }
    self.referenceYear = referenceYear
    let grid = Grid(kinds: kinds, minuteStep: configuration.minuteStep, secondStep: configuration.secondStep)
    guard low <= high else {
      throw WheelPickerError(
        .invalidConfiguration,
        "minimum \(configuration.minimum) lies after maximum \(configuration.maximum) (the minimum must not be later)",
        reason: .boundsReversed)
    }
    low = grid.roundUp(low)
    high = grid.roundDown(high)
    guard low <= high else {
      throw WheelPickerError(
        .invalidConfiguration,
        "no \(grid.name) between minimum \(configuration.minimum) and maximum \(configuration.maximum) on the step grid",
        reason: .emptyRange)
    }
    self.low = low
    self.high = high
    if kinds.contains(.year) || kinds.contains(.dayOfRange) {
      segments = facts.eraSegments(from: low.day, to: high.day)
      let first = facts.fields(ofDay: low.day).era
      showsEra = cyclic || segments.contains { $0.era != first }
    } else {
      segments = []
      showsEra = cyclic && !columns.isYearless
    }
    yearCount = segments.reduce(0) { $0 + $1.count }
    if kinds.contains(.weekYear) {
      weekYears = facts.weekYear(ofDay: low.day).weekYear...facts.weekYear(ofDay: high.day).weekYear
    } else {
      weekYears = 0...0
    }
    order = try Self.displayOrder(kinds: kinds, configuration: configuration)
    // The rows a wheel starts on: the initial value, else now clamped into the bounds.
    var nowDay = nowLocal.day
    if let referenceYear {
      // A month-day picker shows its rows in a reference (leap) year: today's month and day there.
      let today = facts.fields(ofDay: nowLocal.day)
      if let month = referenceYear.months.first(where: {
        $0.month == today.month && $0.isLeap == today.isLeap
      }) {
        nowDay = min(month.firstDay + today.day - month.firstDayOfMonth, month.lastDay)
      }
    }
    let nowWall =
      columns == .minuteSecond
      ? WallTime(day: 0, second: nowLocal.second % 3600)
      : columns.isTimeOnly
        ? WallTime(day: 0, second: nowLocal.second) : WallTime(day: nowDay, second: nowLocal.second)
    targetKeys = keys(at: min(max(nowWall, low), high))
    if let initial = configuration.initialValue {
      var engine = SelectionEngine(model: self)
      do {
        try engine.select(initial)
      } catch {
        throw WheelPickerError(
          .invalidConfiguration,
          "initial value \(initial) is outside the bounds \(configuration.minimum) … \(configuration.maximum) or disabled: \(error.message)",
          reason: error.reason)
      }
      // Wheels the initial value leaves empty (after 至今) start on now when they come back.
      let nowKeys = targetKeys
      targetKeys = try keys(for: initial).enumerated().map { $0.element ?? nowKeys[$0.offset] }
    }
  }

  /// The number of wheels.
  public var wheelCount: Int { kinds.count }

  /// The locale's order (month-day-year in en, AM/PM left of the hour in zh) or the caller's.
  public var displayOrder: [Int] { order }

  /// The wheel's kind and name (`"year"`, `"month"`, `"day"`, `"hour"`…), its
  /// unit word when units sit beside the centre row, a page of ten years, and whether
  /// it wraps (``DatePickerConfiguration/wrapsClockWheels``).
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    guard wheel >= 0, wheel < kinds.count else {
      return WheelTraits(kind: .level(wheel), name: "wheel \(wheel)")
    }
    let kind = kinds[wheel]
    let unit = configuration.units == .besideCentre ? labels.patterns[kind]?.unit : nil
    let isYear = kind == .year || kind == .weekYear
    return WheelTraits(
      kind: kind.wheelKind, name: kind.name, unit: unit,
      isCyclic: kind.isClock && kind != .period && wrapsClock,
      pageSize: isYear ? 10 : nil)
  }

  /// Whether the clock wheels wrap: as configured, else in the system-style time modes.
  var wrapsClock: Bool {
    configuration.wrapsClockWheels
      ?? [.hourMinute, .hourMinuteSecond, .dateAndTime].contains(configuration.columns)
  }

  /// A 12-hour clock's hour wheel carries into the AM/PM wheel: crossing 11 ↔ 12 flips it.
  public func carry(ofWheel wheel: Int) -> Int? {
    guard wheel >= 0, wheel < kinds.count, kinds[wheel] == .hour else { return nil }
    return kinds.firstIndex(of: .period)
  }

  /// Models are equal when their configurations are (see ``DatePickerConfiguration``'s
  /// equality for filters).
  public static func == (lhs: DatePickerModel, rhs: DatePickerModel) -> Bool {
    lhs.configuration == rhs.configuration && lhs.targetKeys == rhs.targetKeys
  }

  private static func displayOrder(
    kinds: [DateWheelKind], configuration: DatePickerConfiguration
  ) throws(WheelPickerError) -> [Int] {
    if let order = configuration.displayOrder {
      guard order.sorted() == Array(0..<kinds.count) else {
        throw WheelPickerError(
          .invalidConfiguration,
          "display order \(order) is not a permutation of the \(kinds.count) wheels 0..<\(kinds.count)",
          reason: .displayOrderNotPermutation)
      }
      return order
    }
    if kinds.contains(.week) || kinds.contains(.quarter) || kinds.contains(.weekOfMonth) {
      return Array(0..<kinds.count)
    }
    let letters: [DateWheelKind: (template: String, find: Set<Character>)] = [
      .year: ("y", ["y", "U", "r", "G"]), .month: ("M", ["M", "L"]), .day: ("d", ["d"]),
      .dayOfRange: ("MMMd", ["M", "L", "d"]), .period: ("a", ["a", "b", "B"]),
      .hour: (kinds.contains(.period) ? "h" : "H", ["h", "H", "k", "K"]), .minute: ("m", ["m"]),
      .second: ("s", ["s"]), .weekYear: ("Y", ["Y", "y"]), .week: ("w", ["w"]), .quarter: ("Q", ["Q"]),
    ]
    let template = kinds.map { letters[$0]?.template ?? "" }.joined()
    // Quoted literals ('at') are not fields.
    let pattern = Array(
      (DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: configuration.locale) ?? template)
        .split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined())
    func position(_ kind: DateWheelKind) -> Int {
      if kind == .dayOfRange { return -1 }
      let find = letters[kind]?.find ?? []
      return pattern.firstIndex { find.contains($0) } ?? Int.max
    }
    return Array(0..<kinds.count).sorted { a, b in
      let pa = position(kinds[a])
      let pb = position(kinds[b])
      return pa != pb ? pa < pb : a < b
    }
  }
}
