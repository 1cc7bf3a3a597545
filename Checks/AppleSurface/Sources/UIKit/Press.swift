// Hardware keyboard presses (iOS 13.4's `UIPress.key`), delivered to the first responder's
// `pressesBegan(_:with:)`. A test makes a press with the stub's internal initializers and hands it to
// the responder, as UIKit does for a key pressed on an attached keyboard.

/// https://developer.apple.com/documentation/uikit/uievent — @MainActor class UIEvent
@MainActor open class UIEvent: NSObject {}

/// https://developer.apple.com/documentation/uikit/uipressesevent (iOS 9) — @MainActor class UIPressesEvent
@MainActor open class UIPressesEvent: UIEvent {}

/// https://developer.apple.com/documentation/uikit/uipress (iOS 9) — `class UIPress` (not main-actor
/// isolated, unlike `UIPressesEvent`)
open class UIPress: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipress/key (iOS 9 on its page)
  open var key: UIKey? { keyStorage }
  private let keyStorage: UIKey?

  /// A press of `key` on a hardware keyboard.
  init(key: UIKey?) {
    keyStorage = key
    super.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uikey (iOS 13.4) — @MainActor class UIKey
/// (its NSCopying and NSCoding conformances left out: Linux's stub cannot adopt them)
@MainActor open class UIKey: NSObject {
  /// https://developer.apple.com/documentation/uikit/uikey/keycode (iOS 13.4)
  open var keyCode: UIKeyboardHIDUsage { code }
  /// https://developer.apple.com/documentation/uikit/uikey/characters (iOS 13.4)
  open var characters: String { text }
  /// https://developer.apple.com/documentation/uikit/uikey/charactersignoringmodifiers (iOS 13.4)
  open var charactersIgnoringModifiers: String { text }
  /// https://developer.apple.com/documentation/uikit/uikey/modifierflags (iOS 13.4)
  open var modifierFlags: UIKeyModifierFlags { flags }
  private let code: UIKeyboardHIDUsage
  private let text: String
  private let flags: UIKeyModifierFlags

  /// A key as a keyboard reports it: its usage code, the text it types (by default, what UIKit
  /// reports for a named key: `UIKeyCommand.inputDownArrow`, "\t", "\r", "\u{8}"), the modifiers held.
  init(keyCode: UIKeyboardHIDUsage, characters: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
    code = keyCode
    text = characters ?? Self.namedInput[keyCode] ?? ""
    flags = modifierFlags
    super.init()
  }

  /// The characters UIKit reports for the named keys (the `UIKeyCommand` input strings).
  private static let namedInput: [UIKeyboardHIDUsage: String] = [
    .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
    .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
    .keyboardEscape: UIKeyCommand.inputEscape, .keyboardPageUp: UIKeyCommand.inputPageUp,
    .keyboardPageDown: UIKeyCommand.inputPageDown, .keyboardHome: UIKeyCommand.inputHome,
    .keyboardEnd: UIKeyCommand.inputEnd, .keyboardTab: "\t", .keyboardReturnOrEnter: "\r", .keypadEnter: "\r",
    .keyboardDeleteOrBackspace: "\u{8}", .keyboardSpacebar: " ",
  ]
}

/// https://developer.apple.com/documentation/uikit/uikeymodifierflags — struct UIKeyModifierFlags
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/rawvalue
  public let rawValue: Int
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/init(rawvalue:)
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/alphashift
  public static var alphaShift: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 16) }
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/shift
  public static var shift: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 17) }
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/control
  public static var control: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 18) }
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/alternate
  public static var alternate: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 19) }
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/command
  public static var command: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 20) }
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/numericpad
  public static var numericPad: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 21) }
}

/// https://developer.apple.com/documentation/uikit/uikeyboardhidusage (iOS 13.4) — the cases the
/// face reads, and the letters
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarda
  case keyboardA = 4
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardb
  case keyboardB = 5
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardc
  case keyboardC = 6
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardd
  case keyboardD = 7
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarde
  case keyboardE = 8
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardf
  case keyboardF = 9
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardg
  case keyboardG = 10
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardh
  case keyboardH = 11
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardi
  case keyboardI = 12
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardj
  case keyboardJ = 13
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardk
  case keyboardK = 14
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardl
  case keyboardL = 15
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardm
  case keyboardM = 16
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardn
  case keyboardN = 17
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardo
  case keyboardO = 18
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardp
  case keyboardP = 19
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardq
  case keyboardQ = 20
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardr
  case keyboardR = 21
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboards
  case keyboardS = 22
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardt
  case keyboardT = 23
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardu
  case keyboardU = 24
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardv
  case keyboardV = 25
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardw
  case keyboardW = 26
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardx
  case keyboardX = 27
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardy
  case keyboardY = 28
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardz
  case keyboardZ = 29
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardreturnorenter
  case keyboardReturnOrEnter = 40
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardescape
  case keyboardEscape = 41
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarddeleteorbackspace
  case keyboardDeleteOrBackspace = 42
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardtab
  case keyboardTab = 43
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardspacebar
  case keyboardSpacebar = 44
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardhome
  case keyboardHome = 74
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardpageup
  case keyboardPageUp = 75
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardend
  case keyboardEnd = 77
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardpagedown
  case keyboardPageDown = 78
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardrightarrow
  case keyboardRightArrow = 79
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardleftarrow
  case keyboardLeftArrow = 80
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarddownarrow
  case keyboardDownArrow = 81
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarduparrow
  case keyboardUpArrow = 82
  /// https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keypadenter
  case keypadEnter = 88
}
