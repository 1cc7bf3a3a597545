/// How a sheet looks and behaves: labels, rows, presentation, keys.
///
/// What belongs to a wheel (its unit, width weight, wrapping, page size) is
/// not here: the sheet reads it from the model's `traits(ofWheel:)`.
public struct SheetConfiguration: Hashable, Sendable {
  /// Where the sheet is drawn.
  public enum Presentation: Hashable, Sendable {
    /// Below the prompt, without clearing the screen; erased on exit (like fzf `--height`).
    case inline
    /// On the alternate screen, over a dimmed backdrop (a click on it cancels).
    case fullscreen
  }

  /// The title shown in the bar while the query is empty.
  public var title: String
  /// The message texts, and the words of the sheet's language.
  public var labels: SheetLabels
  /// The Cancel button's title in place of the words' (the demo's Quit); `nil` for the words'.
  public var cancelTitle: String?
  /// The Confirm button's title in place of the words' (the demo's Open); `nil` for the words'.
  public var confirmTitle: String?
  /// The rows each wheel shows; made odd and between 1 and 999 (default 5).
  public var visibleRows: Int {
    get { storedRows }
    set { storedRows = min(999, max(1, newValue | 1)) }
  }
  private var storedRows = 5
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
  /// The query the sheet starts with, as if typed: the wheels on its best match (`""`: none).
  public var query = ""
  /// Lines drawn between the bar and the wheels, never chosen (a list's header lines, as fzf's
  /// `--header-lines`); they are sanitised when drawn. Those the terminal has no room for are
  /// left out, last first, so that one wheel row always shows.
  public var header: [String] = []
  /// Colours of parts of one wheel's rows (a list's `--ansi` items); `nil` for none.
  public var rowStyles: RowStyles?

  /// Creates a configuration; every parameter has the default the CLI uses.
  public init(
    title: String = "", labels: SheetLabels = .english, visibleRows: Int = 5,
    presentation: Presentation = .inline, isAnimated: Bool = true, usesColor: Bool = true,
    usesStyles: Bool = true, isMouseEnabled: Bool = true, keyMap: KeyMap = .standard
  ) {
    self.title = title
    self.labels = labels
    self.presentation = presentation
    self.isAnimated = isAnimated
    self.usesColor = usesColor
    self.usesStyles = usesStyles
    self.isMouseEnabled = isMouseEnabled
    self.keyMap = keyMap
    self.visibleRows = visibleRows
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
