// Gestures (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/gesture — `@MainActor @preconcurrency protocol Gesture<Value>`
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  associatedtype Value
}

/// https://developer.apple.com/documentation/swiftui/gesturemask — `@frozen struct GestureMask`
@frozen public struct GestureMask: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
  public let rawValue: UInt32
  /// https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/gesturemask/all
  public static let all = GestureMask(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/coordinatespace — `enum CoordinateSpace`
public enum CoordinateSpace: Hashable, Sendable {
  case global, local
}

/// https://developer.apple.com/documentation/swiftui/draggesture — `struct DragGesture`
public struct DragGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/draggesture/value — `struct Value`
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize { fatalError("stub") }
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendtranslation
    public var predictedEndTranslation: CGSize { fatalError("stub") }
  }
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  public typealias Value = Content.Value
}

/// https://developer.apple.com/documentation/swiftui/_endedgesture
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  public typealias Value = Content.Value
}

extension Gesture where Value: Equatable {
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture()
  }
}

extension Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }
}
