/// Colours and attributes of parts of one wheel's rows, as the items carried them (`wheelpicker
/// list --ansi` reads them from the items' SGR escape sequences): the sheet draws each run of a
/// row in its style over the row's own, and nothing else of an escape reaches the terminal.
///
/// A run is measured in display columns of the row's title as the sheet draws it (sanitised:
/// ``TextSanitizer/sanitize(_:)``); a run past a row cut to fit is clipped. Colours follow the
/// configuration: none under `NO_COLOR`, no style at all on `TERM=dumb`.
public struct RowStyles: Hashable, Sendable {
  /// One styled part of a row.
  public struct Run: Hashable, Sendable {
    /// The columns it covers, from the title's first.
    public var columns: Range<Int>
    /// Its colours and attributes: a colour replaces the row's, an attribute adds to them.
    public var style: Style

    /// Creates a run.
    public init(columns: Range<Int>, style: Style) {
      self.columns = columns
      self.style = style
    }
  }

  /// The wheel whose rows these are.
  public var wheel: Int
  private var runs: [Int: [Run]]

  /// Creates the styles of `wheel`'s rows; rows without runs are drawn in the sheet's own style.
  public init(wheel: Int = 0, runs: [Int: [Run]]) {
    self.wheel = wheel
    self.runs = runs
  }

  /// The runs of a row, in order; none for a row without colours.
  public func runs(ofRow row: Int) -> [Run] { runs[row] ?? [] }

  /// `style` with a run's over it.
  static func merged(_ style: Style, _ run: Style) -> Style {
    var merged = style
    if let foreground = run.foreground { merged.foreground = foreground }
    if let background = run.background { merged.background = background }
    merged.isBold = merged.isBold || run.isBold
    merged.isFaint = merged.isFaint || run.isFaint
    merged.isReversed = merged.isReversed != run.isReversed
    merged.isUnderlined = merged.isUnderlined || run.isUnderlined
    merged.isStruckThrough = merged.isStruckThrough || run.isStruckThrough
    return merged
  }
}
