// Accessibility modifiers (stub; see SwiftUI.swift). Each records what it was given on the node it
// modifies, where a test reads VoiceOver's label, value and traits and performs its adjustable action.

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier — `nonisolated struct AccessibilityAttachmentModifier`
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  let record: ViewNode.Record
  init(_ record: ViewNode.Record) { self.record = record }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) — primitive (never runs)
  public func body(content: Content) -> Never { fatalError("a primitive modifier has no body") }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    node.records.append(record)
    return node
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior — `struct AccessibilityChildBehavior`
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
}

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection — `enum AccessibilityAdjustmentDirection`
public enum AccessibilityAdjustmentDirection: Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
  case increment
  /// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement
  case decrement
}

/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind — `struct AccessibilityActionKind`
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default` = AccessibilityActionKind(name: "default")
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
  public static let escape = AccessibilityActionKind(name: "escape")
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/magictap
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits — `struct AccessibilityTraits` (a SetAlgebra)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt64
  private init(bits: UInt64) { self.bits = bits }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
  public static let isHeader = AccessibilityTraits(bits: 1)
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal
  public static let isModal = AccessibilityTraits(bits: 2)
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
  public static let isSelected = AccessibilityTraits(bits: 4)
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/init()
  public init() { bits = 0 }
  /// https://developer.apple.com/documentation/swift/setalgebra/contains(_:) — a SetAlgebra, as Apple declares it
  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  /// https://developer.apple.com/documentation/swift/setalgebra/union(_:) — a SetAlgebra, as Apple declares it
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
  /// https://developer.apple.com/documentation/swift/setalgebra/intersection(_:) — a SetAlgebra, as Apple declares it
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    .init(bits: bits & other.bits)
  }
  /// https://developer.apple.com/documentation/swift/setalgebra/symmetricdifference(_:) — a SetAlgebra, as Apple declares it
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    .init(bits: bits ^ other.bits)
  }
  /// https://developer.apple.com/documentation/swift/setalgebra/insert(_:) — a SetAlgebra, as Apple declares it
  public mutating func insert(
    _ newMember: AccessibilityTraits
  ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  /// https://developer.apple.com/documentation/swift/setalgebra/remove(_:) — a SetAlgebra, as Apple declares it
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }
  /// https://developer.apple.com/documentation/swift/setalgebra/update(with:) — a SetAlgebra, as Apple declares it
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    defer { bits |= newMember.bits }
    return contains(newMember) ? newMember : nil
  }
  /// https://developer.apple.com/documentation/swift/setalgebra/formunion(_:) — a SetAlgebra, as Apple declares it
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  /// https://developer.apple.com/documentation/swift/setalgebra/formintersection(_:) — a SetAlgebra, as Apple declares it
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  /// https://developer.apple.com/documentation/swift/setalgebra/formsymmetricdifference(_:) — a SetAlgebra, as Apple declares it
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) (iOS 14)
  nonisolated public func accessibilityAddTraits(
    _ traits: AccessibilityTraits
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityAddTraits(traits)))
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    recording(.accessibilityElement(children))
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  nonisolated public func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(
      content: self, modifier: AccessibilityAttachmentModifier(.accessibilityLabel(label.content)))
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-om3x
  nonisolated public func accessibilityValue(
    _ valueDescription: Text
  )
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    ModifiedContent(
      content: self, modifier: AccessibilityAttachmentModifier(.accessibilityValue(valueDescription.content)))
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(
      content: self, modifier: AccessibilityAttachmentModifier(.accessibilityAdjustableAction(handler)))
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(
      content: self, modifier: AccessibilityAttachmentModifier(.accessibilityAction(actionKind, handler)))
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate — `@frozen @propertyWrapper struct AccessibilityFocusState<Value> where Value : Hashable` (iOS 15)
@available(iOS 15.0, macOS 12.0, *)
@frozen @propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let location: StateLocation<Value>
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init() — `init() where Value == Bool`
  public init() where Value == Bool { location = StateLocation(false) }
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/wrappedvalue
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(location: location) }

  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding — `@frozen @propertyWrapper struct Binding`
  @frozen @propertyWrapper public struct Binding {
    let location: StateLocation<Value>
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }
  }
}

extension AccessibilityFocusState: InstallableProperty {
  func install(in graph: ViewGraph, key: ViewPath, environment: EnvironmentValues) {
    location.slot = graph.slot(at: key, initial: location.value)
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func accessibilityFocused(
    _ condition: AccessibilityFocusState<Bool>.Binding
  ) -> some View {
    let location = condition.location
    return recording(.accessibilityFocused { location.value })
  }
}

extension ViewNode {
  /// Whether an `accessibilityFocused(_:)` binding on this node is `true`: VoiceOver's cursor is here.
  var hasAccessibilityFocus: Bool {
    last {
      if case .accessibilityFocused(let get) = $0 { return get() }
      return nil
    } ?? false
  }
}
