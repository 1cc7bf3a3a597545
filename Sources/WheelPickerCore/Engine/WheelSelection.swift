/// The selected row of every wheel, in dependency order; `nil` for an empty wheel.
public struct WheelSelection: Hashable, Sendable, Codable, RandomAccessCollection {
  /// The selected rows.
  public private(set) var rows: [Int?]

  /// Creates a selection of `count` wheels with nothing selected.
  public init(count: Int) { rows = Array(repeating: nil, count: count) }

  /// Creates a selection from explicit rows.
  public init(_ rows: [Int?]) { self.rows = rows }

  /// The first wheel index.
  public var startIndex: Int { rows.startIndex }

  /// One past the last wheel index.
  public var endIndex: Int { rows.endIndex }

  /// The selected row of `wheel`, or `nil` when it is empty or out of range.
  public subscript(wheel: Int) -> Int? {
    get { wheel >= 0 && wheel < rows.count ? rows[wheel] : nil }
    set { rows[wheel] = newValue }
  }
}
