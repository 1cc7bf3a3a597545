import Foundation

/// A local day (days since 2001-01-01 in the picker's calendar) and a
/// wall-clock second of it.
struct WallTime: Sendable, Hashable, Comparable {
  var day: Int
  var second: Int

  static func < (lhs: WallTime, rhs: WallTime) -> Bool {
    (lhs.day, lhs.second) < (rhs.day, rhs.second)
  }
}
