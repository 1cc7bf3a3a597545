#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over a POSIX mutex, for state shared between threads.
///
/// The package's own, rather than Foundation's `NSLock`, so that what guards a cache or a loader
/// needs nothing of Foundation: on Linux, linking swift-corelibs-foundation costs every process
/// its CoreFoundation set-up before `main`.
package final class Lock: @unchecked Sendable {
  private let pinned = Pinned(
    pthread_mutex_t(), initialize: { pthread_mutex_init($0, nil) }, destroy: pthread_mutex_destroy)
  /// The mutex.
  fileprivate var mutex: UnsafeMutablePointer<pthread_mutex_t> { pinned.pointer }

  package init() {}

  /// Waits until the lock is free and takes it.
  package func lock() { pthread_mutex_lock(mutex) }

  /// Frees the lock, which the calling thread holds.
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  package func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock with a condition: threads holding the lock wait until another one, holding it too,
/// wakes them (`NSCondition`'s part the package uses).
package final class Condition: @unchecked Sendable {
  private let guardLock = Lock()
  private let pinned = Pinned(
    pthread_cond_t(), initialize: { pthread_cond_init($0, nil) }, destroy: pthread_cond_destroy)
  private var condition: UnsafeMutablePointer<pthread_cond_t> { pinned.pointer }

  package init() {}

  /// Waits until the lock is free and takes it.
  package func lock() { guardLock.lock() }

  /// Frees the lock, which the calling thread holds.
  package func unlock() { guardLock.unlock() }

  /// Runs `body` holding the lock.
  package func locked<T>(_ body: () throws -> T) rethrows -> T {
    try guardLock.locked(body)
  }

  /// Frees the lock, waits to be woken, and takes the lock again before returning. The caller
  /// holds the lock, and checks its predicate again in a loop: a wait may end without a wake.
  package func wait() { pthread_cond_wait(condition, guardLock.mutex) }

  /// Wakes every thread waiting on the condition.
  package func broadcast() { pthread_cond_broadcast(condition) }
}

/// A POSIX mutex or condition in memory of its own, which must not move once initialized:
/// initialized when made, destroyed and freed with its owner.
private final class Pinned<Object> {
  let pointer: UnsafeMutablePointer<Object>
  private let destroy: (UnsafeMutablePointer<Object>) -> Int32

  init(
    _ empty: Object, initialize: (UnsafeMutablePointer<Object>) -> Int32,
    destroy: @escaping (UnsafeMutablePointer<Object>) -> Int32
  ) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: empty)
    _ = initialize(pointer)
    self.destroy = destroy
  }

  deinit {
    _ = destroy(pointer)
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}
