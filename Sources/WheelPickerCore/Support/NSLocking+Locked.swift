import Foundation

extension NSLocking {
  /// Runs `body` holding the lock: `NSLocking.withLock` for the package's
  /// Apple floor (it is newer than macOS 13 and iOS 16 there).
  package func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}
