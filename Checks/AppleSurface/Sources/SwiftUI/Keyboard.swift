// A hardware keyboard: focus, key presses and the keyboard shortcuts of buttons (stub; see
// SwiftUI.swift). Each modifier records what it was given; `ViewHost.pressKey` delivers a key to
// the focused view's `onKeyPress` actions, and else to the button whose shortcut it is.

/// https://developer.apple.com/documentation/swiftui/focusstate — `@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable` (iOS 15)
@available(iOS 15.0, macOS 12.0, *)
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  let location: StateLocation<Value>
  /// https://developer.apple.com/documentation/swiftui/focusstate/init() — `init() where Value == Bool`
  public init() where Value == Bool { location = StateLocation(false) }
  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }

  /// https://developer.apple.com/documentation/swiftui/focusstate/binding — `@frozen @propertyWrapper struct Binding`
  @frozen @propertyWrapper public struct Binding {
    let location: StateLocation<Value>
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }
  }
}

/// https://developer.apple.com/documentation/swiftui/keyequivalent — `struct KeyEquivalent` (iOS 14)
public struct KeyEquivalent: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/character
  public var character: Character
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
  public init(_ character: Character) { self.character = character }
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/downarrow
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/leftarrow
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/home
  public static let home = KeyEquivalent("\u{F729}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/end
  public static let end = KeyEquivalent("\u{F72B}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/pageup
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/pagedown
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/tab
  public static let tab = KeyEquivalent("\t")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/return
  public static let `return` = KeyEquivalent("\r")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/escape
  public static let escape = KeyEquivalent("\u{1B}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/delete
  public static let delete = KeyEquivalent("\u{8}")
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/space
  public static let space = KeyEquivalent(" ")
}

/// https://developer.apple.com/documentation/swiftui/eventmodifiers — `@frozen struct EventModifiers` (an OptionSet)
@frozen public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/rawvalue
  public let rawValue: Int
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/init(rawvalue:)
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/shift
  public static let shift = EventModifiers(rawValue: 2)
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/control
  public static let control = EventModifiers(rawValue: 4)
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/option
  public static let option = EventModifiers(rawValue: 8)
  /// https://developer.apple.com/documentation/swiftui/eventmodifiers/command
  public static let command = EventModifiers(rawValue: 16)
}

/// https://developer.apple.com/documentation/swiftui/keyboardshortcut — `struct KeyboardShortcut` (iOS 14)
public struct KeyboardShortcut: Hashable, Sendable {
  let key: KeyEquivalent
  /// https://developer.apple.com/documentation/swiftui/keyboardshortcut/defaultaction
  public static let defaultAction = KeyboardShortcut(key: .return)
  /// https://developer.apple.com/documentation/swiftui/keyboardshortcut/cancelaction
  public static let cancelAction = KeyboardShortcut(key: .escape)
}

/// https://developer.apple.com/documentation/swiftui/keypress — `struct KeyPress` (iOS 17)
@available(iOS 17.0, macOS 14.0, *)
public struct KeyPress: Sendable {
  /// https://developer.apple.com/documentation/swiftui/keypress/key
  public let key: KeyEquivalent
  /// https://developer.apple.com/documentation/swiftui/keypress/characters
  public let characters: String
  /// https://developer.apple.com/documentation/swiftui/keypress/modifiers
  public let modifiers: EventModifiers
  /// https://developer.apple.com/documentation/swiftui/keypress/phase
  public let phase: KeyPress.Phases

  /// https://developer.apple.com/documentation/swiftui/keypress/phases — `struct Phases` (an OptionSet)
  public struct Phases: OptionSet, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/keypress/phases/rawvalue
    public let rawValue: Int
    /// https://developer.apple.com/documentation/swiftui/keypress/phases/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/keypress/phases/down
    public static let down = Phases(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/keypress/phases/repeat
    public static let `repeat` = Phases(rawValue: 2)
    /// https://developer.apple.com/documentation/swiftui/keypress/phases/up
    public static let up = Phases(rawValue: 4)
    /// https://developer.apple.com/documentation/swiftui/keypress/phases/all
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// https://developer.apple.com/documentation/swiftui/keypress/result — `enum Result`
  public enum Result: Sendable {
    /// https://developer.apple.com/documentation/swiftui/keypress/result/handled
    case handled
    /// https://developer.apple.com/documentation/swiftui/keypress/result/ignored
    case ignored
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    let location = condition.location
    return recording(.focused { location.value })
  }
  /// https://developer.apple.com/documentation/swiftui/view/focusable(_:) (iOS 17)
  @available(iOS 17.0, macOS 12.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
    recording(.focusable(isFocusable))
  }
  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:)-3vjx6 (iOS 15.4; a
  /// `nil` shortcut has no effect)
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    recording(.keyboardShortcut(shortcut))
  }
  /// https://developer.apple.com/documentation/swiftui/view/onkeypress(phases:action:) (iOS 17)
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    recording(.onKeyPress { press in phases.contains(press.phase) ? action(press) : .ignored })
  }
}

extension FocusState: InstallableProperty {
  func install(in graph: ViewGraph, key: ViewPath, environment: EnvironmentValues) {
    location.slot = graph.slot(at: key, initial: location.value)
  }
}

extension ViewNode {
  /// Whether a `focused(_:)` binding on this node is `true` and the node is `focusable()`.
  var hasKeyboardFocus: Bool {
    let isFocusable = last {
      if case .focusable(let focusable) = $0 { return focusable }
      return nil
    }
    let isFocused = last {
      if case .focused(let get) = $0 { return get() }
      return nil
    }
    return isFocusable == true && isFocused == true
  }

  /// The shortcut `keyboardShortcut(_:)` gave this node.
  var keyboardShortcut: KeyboardShortcut? {
    last {
      if case .keyboardShortcut(let shortcut?) = $0 { return shortcut }
      return nil
    }
  }
}

extension ViewHost {
  /// A key pressed on a hardware keyboard: the focused view's `onKeyPress` actions first; a key
  /// they ignore (or with nothing focused) presses the enabled button whose shortcut it is
  /// (Return the default action, Escape the cancel action). Returns whether anything took it.
  /// Held for `repeats` key repeats, each repeat is a `.repeat` press to the focused view's
  /// `onKeyPress` actions, and the release an `.up` press.
  @discardableResult
  func pressKey(
    _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], repeats: Int = 0
  ) -> Bool {
    func send(_ phase: KeyPress.Phases) -> Bool {
      let keyPress = KeyPress(
        key: key, characters: characters ?? String(key.character), modifiers: modifiers, phase: phase)
      var handled = false
      act {
        for node in tree.all(where: \.hasKeyboardFocus) {
          for record in node.records {
            guard !handled, case .onKeyPress(let action) = record else { continue }
            handled = action(keyPress) == .handled
          }
        }
      }
      return handled
    }
    let handled = send(.down)
    for _ in 0..<max(0, repeats) { _ = send(.repeat) }
    _ = send(.up)
    if handled { return true }
    // The stub's shortcuts (the default and cancel actions) are keys without modifiers.
    guard modifiers.isEmpty else { return false }
    let shortcut = tree.all { $0.keyboardShortcut?.key == key && $0.isEnabledButton }
    guard let button = shortcut.first else { return false }
    press(button)
    return true
  }

  /// Characters typed one by one on a hardware keyboard.
  func type(_ text: String) {
    for character in text { pressKey(KeyEquivalent(character)) }
  }
}
