/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
  override public init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/inputview
  open var inputView: UIView? { nil }
  /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
  open var inputAccessoryView: UIView? { nil }
  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult open func resignFirstResponder() -> Bool {
    resignFirstResponderCount += 1
    return true
  }
  /// How many times `resignFirstResponder()` was called.
  var resignFirstResponderCount = 0
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open var canBecomeFirstResponder: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    becameFirstResponder = true
    return true
  }
  /// Whether `becomeFirstResponder()` made this the first responder.
  var becameFirstResponder = false
  /// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:) (iOS 9)
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    // UIKit forwards the presses up the responder chain; the stub keeps them for the test.
    forwardedPresses.append(contentsOf: presses)
  }
  /// The presses this responder's `pressesBegan(_:with:)` passed up the responder chain.
  var forwardedPresses: [UIPress] = []
  /// https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:) (iOS 9)
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    // UIKit forwards the presses up the responder chain; the stub keeps them for the test.
    forwardedPressEnds.append(contentsOf: presses)
  }
  /// The presses this responder's `pressesEnded(_:with:)` passed up the responder chain.
  var forwardedPressEnds: [UIPress] = []
  /// https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:) (iOS 9)
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    forwardedPressEnds.append(contentsOf: presses)
  }
  /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands (iOS 7) — "The key
  /// commands you return from this method are applied to the entire responder chain."
  open var keyCommands: [UIKeyCommand]? { nil }
  /// https://developer.apple.com/documentation/uikit/uiresponder/next — `var next: UIResponder? { get }`
  /// (the stub's chains end at the responder itself: nothing overrides it)
  open var next: UIResponder? { nil }

  // Declared by the Objective-C runtime's NSObjectProtocol (Swift's overlay, absent on Linux): how
  // UIKit finds and calls an action method named by a selector.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:) — NSObjectProtocol.responds(to:)
  open func responds(to aSelector: Selector!) -> Bool { false }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:) — NSObjectProtocol.perform(_:with:)
  open func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }

  // Declared on NSObject by UIKit (see UIKit.swift).
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement — NSObject.isAccessibilityElement
  open var isAccessibilityElement: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel — NSObject.accessibilityLabel
  open var accessibilityLabel: String?
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue — NSObject.accessibilityValue
  open var accessibilityValue: String?
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits — NSObject.accessibilityTraits
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityviewismodal — NSObject.accessibilityViewIsModal
  open var accessibilityViewIsModal: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer/accessibilityelements — NSObject.accessibilityElements
  open var accessibilityElements: [Any]?
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityaction/accessibilityperformescape() — NSObject.accessibilityPerformEscape()
  open func accessibilityPerformEscape() -> Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityaction/accessibilityincrement() — NSObject.accessibilityIncrement()
  open func accessibilityIncrement() {}
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityaction/accessibilitydecrement() — NSObject.accessibilityDecrement()
  open func accessibilityDecrement() {}
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityaction/accessibilityactivate() — NSObject.accessibilityActivate()
  open func accessibilityActivate() -> Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits — struct UIAccessibilityTraits: OptionSet, Sendable
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
  public let rawValue: UInt64
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
  public static let none = UIAccessibilityTraits([])
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement — `@MainActor class UIAccessibilityElement`;
/// the page's Relationships say "Inherits From UIResponder" (Objective-C: `@interface UIAccessibilityElement : UIResponder`;
/// older SDKs' headers said NSObject)
@MainActor open class UIAccessibilityElement: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
  public init(accessibilityContainer container: Any) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace (iOS 10; CGRectNull until set)
  open var accessibilityFrameInContainerSpace: CGRect = .null
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility — the namespace of UIAccessibility's functions and notifications
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/rawvalue
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement — nonisolated static let announcement
    nonisolated public static let announcement = Notification(rawValue: 1008)
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged — nonisolated static let screenChanged
    nonisolated public static let screenChanged = Notification(rawValue: 1000)
  }
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled (iOS 8)
  @MainActor public static var isReduceMotionEnabled: Bool { SystemSettings.isReduceMotionEnabled }
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    posted.append((notification, argument))
    UIKitRecording.record(notification, argument: argument)
  }
  /// What `post(notification:argument:)` was given, in order: the stub's record for tests, not UIKit API.
  @MainActor static var posted: [(notification: Notification, argument: Any?)] = []
}

// Declared by UIKit on Foundation's NSAttributedString.Key.
extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement (iOS 11) — nonisolated static let
  public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
}
