import Foundation

/// Titles of date rows, built with `DateFormatter` patterns from the
/// locale's templates and cached, because formatters are expensive to create.
///
/// A title is computed on demand from a representative moment of the row
/// (its first day, or a wall-clock time on a GMT calendar).
final class DateLabels: @unchecked Sendable {
  /// One wheel's pattern with and without its unit word.
  struct Pattern: Sendable, Hashable {
    var full: String
    var bare: String
    var unit: String?
    /// Whether the unit word stands inside the pattern, where no unit beside the centre can take
    /// its place (a day with its weekday): beside the centre, such a pattern goes bare.
    var isUnitInside = false

    /// The pattern a title uses: with its unit on every row; without it where a unit is shown
    /// beside the centre instead (a pattern with no separable unit keeps its words); bare for none.
    func text(for placement: DatePickerConfiguration.UnitPlacement) -> String {
      switch placement {
      case .onEveryRow: return full
      case .besideCentre: return unit == nil && !isUnitInside ? full : bare
      case .none: return bare
      }
    }
  }

  let locale: Locale
  let calendar: Calendar
  let isoCalendar: Calendar
  let patterns: [DateWheelKind: Pattern]
  let presentLabel: String
  let allLabel: String
  let todayLabel: String
  /// A `DateFormatter` pattern for an ISO week (`2020年第53周`, `Week 53, 2020`): CLDR has
  /// no natural week skeleton, so the few languages written here get a pattern of their own.
  let weekPattern: String
  private let formattingLocale: Locale
  private let dayLocale: Locale
  private let lock = Lock()
  private var formatters: [String: DateFormatter] = [:]
  /// Patterns by template: asking ICU for a pattern costs about as much as making a formatter.
  private var templatePatterns: [String: String] = [:]

