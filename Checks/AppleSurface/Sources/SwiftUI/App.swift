// Apps, scenes and previews (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/app — `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency public protocol App {
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/scene — `@MainActor @preconcurrency protocol Scene`
@MainActor @preconcurrency public protocol Scene {
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/scene/body-swift.property — primitive scenes' body
extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder — `@resultBuilder struct SceneBuilder`
@resultBuilder public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup — `struct WindowGroup<Content> where Content : View`
public struct WindowGroup<Content: View>: Scene {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/previewprovider — `@MainActor @preconcurrency protocol PreviewProvider`
@MainActor @preconcurrency public protocol PreviewProvider {
  /// https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype
  associatedtype Previews: View
  /// https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
