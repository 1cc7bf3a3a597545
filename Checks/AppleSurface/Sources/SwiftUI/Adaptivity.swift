// What the environment says of the person's settings and the window (Dynamic Type, Reduce Motion,
// the size class), and the presentations that depend on them: popovers, and whether a sheet or
// popover may be dismissed by a gesture (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/dynamictypesize — `enum DynamicTypeSize` (iOS 15)
@available(iOS 15.0, macOS 12.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall
  case xSmall
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/small
  case small
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/medium
  case medium
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/large
  case large
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge
  case xLarge
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge
  case xxLarge
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge
  case xxxLarge
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1
  case accessibility1
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2
  case accessibility2
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3
  case accessibility3
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4
  case accessibility4
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5
  case accessibility5
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass — `enum UserInterfaceSizeClass`
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
  case compact
  /// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
  case regular
}

/// https://developer.apple.com/documentation/swiftui/anchor — `@frozen struct Anchor<Value>`
@frozen public struct Anchor<Value> {
  /// https://developer.apple.com/documentation/swiftui/anchor/source — `@frozen struct Source`
  @frozen public struct Source {
    let name: String
  }
}

extension Anchor.Source where Value == CGRect {
  /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor — `enum PopoverAttachmentAnchor`
public enum PopoverAttachmentAnchor {
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/point(_:)
  case point(UnitPoint)
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The Reduce Motion setting, as the system sets it (a test, here).
  var reducesMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(isPresented: isPresented, onDismiss: nil, sheet: content, isPopover: true))
  }
  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    recording(.interactiveDismissDisabled(isDisabled))
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) (iOS 14)
  nonisolated public func accessibilityHidden(
    _ hidden: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityHidden(hidden)))
  }
}
