// Gestures (stub; see SwiftUI.swift). A gesture keeps its callbacks, which the evaluator records
// (`GestureRecording`) for a test to drive with values.

/// https://developer.apple.com/documentation/swiftui/gesture — `@MainActor @preconcurrency protocol Gesture<Value>`
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
  associatedtype Body: Gesture
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.property
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never — `Never` is the body of primitive gestures
extension Never: Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  public typealias Value = Never
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

/// https://developer.apple.com/documentation/swiftui/draggesture — `@MainActor @preconcurrency struct DragGesture`
public struct DragGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/draggesture/value — `struct Value`
  public struct Value: Equatable, Sendable {
    let storedTranslation: CGSize
    let storedPredictedEndTranslation: CGSize
    init(translation: CGSize, predictedEndTranslation: CGSize) {
      storedTranslation = translation
      storedPredictedEndTranslation = predictedEndTranslation
    }
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize { storedTranslation }
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendtranslation
    public var predictedEndTranslation: CGSize { storedPredictedEndTranslation }
  }
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:) (the iOS 13 form, with `CoordinateSpace`)
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local
  ) {}
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype — a primitive gesture
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.property — a primitive gesture (never runs)
  public var body: Never { fatalError("a primitive gesture has no body") }
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let action: (Content.Value) -> Void
  nonisolated init(content: Content, action: @escaping (Content.Value) -> Void) {
    self.content = content
    self.action = action
  }
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  public typealias Value = Content.Value
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype — a primitive gesture
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.property — a primitive gesture (never runs)
  public var body: Never { fatalError("a primitive gesture has no body") }
}

/// https://developer.apple.com/documentation/swiftui/_endedgesture
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let action: (Content.Value) -> Void
  nonisolated init(content: Content, action: @escaping (Content.Value) -> Void) {
    self.content = content
    self.action = action
  }
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  public typealias Value = Content.Value
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype — a primitive gesture
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.property — a primitive gesture (never runs)
  public var body: Never { fatalError("a primitive gesture has no body") }
}

extension Gesture where Value: Equatable {
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

/// A gesture whose callbacks the evaluator records.
@MainActor protocol RecordableGesture {
  var recording: GestureRecording { get }
}

extension DragGesture: RecordableGesture {
  var recording: GestureRecording { GestureRecording(kind: "DragGesture") }
}

extension _ChangedGesture: RecordableGesture {
  var recording: GestureRecording { .of(content, adding: action, to: \.onChanged) }
}

extension _EndedGesture: RecordableGesture {
  var recording: GestureRecording { .of(content, adding: action, to: \.onEnded) }
}

extension GestureRecording {
  /// The callbacks of `gesture`, through its body when it is not primitive.
  @MainActor static func of<G: Gesture>(_ gesture: G) -> GestureRecording {
    if let recordable = gesture as? any RecordableGesture { return recordable.recording }
    if G.Body.self == Never.self { return GestureRecording(kind: "\(G.self)") }
    return of(gesture.body)
  }

  /// The callbacks of `gesture` with `action` added to those `callbacks` names.
  @MainActor static func of<G: Gesture>(
    _ gesture: G, adding action: @escaping (G.Value) -> Void,
    to callbacks: WritableKeyPath<Self, [(Any) -> Void]>
  ) -> GestureRecording {
    var recording = of(gesture)
    recording[keyPath: callbacks].append { value in
      if let value = value as? G.Value { action(value) }
    }
    return recording
  }
}
