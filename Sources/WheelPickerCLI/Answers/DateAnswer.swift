/// The fields of a date, time, week or quarter answer, written to JSON in one
/// fixed order so every picker kind reads alike:
/// `calendar, era, year, month, week, quarter, day, leapMonth, gregorian, first, last,
/// hour, minute, second, iso, text`; absent fields are left out. A week or a quarter carries
/// its first and last Gregorian days.
///
/// ```json
/// {"year":2007,"month":4,"day":1,"text":"2007年4月1日"}
/// {"year":2024,"week":11,"first":"2024-03-11","last":"2024-03-17","text":"2024年第11周"}
/// {"calendar":"chinese","era":78,"year":42,"month":6,"day":1,"leapMonth":true,"gregorian":"2025-07-25","text":"乙巳年闰六月初一"}
/// ```
struct DateAnswer: Hashable, Sendable {
  /// The calendar's name, `nil` for Gregorian (which JSON leaves implicit).
  var calendar: String?
  /// The era, where the calendar has them.
  var era: Int?
  /// The year (for weeks: the ISO week-numbering year).
  var year: Int?
  /// The month.
  var month: Int?
  /// The ISO week.
  var week: Int?
  /// The quarter.
  var quarter: Int?
  /// The day of the month.
  var day: Int?
  /// Whether the month is a leap month; written only for calendars that have them.
  var isLeapMonth: Bool?
  /// The Gregorian day (`2025-07-25`), written for other calendars.
  var gregorian: String?
  /// The first Gregorian day of a week or a quarter (`2024-03-11`).
  var first: String?
  /// The last Gregorian day of a week or a quarter (`2024-03-17`).
  var last: String?
  /// The hour, 0–23.
  var hour: Int?
  /// The minute.
  var minute: Int?
  /// The second.
  var second: Int?
  /// The ISO 8601 date-time with its UTC offset, when the columns hold a full date and time.
  var iso: String?
  /// The display text.
  var text: String

  /// Creates an answer with only its text (made plain by
  /// ``PickerAnswer/scriptText(_:)``); set the fields the columns have.
  init(text: String) { self.text = PickerAnswer.scriptText(text) }

  /// The answer to print.
  var answer: PickerAnswer {
    var members: [(String, JSONValue)] = []
    if let calendar { members.append(("calendar", .string(calendar))) }
    let numbers: [(String, Int?)] = [
      ("era", era), ("year", year), ("month", month), ("week", week), ("quarter", quarter), ("day", day),
    ]
    for (key, value) in numbers {
      if let value { members.append((key, .int(value))) }
    }
    if let isLeapMonth { members.append(("leapMonth", .bool(isLeapMonth))) }
    if let gregorian { members.append(("gregorian", .string(gregorian))) }
    if let first { members.append(("first", .string(first))) }
    if let last { members.append(("last", .string(last))) }
    for (key, value) in [("hour", hour), ("minute", minute), ("second", second)] {
      if let value { members.append((key, .int(value))) }
    }
    if let iso { members.append(("iso", .string(iso))) }
    members.append(("text", .string(text)))
    return PickerAnswer(text: text, json: .object(members))
  }
}
