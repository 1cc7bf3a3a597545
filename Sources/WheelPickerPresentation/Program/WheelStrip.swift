/// How a wheel that wraps around is laid out in a picker with a first and a last row, such as
/// `UIPickerView`: its rows repeated many times in one long strip, shown from the middle copy, so
/// that a fling never reaches an end; and how a row of the strip maps back to the model's row.
///
/// ```swift
/// let strip = WheelStrip(rowCount: 12, isCyclic: true)
/// strip.count                        // 12 × 1,667 rows
/// strip.shownRow(forModelRow: 3)     // 833 × 12 + 3, in the middle copy
/// strip.modelRow(forShownRow: 10_003) // 7
/// ```
public struct WheelStrip: Hashable, Sendable {
  /// The model's rows in the wheel.
  public var rowCount: Int
  /// Whether the wheel wraps around.
  public var isCyclic: Bool

  /// Creates the strip of a wheel.
  public init(rowCount: Int, isCyclic: Bool) {
    self.rowCount = max(0, rowCount)
    self.isCyclic = isCyclic
  }

  /// How many copies of the rows the strip holds: enough that a fling never reaches an end, few
  /// enough for a picker to keep (about 20,000 rows), always odd so there is a middle copy.
  public var copies: Int { isCyclic && rowCount > 0 ? max(3, min(1_001, 20_000 / rowCount)) | 1 : 1 }

  /// The rows the picker is given.
  public var count: Int { rowCount * copies }

  /// The model's row shown at a row of the strip; `nil` outside it.
  public func modelRow(forShownRow row: Int) -> Int? {
    guard rowCount > 0, row >= 0, row < count else { return nil }
    return row % rowCount
  }

  /// The row of the strip's middle copy that shows a model row.
  public func shownRow(forModelRow row: Int) -> Int {
    guard isCyclic, rowCount > 0 else { return row }
    return copies / 2 * rowCount + row
  }

  /// The row of the strip that shows a model row and is reached from `shown` by turning forward
  /// the least (a reel that keeps turning the same way); the middle copy's when that would leave
  /// the strip.
  public func shownRow(forModelRow row: Int, turningForwardFrom shown: Int) -> Int {
    guard isCyclic, rowCount > 0, shown >= 0, shown < count else { return shownRow(forModelRow: row) }
    let ahead = ((row - shown % rowCount) % rowCount + rowCount) % rowCount
    let target = shown + ahead
    return target < count ? target : shownRow(forModelRow: row)
  }
}
