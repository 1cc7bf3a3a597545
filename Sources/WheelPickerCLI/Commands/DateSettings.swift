import Foundation
import WheelPickerCore

/// The clock, time zone and locale a date, time or countdown picker is built
/// with: from the options and the environment, read here at the edge so the
/// core never reads them itself.
struct DateSettings {
  /// The time zone of wall-clock times.
  var timeZone: TimeZone
  /// The locale of titles.
  var locale: Locale
  /// "Now".
  var now: Date

  /// Settings from `--time-zone` (else `TZ`, read as POSIX says, else the system's), `--locale`
  /// and `--now` (else the clock).
  ///
  /// - Throws: `UsageError` when the time zone is unknown, `TZ` cannot be read, or `--now`
  ///   lies outside the years 1…9999 in it.
  init(timeZone name: String?, context: CommandContext) throws(UsageError) {
    let environment = context.environment
    if let name {
      timeZone = try UsageError.forwarding(DatePickerConfiguration.timeZone(name))
    } else if let variable = environment["TZ"], !variable.isEmpty {
      let directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? ZoneFile.defaultDirectory
      timeZone = try POSIXTimeZone.zone(variable, zoneDirectory: directory)
    } else {
      timeZone = TimeZone.current
    }
    locale = Locale(identifier: context.locale.identifier)
    now = Self.moment(of: context.common.now, in: timeZone) ?? Date()
    // Checked here too, so that the message names --now rather than the picker's "now".
    if context.common.now != nil {
      try UsageError.forwarding(DatePickerModel.checkMoment(now, name: "--now", in: timeZone))
    }
  }

  /// The moment `--now` names: exact with a UTC offset, else read in `zone`.
  static func moment(of stamp: ISODateTime?, in zone: TimeZone) -> Date? {
    guard let stamp else { return nil }
    if let seconds = stamp.secondsSinceEpoch { return Date(timeIntervalSince1970: seconds) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
      year: stamp.year, month: stamp.month, day: stamp.day, hour: stamp.hour, minute: stamp.minute,
      second: stamp.second ?? 0, nanosecond: stamp.nanosecond)
    return calendar.date(from: components)
  }
}
