// Views: text, stacks, geometry, lists of views, buttons, navigation (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/text — `@frozen struct Text`
@frozen public struct Text: View, Equatable, Sendable {
  let content: String
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  public static let trailing = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
  public static let top = VerticalAlignment()
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
  public static let bottom = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/alignment — `@frozen struct Alignment`
@frozen public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/horizontal
  public var horizontal: HorizontalAlignment
  /// https://developer.apple.com/documentation/swiftui/alignment/vertical
  public var vertical: VerticalAlignment
  /// https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// https://developer.apple.com/documentation/swiftui/alignment/trailing
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// https://developer.apple.com/documentation/swiftui/alignment/top
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// https://developer.apple.com/documentation/swiftui/alignment/bottom
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
}

/// https://developer.apple.com/documentation/swiftui/hstack — `@frozen struct HStack<Content> where Content : View`
@frozen public struct HStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/vstack — `@frozen struct VStack<Content> where Content : View`
@frozen public struct VStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/zstack — `@frozen struct ZStack<Content> where Content : View`
@frozen public struct ZStack<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/spacer — `@frozen struct Spacer`
@frozen public struct Spacer: View {
  /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  nonisolated public init(minLength: CGFloat? = nil) {}
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader — `@frozen struct GeometryReader<Content> where Content : View`
@frozen public struct GeometryReader<Content: View>: View {
  nonisolated(unsafe) let content: (GeometryProxy) -> Content
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy — `struct GeometryProxy`
public struct GeometryProxy {
  let offeredSize: CGSize
  init(size: CGSize) { offeredSize = size }
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { offeredSize }
}

/// https://developer.apple.com/documentation/swiftui/foreach — `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  let data: Data
  let identify: (Data.Element) -> ID
  let content: (Data.Element) -> Content
}

/// https://developer.apple.com/documentation/swiftui/foreach — `extension ForEach: View where Content: View`
extension ForEach: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    identify = { $0[keyPath: id] }
    self.content = content
  }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole — `struct ButtonRole` (iOS 15)
@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")
}

/// https://developer.apple.com/documentation/swiftui/button — `struct Button<Label> where Label : View`
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  nonisolated(unsafe) let label: Label
  let isCancel: Bool
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    isCancel = false
  }
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:) — the `StringProtocol` title
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  )
  where Label == Text {
    self.init(action: action) { Text(title) }
  }
  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    isCancel = role == .cancel
  }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/navigationpath (iOS 16)
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationPath {}

/// https://developer.apple.com/documentation/swiftui/navigationstack — `struct NavigationStack<Data, Root> where Root : View` (iOS 16)
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root: View>: View {
  nonisolated(unsafe) let root: Root
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/navigationlink — `struct NavigationLink<Label, Destination> where Label : View, Destination : View`
public struct NavigationLink<Label: View, Destination: View>: View {
  nonisolated(unsafe) let label: Label
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
  nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/axis/set
public enum Axis: Sendable {
  case horizontal, vertical
  /// https://developer.apple.com/documentation/swiftui/axis/set
  @frozen public struct Set: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
    public let rawValue: Int8
    /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal
    public static let horizontal = Set(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

/// https://developer.apple.com/documentation/swiftui/scrollview — `struct ScrollView<Content> where Content : View`
public struct ScrollView<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/form — `struct Form<Content> where Content : View`
public struct Form<Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
  /// The height of a row with one line of text (the stub's; iOS draws it at least this high).
  static var rowHeight: CGFloat { 44 }
}
