/// How a sheet of one wheel answers several rows: rows are marked one by one
/// (``SheetIntent/toggleMark``) or all the matching rows at once (``SheetIntent/markAllMatches``),
/// at most ``limit`` of them, and Confirm answers the marked rows in the wheel's order, or the
/// selected row when none is marked.
///
/// ```swift
/// let marking = SheetMarking(limit: 2)
/// marking.limit      // 2
/// SheetMarking().limit   // nil
/// ```
public struct SheetMarking: Hashable, Sendable {
  /// The most rows that may be marked; `nil` for no limit.
  public var limit: Int?

  /// Marking with a limit (at least 1), or without one.
  ///
  /// - Parameter limit: the most rows that may be marked; `nil` for no limit.
  public init(limit: Int? = nil) {
    self.limit = limit.map { max(1, $0) }
  }

  /// Whether `count` marked rows leave room for another.
  public func hasRoom(after count: Int) -> Bool {
    limit.map { count < $0 } ?? true
  }
}
