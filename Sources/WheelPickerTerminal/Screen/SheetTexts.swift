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

  /// Everything the texts are made from: texts made from equal keys are equal, so a program
  /// whose sheet or configuration changed in some other way keeps the texts it has.
  struct Key: Equatable, Sendable {
    var tooSmall: String
    var keyMap: KeyMap
    var cancel: String
    var confirm: String
    var listsTyping: Bool
    /// Whether each binding's intent is available, in the bindings' order, with one wheel and
    /// then with several.
    var available: [Bool]

    /// Whether the intent of the binding at `index` does something in a sheet of one wheel or
    /// of several.
    func isAvailable(bindingAt index: Int, severalWheels: Bool) -> Bool {
      available[(severalWheels ? keyMap.bindings.count : 0) + index]
    }

    init(
      configuration: SheetConfiguration, cancel: String, confirm: String, listsTyping: Bool,
      isAvailable: (SheetIntent, _ wheelCount: Int) -> Bool
    ) {
      tooSmall = configuration.labels.tooSmall
      keyMap = configuration.keyMap
      self.cancel = cancel
      self.confirm = confirm
      self.listsTyping = listsTyping
      available =
        keyMap.bindings.map { isAvailable($0.intent, 1) } + keyMap.bindings.map { isAvailable($0.intent, 2) }
    }
  }

  /// The texts made from `key`.
  init(_ key: Key) {
    cancel = TextSanitizer.sanitize(key.cancel)
    confirm = TextSanitizer.sanitize(key.confirm)
    tooSmall = TextSanitizer.sanitize(key.tooSmall)
    cancelWidth = DisplayWidth.of(cancel)
    confirmWidth = DisplayWidth.of(confirm)
    func help(severalWheels: Bool) -> Help {
      let isAvailable = { key.isAvailable(bindingAt: $0, severalWheels: severalWheels) }
      let short = key.keyMap.helpEntries(
        shortOnly: true, listsTyping: key.listsTyping, whereBindingAt: isAvailable)
      let all = key.keyMap.helpEntries(
        shortOnly: false, listsTyping: key.listsTyping, whereBindingAt: isAvailable)
      let entries = all.map { TextSanitizer.sanitize("\($0.keys)  \($0.summary)") }
      return Help(
        hint: TextSanitizer.sanitize(short.map { "\($0.keys) \($0.summary)" }.joinedText(separator: "  ")),
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
