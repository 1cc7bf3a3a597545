/// What one operation on a ``SelectionEngine`` did, so that a front-end can
/// redraw only the wheels that changed and announce a clamp.
public struct SelectionChange: Hashable, Sendable {
  /// The wheels the engine derived again, in dependency order (the one the
  /// operation changed, and every wheel after it).
  public var rederivedWheels: Range<Int>

  /// The wheels whose rows may differ now, in dependency order: what a face
  /// must reload. Never the wheel the user just moved (its rows are the same),
  /// and never a wheel whose rows depend on no other (independent wheels).
  public var reloadedWheels: [Int]

  /// Every wheel whose selected row or key changed, in dependency order, and a
  /// wheel asked for a row it could not take (see ``SelectionMove/requestedRow``).
  public var moves: [SelectionMove]

  /// A change that touched nothing.
  public static let none = SelectionChange(rederivedWheels: 0..<0, reloadedWheels: [], moves: [])

  /// Creates a change.
  public init(rederivedWheels: Range<Int>, reloadedWheels: [Int], moves: [SelectionMove]) {
    self.rederivedWheels = rederivedWheels
    self.reloadedWheels = reloadedWheels
    self.moves = moves
  }

  /// Whether nothing was selected differently and no wheel must scroll back.
  public var isEmpty: Bool { moves.isEmpty }

  /// The wheels a face must scroll to the row the engine chose, because the
  /// row shown (the one asked for) is not selectable: a disabled row, or one
  /// out of range. Each is a move whose ``SelectionMove/requestedRow`` differs
  /// from its ``SelectionMove/toRow``.
  public var scrollBacks: [SelectionMove] { moves.filter { $0.requestedRow != nil } }

  /// The move of one wheel, if it moved.
  public func move(ofWheel wheel: Int) -> SelectionMove? { moves.first { $0.wheel == wheel } }
}

/// How the selection of one wheel moved.
public struct SelectionMove: Hashable, Sendable {
  /// The wheel, in dependency order.
  public var wheel: Int
  /// The row before, `nil` when the wheel was empty.
  public var fromRow: Int?
  /// The row after, `nil` when the wheel is now empty.
  public var toRow: Int?
  /// The key before (the one the engine tried to keep).
  public var fromKey: RowKey?
  /// The key after.
  public var toKey: RowKey?
  /// Why the selection moved.
  public var reason: Reason
  /// The row the caller asked for, when the engine took another
  /// (``Reason/skippedDisabled``); `nil` when the row asked for was taken.
  /// A face that shows the requested row (a wheel under the finger) must
  /// scroll to ``toRow`` — even when ``toRow`` equals ``fromRow``.
  public var requestedRow: Int?

  /// Creates a move.
  public init(
    wheel: Int, fromRow: Int?, toRow: Int?, fromKey: RowKey?, toKey: RowKey?, reason: Reason,
    requestedRow: Int? = nil
  ) {
    self.wheel = wheel
    self.fromRow = fromRow
    self.toRow = toRow
    self.fromKey = fromKey
    self.toKey = toKey
    self.reason = reason
    self.requestedRow = requestedRow
  }

  /// Whether the selected row or key changed (a scroll-back alone changes neither).
  public var isMove: Bool { fromRow != toRow || fromKey != toKey }

  /// Why a selection moved.
  public enum Reason: String, Hashable, Sendable, Codable {
    /// The caller selected this row or value.
    case selected
    /// The same value sits on another row now (rows before it appeared or vanished).
    case sameValue
    /// The value no longer exists; the nearest valid one was taken (day 31 → 30).
    case clamped
    /// The model asks for the first row after a parent change (province → city).
    case reset
    /// The wheel has no rows any more.
    case emptied
    /// The wheel had been empty and came back on the value it held before.
    case restored
    /// The wheel had no earlier value and starts on the model's preferred row.
    case initial
    /// The requested row is disabled or out of range; the nearest enabled one was taken.
    case skippedDisabled
    /// A later cyclic wheel wrapped past its end and turned this one (AM → PM when the hour
    /// passes 11 → 12).
    case carried
  }

  /// A short English description such as `"day clamped 31 → 30"`, for logs
  /// and tests; people read the localized announcement instead.
  public func describe<Model: WheelModel>(with model: Model) -> String {
    let name = model.traits(ofWheel: wheel).name
    let from = fromKey.map { model.describe($0, inWheel: wheel) } ?? "nothing"
    let to = toKey.map { model.describe($0, inWheel: wheel) } ?? "nothing"
    switch reason {
    case .selected: return "\(name) selected \(to)"
    case .sameValue: return "\(name) kept \(to)"
    case .clamped: return "\(name) clamped \(from) → \(to)"
    case .reset: return "\(name) reset \(from) → \(to)"
    case .emptied: return "\(name) emptied"
    case .restored: return "\(name) restored \(to)"
    case .initial: return "\(name) starts at \(to)"
    case .skippedDisabled: return "\(name) skipped to \(to)"
    case .carried: return "\(name) carried \(from) → \(to)"
    }
  }
}
