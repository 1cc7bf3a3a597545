import WheelPickerTerminal

/// The options every subcommand (and the demo) accepts.
public struct CommonOptions: Hashable, Sendable {
  /// The text in the middle of the bar (`--title`), `nil` for the picker's own.
  public var title: String?
  /// The language and region of the output (`--locale`, else the environment).
  public var locale: LocaleSetting
  /// The clock (`--now`), `nil` for the system clock.
  public var now: ISODateTime?
  /// How the answer is printed (`--format`).
  public var format: OutputFormat = .text
  /// The rows each wheel shows, odd, from 3 to 15 (`--rows`).
  public var rows: Int = 5
  /// Whether the sheet takes the alternate screen (`--fullscreen`).
  public var isFullscreen = false
  /// Whether the sheet rises into place (`--no-animation` turns it off).
  public var isAnimated = true
  /// Whether mouse reporting is on (`--no-mouse` turns it off).
  public var usesMouse = true
  /// Whether colours are allowed (`--no-color`; NO_COLOR and TERM=dumb are read at run time).
  public var usesColor = true
  /// Keys to apply headlessly (`--keys`), `nil` for an interactive run.
  var keys: KeyScript?
  /// Whether the last headless frame goes to stderr (`--print-frame`).
  public var printsFrame = false
  /// The headless frame size (`--size`), `nil` for the default 80x24.
  var size: TerminalSize?

  /// The smallest and largest `--rows`.
  public static let rowRange = 3...15

  /// Creates the defaults; the locale comes from the environment.
  public init(locale: LocaleSetting) { self.locale = locale }

  /// The size of a headless frame.
  var headlessSize: TerminalSize { size ?? .standard }
}
