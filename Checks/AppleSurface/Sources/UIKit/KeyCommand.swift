// Key commands (`UIKeyCommand`) and the order a hardware keyboard's key goes through: key commands
// that want priority, then the focus system (arrows and Tab move the focus), then the other key
// commands, then the first responder's `pressesBegan(_:with:)`. A held key repeats the command it
// matched; presses do not repeat. A test presses keys with `HardwareKeyboard.press(_:on:)`.

// Swift's overlay of the Objective-C runtime declares `Selector`; Linux has no runtime, so the stub
// declares the struct and its `init(_:)`, and `#selector` does not compile here.
#if !canImport(ObjectiveC)
  /// https://developer.apple.com/documentation/objectivec/selector — `struct Selector`
  public struct Selector: Hashable, Sendable {
    /// The selector's name (`take:`).
    let name: String
    /// https://developer.apple.com/documentation/objectivec/selector/init(_:) — `init(_ str: String)`
    public init(_ str: String) { name = str }
  }
#endif

/// https://developer.apple.com/documentation/uikit/uicommand (iOS 13) — `@MainActor class UICommand`
@MainActor open class UICommand: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uicommand/title
  open var title: String = ""
  /// https://developer.apple.com/documentation/uikit/uicommand/action
  open var action: Selector? { actionStorage }
  /// https://developer.apple.com/documentation/uikit/uicommand/discoverabilitytitle
  open var discoverabilityTitle: String?
  var actionStorage: Selector?
}

// "When a key combination is pressed that matches a key command object, UIKit walks the responder
// chain looking for an object that implements the corresponding action method. It calls that method
// on the first object it finds and then stops processing the event." (uiresponder/keycommands)
/// https://developer.apple.com/documentation/uikit/uikeycommand (iOS 7) — `@MainActor class UIKeyCommand` (inherits UICommand)
@MainActor open class UIKeyCommand: UICommand {
  // Apple's: `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
  // action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
  // alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes:
  // UIMenuElement.Attributes = [], state: UIMenuElement.State = .off)` (iOS 13); `alternates` left
  // out, the stub having no UICommandAlternate.
  /// https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
  @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init()
    self.title = title
    actionStorage = action
    inputStorage = input
    flagsStorage = modifierFlags
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
  }
  /// https://developer.apple.com/documentation/uikit/uikeycommand/input — `var input: String? { get }`
  open var input: String? { inputStorage }
  /// https://developer.apple.com/documentation/uikit/uikeycommand/modifierflags — `var modifierFlags: UIKeyModifierFlags { get }`
  open var modifierFlags: UIKeyModifierFlags { flagsStorage }
  /// https://developer.apple.com/documentation/uikit/uikeycommand/propertylist — `var propertyList: Any? { get }`
  open private(set) var propertyList: Any?
  // "In iOS 15 and later, the system delivers physical keyboard events to the text input or focus
  // systems first. … If the value of this property is true, the system reverses that order and
  // delivers events to your key commands first … The default value of this property is false."
  /// https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior (iOS 15)
  open var wantsPriorityOverSystemBehavior = false
  private var inputStorage: String?
  private var flagsStorage: UIKeyModifierFlags = []

  // https://developer.apple.com/documentation/uikit/input-strings-for-special-keys — UIKit declares
  // these as `nonisolated class let`; a stub class cannot store a class property, so they are static.
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputuparrow (iOS 7)
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputdownarrow (iOS 7)
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputleftarrow (iOS 7)
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputrightarrow (iOS 7)
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputescape (iOS 7)
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputpageup (iOS 8)
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputpagedown (iOS 8)
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputhome (iOS 13.4)
  nonisolated public static let inputHome = "UIKeyInputHome"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputend (iOS 13.4)
  nonisolated public static let inputEnd = "UIKeyInputEnd"

  /// Whether a key pressed with its modifiers matches this command: the same input (the key's
  /// characters ignoring modifiers) and the same modifiers, Caps Lock and the keypad flag aside.
  func matches(_ key: UIKey) -> Bool {
    let held = key.modifierFlags.subtracting([.alphaShift, .numericPad])
    return input == key.charactersIgnoringModifiers && held == modifierFlags
  }
}

extension UIResponder {
  /// The chain a key command is looked up in: this responder, then each `next`.
  var responderChain: [UIResponder] {
    Array(sequence(first: self, next: { $0.next }))
  }
}

/// A hardware keyboard attached to the device: the stub's model of where UIKit delivers a key
/// (the stub's own, not UIKit API).
@MainActor
enum HardwareKeyboard {
  /// Whether the focus system moves the focus with the bare arrows, Tab and Shift-Tab (an iPad
  /// with a keyboard and focus-based navigation, or Full Keyboard Access on).
  static var focusSystemTakesArrows = true
  /// The arrow and Tab keys the focus system took, oldest first.
  static var focusMoves: [UIKeyboardHIDUsage] = []

  /// Presses `key` on `firstResponder` and holds it for `repeats` key repeats, then releases it,
  /// in Apple's order: the chain's key commands that want priority over system behaviour; the focus
  /// system (arrows and Tab, when it navigates); the other key commands; else the first responder's
  /// `pressesBegan(_:with:)` once, and `pressesEnded(_:with:)` on release (a press does not repeat).
  /// A matched key command runs once, then once per repeat. Returns the key commands that ran.
  @discardableResult
  static func press(_ key: UIKey, on firstResponder: UIResponder, repeats: Int = 0) -> [UIKeyCommand] {
    let chain = firstResponder.responderChain
    let commands = chain.flatMap { $0.keyCommands ?? [] }.filter { $0.matches(key) }
    var ran: [UIKeyCommand] = []
    // The first responder of the chain that implements the action runs it (the message send:
    // `responds(to:)`, then `perform(_:with:)`).
    func perform(_ command: UIKeyCommand) -> Bool {
      guard let action = command.action, let responder = chain.first(where: { $0.responds(to: action) })
      else {
        return false
      }
      _ = responder.perform(action, with: command)
      ran.append(command)
      return true
    }
    // The focus system moves with the bare arrows, Tab and Shift-Tab.
    let held = key.modifierFlags.subtracting([.alphaShift, .numericPad])
    let isFocusKey =
      [.keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow].contains(key.keyCode)
      && held.isEmpty || key.keyCode == .keyboardTab && held.isSubset(of: .shift)
    for _ in 0...max(0, repeats) {
      if commands.filter(\.wantsPriorityOverSystemBehavior).contains(where: perform) { continue }
      if focusSystemTakesArrows && isFocusKey {
        focusMoves.append(key.keyCode)
        continue
      }
      if commands.filter({ !$0.wantsPriorityOverSystemBehavior }).contains(where: perform) { continue }
      let press = UIPress(key: key)
      firstResponder.pressesBegan([press], with: nil)
      firstResponder.pressesEnded([press], with: nil)
      break
    }
    return ran
  }

  /// Back to the keyboard a test starts with.
  static func reset() {
    focusSystemTakesArrows = true
    focusMoves = []
  }
}
