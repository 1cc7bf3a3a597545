/// How a sheet looks and behaves: labels, rows, units, widths, presentation.
///
/// Wheel-indexed settings (``units``, ``widthWeights``, ``pageSizes``) use the
/// model's dependency order, like the engine.
public struct SheetConfiguration: Hashable, Sendable {
  /// Where the sheet is drawn.
  public enum Presentation: Hashable, Sendable {
    /// Below the prompt, without clearing the screen; erased on exit (like fzf `--height`).
    case inline
    /// On the alternate screen, over a dimmed backdrop (a click on it cancels).
    case fullscreen
  }

  /// Which rows show a wheel's unit (`年`, `月`).
  public enum UnitDisplay: String, Hashable, Sendable, CaseIterable {
    /// Every row: `2006年 2007年 2008年`.
    case all
    /// Only the centre row; the others keep the unit's room so digits stay aligned.
    case center
    /// No row.
    case none
  }

  /// The title shown in the bar while the query is empty.
  public var title: String
  /// The button and message texts.
  public var labels: SheetLabels
  /// The rows each wheel shows; made odd and between 1 and 999 (default 5).
  public var visibleRows: Int {
    get { storedRows }
    set { storedRows = min(999, max(1, newValue | 1)) }
  }
  private var storedRows = 5
  /// Units appended to a wheel's rows, by wheel.
  public var units: [Int: String]
  /// Which rows show units.
  public var unitDisplay: UnitDisplay
  /// Relative widths by wheel; when empty, widths follow the content's display width.
  /// A wheel missing from a non-empty table weighs 1.
  public var widthWeights: [Int: Int]
  /// Rows moved by Page Up/Down, by wheel (years: 10); default ``visibleRows`` − 1.
  public var pageSizes: [Int: Int]
  /// Where the sheet is drawn.
  public var presentation: Presentation
  /// Whether the sheet rises into place.
  public var isAnimated: Bool
  /// Whether colours are used (off under `NO_COLOR` or `--no-color`).
  public var usesColor: Bool
  /// Whether any style is used (off on `TERM=dumb`).
  public var usesStyles: Bool
  /// Whether mouse reporting is turned on.
  public var isMouseEnabled: Bool
  /// The key bindings, which also write the help.
  public var keyMap: KeyMap

  /// Creates a configuration; every parameter has the default the CLI uses.
  public init(
    title: String = "", labels: SheetLabels = .english, visibleRows: Int = 5, units: [Int: String] = [:],
    unitDisplay: UnitDisplay = .all, widthWeights: [Int: Int] = [:], pageSizes: [Int: Int] = [:],
    presentation: Presentation = .inline, isAnimated: Bool = true, usesColor: Bool = true,
    usesStyles: Bool = true, isMouseEnabled: Bool = true, keyMap: KeyMap = .standard
  ) {
    self.title = title
    self.labels = labels
    self.units = units
    self.unitDisplay = unitDisplay
    self.widthWeights = widthWeights
    self.pageSizes = pageSizes
    self.presentation = presentation
    self.isAnimated = isAnimated
    self.usesColor = usesColor
    self.usesStyles = usesStyles
    self.isMouseEnabled = isMouseEnabled
    self.keyMap = keyMap
    self.visibleRows = visibleRows
  }

  /// Rows a page moves in `wheel`.
  public func pageSize(ofWheel wheel: Int) -> Int {
    min(1 << 40, max(1, pageSizes[wheel] ?? (visibleRows - 1)))
  }

  /// Applies the environment's conventions: `NO_COLOR` (any non-empty value)
  /// turns colours off; `TERM=dumb` turns styles, mouse and animation off.
  public mutating func apply(environment: [String: String]) {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { usesColor = false }
    if environment["TERM"] == "dumb" {
      usesColor = false
      usesStyles = false
      isMouseEnabled = false
      isAnimated = false
    }
  }
}
