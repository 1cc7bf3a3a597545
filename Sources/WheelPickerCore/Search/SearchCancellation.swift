/// Whether a search is still wanted: a search run away from an input loop is asked every
/// ``checkInterval`` rows, and one made stale by newer typing stops there and returns what it
/// found so far (an answer nobody will show).
///
/// A search is never cancelled unless given one that says so (``never`` is the default), so a
/// search run in the turn answers in full, as before.
///
/// ```swift
/// let index = CascadeSearchIndex(titles: ["北京", "上海", "广州", "深圳"])
/// index.search("sz", cancellation: .never).first?.node   // 3
/// index.search("sz", cancellation: SearchCancellation { true }).isEmpty   // true
/// ```
public struct SearchCancellation: Sendable {
  private let check: (@Sendable () -> Bool)?

  /// A cancellation that asks `isCancelled` whether the search is still wanted (`true`: stop).
  ///
  /// It is called from the thread running the search, once every ``checkInterval`` rows.
  public init(_ isCancelled: @escaping @Sendable () -> Bool) {
    check = isCancelled
  }

  private init() {
    check = nil
  }

  /// The search runs to its end.
  public static let never = SearchCancellation()

  /// The rows a search scans between two checks: a check costs a function call, so the scan
  /// loops ask once every 4,096 rows (a few hundred microseconds of scanning at most).
  public static let checkInterval = 4_096

  /// Whether the search should stop now.
  public var isCancelled: Bool { check?() ?? false }

  /// Whether the search should stop before `row` of a scan (asked only when `row` is a multiple of
  /// ``checkInterval``).
  @inline(__always)
  package func isCancelled(atRow row: Int) -> Bool {
    row & (Self.checkInterval - 1) == 0 && check != nil && isCancelled
  }
}
