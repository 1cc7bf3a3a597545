import WheelPickerCore

/// One search result: rows to select, in order, and the wheel to focus.
public struct SearchMatch: Hashable, Sendable {
  /// A row to select in a wheel (dependency order).
  public struct Step: Hashable, Sendable {
    /// The wheel.
    public var wheel: Int
    /// The row.
    public var row: Int

    /// Creates a step.
    public init(wheel: Int, row: Int) {
      self.wheel = wheel
      self.row = row
    }
  }

  /// Rows to select, applied in order (a cascade path goes root first, since
  /// each selection re-derives the wheels after it).
  public var steps: [Step]
  /// The wheel to focus afterwards, in dependency order.
  public var focusedWheel: Int
  /// Why the match matched when its rows do not say it, shown beside the
  /// query (`formerly 蓟县 (1981–2016)` for 蓟州区 found by `jixian`); `nil` for most.
  public var note: String?

  /// Creates a match.
  public init(steps: [Step], focusedWheel: Int, note: String? = nil) {
    self.steps = steps
    self.focusedWheel = focusedWheel
    self.note = note
  }

  /// A match of one row in one wheel, which is also focused.
  public init(row: Int, inWheel wheel: Int) {
    self.init(steps: [Step(wheel: wheel, row: row)], focusedWheel: wheel)
  }
}
