// Stub of Apple's SwiftUI for type-checking the SwiftUI face on Linux (see README.md beside Package.swift).
// Pinned to the iOS 18 SDK: view-building closures are `@ViewBuilder` (later SDKs spell it
// `@ContentBuilder`, the same builder). Each declaration names the page it was copied from
// (https://developer.apple.com/documentation/swiftui/…). Primitive views and modifiers keep what they
// are given, so that the internal evaluator (Evaluator.swift, ViewHost.swift) can run a face's views:
// state, bindings, the environment, buttons, gestures, sheets and accessibility actions behave as in
// SwiftUI; nothing is drawn or laid out beyond the sizes fixed frames offer.
@_exported import Foundation
@_exported import UIKit

// MARK: - View and its builder

/// https://developer.apple.com/documentation/swiftui/view — `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never/body-swift.property (primitive views' body)
extension Never: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`
@resultBuilder public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:) and the overloads up to ten
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1), elements: [c0, c1])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  )
    -> TupleView<(C0, C1, C2)>
  { TupleView((c0, c1, c2), elements: [c0, c1, c2]) }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  )
    -> TupleView<(C0, C1, C2, C3)>
  { TupleView((c0, c1, c2, c3), elements: [c0, c1, c2, c3]) }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> {
    TupleView((c0, c1, c2, c3, c4), elements: [c0, c1, c2, c3, c4])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
    TupleView((c0, c1, c2, c3, c4, c5), elements: [c0, c1, c2, c3, c4, c5])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:)
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6), elements: [c0, c1, c2, c3, c4, c5, c6])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:_:)
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7), elements: [c0, c1, c2, c3, c4, c5, c6, c7])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:_:_:)
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8), elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:_:_:_:)
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), elements: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
}

/// https://developer.apple.com/documentation/swiftui/tupleview — `@frozen struct TupleView<T>`
@frozen public struct TupleView<T>: View {
  /// The tuple's views, as the builder made them.
  nonisolated(unsafe) let elements: [any View]
  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  nonisolated public init(_ value: T) {
    elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
  nonisolated init(_ value: T, elements: [any View]) { self.elements = elements }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent — `@frozen struct _ConditionalContent<TrueContent, FalseContent>`
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated(unsafe) let storage: Storage
  nonisolated init(storage: Storage) { self.storage = storage }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/optional — `extension Optional: View where Wrapped: View`
extension Optional: View where Wrapped: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview — `@frozen struct EmptyView`
@frozen public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  @inlinable nonisolated public init() {}
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier — `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency public protocol ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content — the content a modifier receives
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Evaluates the modified content where the modifier's body places it.
  var evaluate: (@MainActor (EvaluationContext) -> ViewNode)?
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent — `@frozen struct ModifiedContent<Content, Modifier>`
@frozen public struct ModifiedContent<Content, Modifier> {
  let content: Content
  let modifier: Modifier
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent — `extension ModifiedContent: View where Content: View, Modifier: ViewModifier`
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
