/// The subcommands of `wheelpicker`, one per picker kind.
public enum Subcommand: String, CaseIterable, Hashable, Sendable {
  /// Calendar dates, date-times, weeks and quarters.
  case date
  /// A time of day.
  case time
  /// A countdown duration (hours and minutes).
  case countdown
  /// A region of a bundled or given dataset (province → city → district).
  case region
  /// One wheel of items from the arguments or stdin.
  case list
  /// Several independent wheels.
  case wheels
  /// A cascade read from a data file.
  case cascade
  /// The slot machine.
  case slots

  /// The subcommand's name on the command line.
  public var name: String { rawValue }

  /// The synopsis after `wheelpicker NAME` (positionals only; options come from the option table).
  var positionalSynopsis: String {
    switch self {
    case .list: "[ITEM ...]"
    case .cascade: "FILE|-"
    default: ""
    }
  }

  /// One line saying what the subcommand picks.
  var summary: String {
    switch self {
    case .date: "pick a date, a date and time, a week or a quarter"
    case .time: "pick a time of day"
    case .countdown: "pick a duration in hours and minutes"
    case .region: "pick a region: province, city, district (pinyin search)"
    case .list: "pick one item of a list (no items: one per line from stdin)"
    case .wheels: "pick one item on each of several independent wheels"
    case .cascade: "pick a path in a cascade read from a file (- for stdin)"
    case .slots: "spin the slot machine"
    }
  }
}
