// Accessibility modifiers (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
  public func body(content: Content) -> Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior — `struct AccessibilityChildBehavior`
public struct AccessibilityChildBehavior: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior()
}

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection — `enum AccessibilityAdjustmentDirection`
public enum AccessibilityAdjustmentDirection: Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
  case increment
  /// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement
  case decrement
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  nonisolated public func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-om3x
  nonisolated public func accessibilityValue(
    _ valueDescription: Text
  )
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
}