  init(locale: Locale, calendar: Calendar, isoCalendar: Calendar, uses12HourClock: Bool, showsWeekday: Bool) {
    self.locale = locale
    self.calendar = calendar
    self.isoCalendar = isoCalendar
    let calendarName = Self.cldrName(calendar.identifier)
    let isGregorian = calendar.identifier == .gregorian || calendar.identifier == .iso8601
    let base = locale.identifier
    let separator = base.contains("@") ? ";" : "@"
    formattingLocale =
      isGregorian ? locale : Locale(identifier: "\(base)\(separator)calendar=\(calendarName)")
    let language = locale.language.languageCode?.identifier ?? "en"
    let isLunar = calendar.identifier == .chinese
    dayLocale =
      isLunar && language == "zh"
      ? Locale(identifier: "\(formattingLocale.identifier);numbers=hanidays") : formattingLocale
    // The words table is the one source of 至今 and 今天, for titles and for the faces' buttons alike.
    let words = PickerWords(locale: locale)
    presentLabel = words.present
    allLabel = words.all
    todayLabel = words.today
    switch words.language {
    case .simplifiedChinese: weekPattern = "Y'年第'w'周'"
    case .traditionalChinese, .japanese: weekPattern = "Y'年第'w'週'"
    // The table answers English for every language it lacks; those keep the ISO form.
    case .english: weekPattern = language == "en" ? "'Week' w, Y" : "Y-'W'ww"
    }
    let eastAsian = ["zh", "ja"].contains(language)
    let minuteUnit: String? = eastAsian ? "分" : nil
    let secondUnit: String? = eastAsian ? "秒" : nil

    let templateLocale = formattingLocale
    func template(_ template: String) -> String {
      DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: templateLocale) ?? template
    }
    var patterns: [DateWheelKind: Pattern] = [:]
    patterns[.year] = Self.split(template(isLunar ? "U" : "y"))
    patterns[.weekYear] = Self.split(template("y"))
    patterns[.month] = Self.split(template(isLunar ? "MMMM" : eastAsian ? "M" : "LLLL"))
    patterns[.day] = Self.dayPattern(day: template("d"), withWeekday: showsWeekday ? template("dEEE") : nil)
    patterns[.dayOfRange] = Self.split(
      language == "en" ? Self.weekdayRun(template("MMMdEEE")) : template("MMMdEEE"))
    var hour = template(uses12HourClock ? "h" : "HH")
    hour = hour.replacingOccurrences(of: "a", with: "").trimmingCharacters(in: .whitespaces)
    if !uses12HourClock && !hour.contains("HH") { hour = hour.replacingOccurrences(of: "H", with: "HH") }
    patterns[.hour] = Self.split(hour)
    patterns[.minute] = Pattern(full: minuteUnit.map { "mm'\($0)'" } ?? "mm", bare: "mm", unit: minuteUnit)
    patterns[.second] = Pattern(full: secondUnit.map { "ss'\($0)'" } ?? "ss", bare: "ss", unit: secondUnit)
    patterns[.period] = Pattern(full: "a", bare: "a", unit: nil)
    patterns[.quarter] = Pattern(full: "QQQ", bare: "QQQ", unit: nil)
    patterns[.week] = Pattern(full: "'W'ww", bare: "'W'ww", unit: nil)
    self.patterns = patterns
  }

  /// The day wheel's pattern; with a weekday (`d日 EEE` → `1日 周日`) the unit word stands
  /// between the day and the weekday on every row when units are on every row. Beside the centre
  /// it has no place (after the weekday it would read `1 周日 日`), so the rows read `1 周日`
  /// there as with no units: the weekday already says what the number is.
  static func dayPattern(day: String, withWeekday combined: String?) -> Pattern {
    let alone = split(day)
    guard var combined else { return alone }
    if !combined.contains(alone.full) { combined = combined.replacingOccurrences(of: "d", with: alone.full) }
    // Some locale and calendar pairs (zh with Chinese days) give `dEEE`: 廿一周日 reads as one word.
    combined = combined.replacingOccurrences(of: "dE", with: "d E").replacingOccurrences(
      of: "Ed", with: "E d")
    let bare = alone.unit == nil ? combined : combined.replacingOccurrences(of: alone.full, with: alone.bare)
    return Pattern(full: combined, bare: bare, unit: nil, isUnitInside: alone.unit != nil)
  }

  /// An English date-and-time row as UIDatePicker reads it (`Sat Sep 15`): CLDR's `EEE, MMM d`
  /// puts a comma after the weekday, which a wheel of days does not show.
  static func weekdayRun(_ pattern: String) -> String {
    pattern.replacingOccurrences(of: "EEE,", with: "EEE")
  }

  /// Splits a one-field pattern (`y年`, `HH 'Uhr'`) into its field and its unit.
  static func split(_ pattern: String) -> Pattern {
    var fields = ""
    var literal = ""
    var runs = 0
    var inQuote = false
    var lastWasLetter = false
    for character in pattern {
      if character == "'" {
        inQuote.toggle()
        lastWasLetter = false
        continue
      }
      if !inQuote && character.isASCII && character.isLetter {
        if !lastWasLetter { runs += 1 }
        fields.append(character)
        lastWasLetter = true
      } else {
        literal.append(character)
        lastWasLetter = false
      }
    }
    let unit = literal.trimmingCharacters(in: .whitespaces)
    guard runs == 1, !unit.isEmpty else { return Pattern(full: pattern, bare: pattern, unit: nil) }
    return Pattern(full: pattern, bare: fields, unit: unit)
  }

  /// The CLDR name of a calendar, as locale keywords spell it.
  static func cldrName(_ identifier: Calendar.Identifier) -> String {
    switch identifier {
    case .gregorian: return "gregorian"
    case .buddhist: return "buddhist"
    case .chinese: return "chinese"
    case .coptic: return "coptic"
    case .ethiopicAmeteMihret: return "ethiopic"
    case .ethiopicAmeteAlem: return "ethioaa"
    case .hebrew: return "hebrew"
    case .iso8601: return "iso8601"
    case .indian: return "indian"
    case .islamic: return "islamic"
    case .islamicCivil: return "islamic-civil"
    case .japanese: return "japanese"
    case .persian: return "persian"
    case .republicOfChina: return "roc"
    case .islamicTabular: return "islamic-tbla"
    case .islamicUmmAlQura: return "islamic-umalqura"
    default: return "gregorian"
    }
  }

  /// Formats a moment (on the GMT calendar) with a pattern, through a cached formatter.
  func format(_ moment: Date, pattern: String, iso: Bool = false, days: Bool = false) -> String {
    let key = "\(iso ? "i" : days ? "d" : "c")|\(pattern)"
    lock.lock()
    defer { lock.unlock() }
    let formatter: DateFormatter
    if let cached = formatters[key] {
      formatter = cached
    } else {
      formatter = DateFormatter()
      formatter.locale = days ? dayLocale : formattingLocale
      formatter.calendar = iso ? isoCalendar : calendar
      formatter.timeZone = calendar.timeZone
      formatter.dateFormat = pattern
      formatters[key] = formatter
    }
    return formatter.string(from: moment)
  }

  /// A date pattern for a template in this locale and calendar, memoised.
  func pattern(fromTemplate template: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let pattern = templatePatterns[template] { return pattern }
    let pattern =
      DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: formattingLocale) ?? template
    templatePatterns[template] = pattern
    return pattern
  }

  /// Formats with a template (a value's display text).
  func format(_ moment: Date, template: String, days: Bool = false) -> String {
    format(moment, pattern: pattern(fromTemplate: template), days: days)
  }

  /// Formats a moment in a real time zone (for ISO offsets and abbreviations).
  func offsetText(_ offset: Int) -> String {
    let hours = abs(offset) / 3600
    let minutes = abs(offset) % 3600 / 60
    let sign = offset < 0 ? "-" : "+"
    return minutes == 0 ? "GMT\(sign)\(hours)" : "GMT\(sign)\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
  }
}
