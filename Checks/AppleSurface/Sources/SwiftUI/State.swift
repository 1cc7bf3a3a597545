// Data flow: State, Binding, Environment (stub; see SwiftUI.swift). Each wrapper keeps a reference to a
// location (ViewGraph.swift): the evaluator links a view's locations to the storage of its position in
// the tree before it asks for the view's body, as SwiftUI keys state by a view's identity.

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state — `@frozen @propertyWrapper struct State<Value>`
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { location = StateLocation(value) }
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { location = StateLocation(value) }
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(location: BindingLocation(get: { location.value }, set: { location.value = $0 }))
  }
}

/// https://developer.apple.com/documentation/swiftui/state — "State conforms to Sendable when Value does"
extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding — `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let location: BindingLocation<Value>
  init(location: BindingLocation<Value>) { self.location = location }
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    // An `@isolated(any)` function is laid out as a plain one with its isolation in its context; the
    // stub reads and writes every binding on the main actor, where SwiftUI's own bindings run, so it
    // calls them synchronously and refuses closures isolated to any other actor.
    precondition(
      [get.isolation, set.isolation].allSatisfy { $0 == nil || $0 === MainActor.shared },
      "the stub calls a binding's closures on the main actor; these are isolated to another actor")
    let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
    let write = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
    location = BindingLocation(
      get: read,
      set: { value in
        write(value)
        ViewGraph.invalidateCurrent()
      })
  }
  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }
  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let location = location
    return Binding<Subject>(
      location: BindingLocation(
        get: { location.get()[keyPath: keyPath] },
        set: { subject in
          var value = location.get()
          value[keyPath: keyPath] = subject
          location.set(value)
        }))
  }
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: BindingLocation(get: { value }, set: { _ in }))
  }
}

/// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable"
extension Binding: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/environment — `@frozen @propertyWrapper struct Environment<Value>`
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let location: EnvironmentLocation
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    location = EnvironmentLocation()
  }
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { (location.values ?? EnvironmentValues())[keyPath: keyPath] }
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
  /// Values set through keys, by the key's type.
  private var keyed: [ObjectIdentifier: Any] = [:]
  private var storedColorScheme = ColorScheme.light
  private var storedLocale = Locale(identifier: "en_US")
  private var storedIsEnabled = true
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { keyed[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { keyed[ObjectIdentifier(key)] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
  public var colorScheme: ColorScheme {
    get { storedColorScheme }
    set { storedColorScheme = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale {
    get { storedLocale }
    set { storedLocale = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme — `enum ColorScheme`
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/colorscheme/light
  case light
  /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
  case dark
}
