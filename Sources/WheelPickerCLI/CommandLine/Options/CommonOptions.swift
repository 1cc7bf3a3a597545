import WheelPickerTerminal

/// The options every subcommand (and the demo) accepts.
struct CommonOptions: Hashable, Sendable {
  /// The text in the middle of the bar (`--title`), `nil` for the picker's own.
  var title: String?
  /// The language and region of the output (`--locale`, else the environment).
  var locale: LocaleSetting
  /// The clock (`--now`), `nil` for the system clock.
  var now: ISODateTime?
  /// How the answer is printed (`--format`).
  var format: OutputFormat = .text
  /// The rows each wheel shows, odd, from 3 to 15 (`--rows`).
  var rows: Int = 5
  /// Whether the sheet takes the alternate screen (`--fullscreen`).
  var isFullscreen = false
  /// Whether the sheet rises into place (`--no-animation` turns it off).
  var isAnimated = true
  /// Whether mouse reporting is on (`--no-mouse` turns it off).
  var usesMouse = true
  /// Whether colours are allowed (`--no-color`; NO_COLOR and TERM=dumb are read at run time).
  var usesColor = true
  /// Keys to apply headlessly (`--keys`), `nil` for an interactive run.
  var keys: KeyScript?
  /// Whether the last headless frame goes to stderr (`--print-frame`).
  var printsFrame = false
  /// The headless frame size (`--size`), `nil` for the default 80x24.
  var size: TerminalSize?
  /// How long a sheet waits for an answer (`--timeout`), `nil` for ever.
  var timeout: Duration?

  /// The smallest and largest `--rows`.
  static let rowRange = 3...15

  /// Creates the defaults; the locale comes from the environment.
  init(locale: LocaleSetting) { self.locale = locale }

  /// The size of a headless frame.
  var headlessSize: TerminalSize { size ?? .standard }
}
