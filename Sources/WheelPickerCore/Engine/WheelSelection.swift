/// The selected row of every wheel, in dependency order; `nil` for an empty wheel.
public struct WheelSelection: Hashable, Sendable, Codable, RandomAccessCollection {
  /// The selected rows.
  public private(set) var rows: [Int?]
  /// One past the last wheel that holds a row (0 when none does), so that "every wheel from here on
  /// is empty" costs O(1).
  private(set) var selectedEnd = 0
  /// Which wheels were written in this value's edit period and the one before
  /// (`WheelSelection+Periods.swift`); not part of the value.
  var periods = Periods()

  /// Creates a selection of `count` wheels with nothing selected.
  public init(count: Int) { rows = Array(repeating: nil, count: count) }

  /// Creates a selection from explicit rows.
  public init(_ rows: [Int?]) {
    self.rows = rows
    selectedEnd = (rows.lastIndex { $0 != nil } ?? -1) + 1
  }

  /// The first wheel index.
  public var startIndex: Int { rows.startIndex }

  /// One past the last wheel index.
  public var endIndex: Int { rows.endIndex }

  /// The selected row of `wheel`, or `nil` when it is empty or out of range.
  public subscript(wheel: Int) -> Int? {
    get { wheel >= 0 && wheel < rows.count ? rows[wheel] : nil }
    set {
      // Writing the row a wheel holds changes nothing a memo of the rows could depend on.
      guard rows[wheel] != newValue else { return }
      rows[wheel] = newValue
      periods.noteWrite(at: wheel)
      if newValue != nil {
        selectedEnd = Swift.max(selectedEnd, wheel + 1)
      } else if wheel + 1 == selectedEnd {
        // Back over the empty wheels before it: one step where the wheel before holds a row.
        selectedEnd = wheel
        while selectedEnd > 0, rows[selectedEnd - 1] == nil { selectedEnd -= 1 }
      }
    }
  }

  /// Selections are equal when their rows are.
  public static func == (lhs: WheelSelection, rhs: WheelSelection) -> Bool { lhs.rows == rhs.rows }

  /// Hashes the rows.
  public func hash(into hasher: inout Hasher) { hasher.combine(rows) }

  private enum CodingKeys: String, CodingKey {
    case rows
  }

  /// Decodes the rows.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(try container.decode([Int?].self, forKey: .rows))
  }

  /// Encodes the rows.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rows, forKey: .rows)
  }
}
