/// A value computed on first use and shared by every copy of the model that
/// holds it.
///
/// Models are values handed between threads; the box is a reference behind a
/// lock so that an index built by one copy serves them all, and a model that
/// never needs the index (a list shown without a default) never pays for it.
package final class LazyValue<Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var stored: Value?

  package init() {}

  /// Whether the value has been computed.
  package var isComputed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stored != nil
  }

  /// The value, computing it with `make` the first time.
  package func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let fresh = make()
    stored = fresh
    return fresh
  }
}
