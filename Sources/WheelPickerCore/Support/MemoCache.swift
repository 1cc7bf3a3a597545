/// A small thread-safe memo table for facts that are expensive to ask a
/// `Calendar` for (a month's length, a day's hours) and never change for a
/// given model.
///
/// Models are values shared between threads; the cache is a reference behind
/// a lock so that copies of a model share what any of them learnt. It holds at
/// most `capacity` entries and forgets everything when full, which bounds its
/// memory whatever the picker's range.
final class MemoCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var storage: [Key: Value] = [:]
  private let capacity: Int

  /// Creates an empty cache holding at most `capacity` entries.
  init(capacity: Int = 1024) { self.capacity = max(1, capacity) }

  /// The cached value for `key`, computing and storing it on a miss.
  func value(for key: Key, compute: () -> Value) -> Value {
    lock.lock()
    if let hit = storage[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let fresh = compute()
    lock.lock()
    if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
    storage[key] = fresh
    lock.unlock()
    return fresh
  }

  /// The number of entries, for tests and benchmarks.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return storage.count
  }
}
