import WheelPickerCore
import WheelPickerPresentation

/// The texts a sheet draws on every frame that do not change from frame to frame,
/// sanitized and measured once: the labels and their widths, and the key help in its
/// two forms (the hint line and the full help) for a sheet of one wheel and of several.
///
/// ``SheetProgram`` keeps them and prepares them again whenever what they depend on
/// changes (its configuration, search or spin), so render and layout only look them up.
struct SheetTexts: Sendable {
  /// The key help of one kind of sheet.
  struct Help: Sendable {
    /// The hint line: the short entries, `keys summary`, two spaces apart, sanitized.
    var hint: String
    /// Every entry, `keys  summary`, sanitized.
    var entries: [String]
    /// The widest of ``entries`` (at least 1).
    var widest: Int
  }

  var cancel: String
  var confirm: String
  var tooSmall: String
  var cancelWidth: Int
  var confirmWidth: Int
  /// The help of a sheet with one wheel (no wheel changes) and with several.
  var oneWheel: Help
  var severalWheels: Help

  init(
    configuration: SheetConfiguration, cancel: String, confirm: String, listsTyping: Bool,
    isAvailable: (SheetIntent, _ wheelCount: Int) -> Bool
  ) {
    let labels = configuration.labels
    self.cancel = TextSanitizer.sanitize(cancel)
    self.confirm = TextSanitizer.sanitize(confirm)
    tooSmall = TextSanitizer.sanitize(labels.tooSmall)
    cancelWidth = DisplayWidth.of(self.cancel)
    confirmWidth = DisplayWidth.of(self.confirm)
    func help(severalWheels: Bool) -> Help {
      let keyMap = configuration.keyMap
      let short = keyMap.helpEntries(shortOnly: true, listsTyping: listsTyping) {
        isAvailable($0, severalWheels ? 2 : 1)
      }
      let all = keyMap.helpEntries(shortOnly: false, listsTyping: listsTyping) {
        isAvailable($0, severalWheels ? 2 : 1)
      }
      let entries = all.map { TextSanitizer.sanitize("\($0.keys)  \($0.summary)") }
      return Help(
        hint: TextSanitizer.sanitize(short.map { "\($0.keys) \($0.summary)" }.joined(separator: "  ")),
        entries: entries, widest: entries.map(DisplayWidth.of).max() ?? 1)
    }
    oneWheel = help(severalWheels: false)
    severalWheels = help(severalWheels: true)
  }

  /// The help of a sheet over `engine`.
  func help<Model>(for engine: SelectionEngine<Model>) -> Help {
    engine.model.displayOrder.count > 1 ? severalWheels : oneWheel
  }
}
