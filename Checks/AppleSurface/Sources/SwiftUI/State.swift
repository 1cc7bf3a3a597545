// Data flow: State, Binding, Environment (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state — `@frozen @propertyWrapper struct State<Value>`
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline var storage: Value
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { storage = value }
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { storage = value }
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { storage }
    nonmutating set { fatalError("stub") }
  }
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/state — "State conforms to Sendable when Value does"
extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding — `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError("stub") }
  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }
  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("stub")
  }
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable"
extension Binding: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/environment — `@frozen @propertyWrapper struct Environment<Value>`
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey — `protocol EnvironmentKey`
public protocol EnvironmentKey {
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues — `struct EnvironmentValues`
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
  public var colorScheme: ColorScheme {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme — `enum ColorScheme`
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/colorscheme/light
  case light
  /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
  case dark
}
