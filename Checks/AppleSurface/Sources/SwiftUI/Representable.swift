// UIKit views and view controllers inside SwiftUI (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable — `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  associatedtype UIViewControllerType: UIViewController
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
  associatedtype Coordinator = Void
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8 — the default for no coordinator
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable where Self.Body == Never {
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable — a primitive view (the stub's body)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext — `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable`
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable — `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
  associatedtype Coordinator = Void
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == Void {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator() — the default for no coordinator
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable where Self.Body == Never {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable — a primitive view (the stub's body)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext — `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}
