/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var columns: Int
  /// The number of lines.
  public var lines: Int

  /// Creates a size.
  public init(columns: Int, lines: Int) {
    self.columns = columns
    self.lines = lines
  }

  /// The smallest size an interactive sheet draws in.
  public static let minimum = TerminalSize(columns: 20, lines: 6)

  /// The default headless size, 80×24.
  public static let standard = TerminalSize(columns: 80, lines: 24)

  /// The size limited to ``Frame/maximumSize`` (and at least 0×0), as render and update use it.
  public var clamped: TerminalSize {
    TerminalSize(
      columns: min(max(0, columns), Frame.maximumSize.columns),
      lines: min(max(0, lines), Frame.maximumSize.lines))
  }

  /// Whether a sheet can be drawn at this size.
  public var isLargeEnough: Bool { columns >= Self.minimum.columns && lines >= Self.minimum.lines }

  /// `"80×24"`.
  public var description: String { "\(columns)×\(lines)" }
}
