/// What a picker shows: how many wheels there are, and the rows of wheel *k*
/// given the selected rows of the wheels before it.
///
/// Wheels are numbered in **dependency order**: wheel *k* may depend on the
/// selections of wheels `0..<k` and on nothing after it (year → month → day;
/// province → city → district). The order in which a front-end lays the
/// wheels out is a separate permutation, ``displayOrder``.
///
/// Rows are lazy: a model answers how many rows a wheel has and computes the
/// title, key and enabled state of one row on demand. Only
/// ``SelectionEngine`` changes a selection; a model never stores one.
///
/// A model is an `Equatable` value: two models are equal when they show the
/// same rows. Anything it memoises must be safe to share between threads.
public protocol WheelModel: Sendable, Equatable {
  /// What a complete selection means (a date, a path of nodes, a list of strings…).
  associatedtype Value: Sendable & Hashable & Codable

  /// The number of wheels. It never changes for a given model.
  var wheelCount: Int { get }

  /// The order in which front-ends lay the wheels out, left to right, as
  /// indices in dependency order. Defaults to the identity.
  var displayOrder: [Int] { get }

  /// What a wheel holds, what to call it, its unit, width and wrapping.
  /// Defaults to ``WheelKind/level(_:)`` named `wheel k` (from 1).
  func traits(ofWheel wheel: Int) -> WheelTraits

  /// The number of rows of `wheel` when the wheels before it hold `selection`.
  ///
  /// Only `selection[0..<wheel]` may be read. Zero means the wheel is empty.
  func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int

  /// The text of one row.
  func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String

  /// The identity of the value a row stands for, used to keep a selection on
  /// the same value when the wheel is re-derived.
  func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey

  /// The row that holds `key`, or `nil` when the wheel has no such row.
  ///
  /// - Complexity: O(1) or O(log *n*).
  func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int?

  /// Whether a row can be selected. Disabled rows are shown but skipped.
  func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool

  /// How a re-derived wheel chooses its new row.
  func retention(ofWheel wheel: Int) -> Retention

  /// The row a wheel starts on when it has no earlier key to keep.
  func preferredRow(inWheel wheel: Int, given selection: WheelSelection) -> Int

  /// Whether every wheel after `wheel` is empty, whatever `wheel` itself holds, when the wheels
  /// before it hold `selection` (a cascade past a loading row): the engine then stops asking
  /// about those wheels. The default, `false`, is always correct.
  func emptiesLaterWheels(after wheel: Int, given selection: WheelSelection) -> Bool

  /// The earlier wheel that turns one row when this cyclic wheel wraps past its end, as an
  /// odometer carries: a 12-hour clock's hour wheel flips AM/PM when it crosses 11 ↔ 12.
  /// `nil` (the default) for none; the engine asks only about cyclic wheels.
  func carry(ofWheel wheel: Int) -> Int?

  /// The value of a selection in which every wheel has been derived.
  func value(of selection: WheelSelection) -> Value

  /// The key every wheel must hold to show `value`, in dependency order;
  /// `nil` for a wheel the value leaves empty.
  ///
  /// - Throws: ``WheelPickerError`` when the model can never show `value`.
  func keys(for value: Value) throws(WheelPickerError) -> [RowKey?]

  /// Words for a key in change descriptions (`"31"`, `"April"`). Defaults to the ordinal.
  func describe(_ key: RowKey, inWheel wheel: Int) -> String

  /// Another text a row answers to in type-to-find, besides its title (`4` for
  /// `April`); `nil` for none. Defaults to `nil`.
  func searchAlias(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String?

  /// What a screen reader says for a row (VoiceOver in the Apple faces; the
  /// terminal has no screen-reader channel): the row as a person would read it, not the short
  /// title a wheel shows (`2007年4月` for the month row `4`, a node's full name).
  /// Defaults to the title, followed by ``WheelTraits/unit`` when the title
  /// does not hold it already (`30日`).
  func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String

  /// What can arrive for this model while a picker shows it: children loaded on demand
  /// (``AsyncCascadeArrival``). `Never`, the default, for a model whose rows are all there
  /// from the start.
  associatedtype Arrival: Sendable & Equatable = Never

  /// This model with what arrived in it, and the first wheel whose rows that may change (the
  /// wheels before it keep theirs): what ``SelectionEngine/receive(_:)`` re-derives from.
  ///
  /// - Parameter arrival: what arrived, measured against this model.
  func receiving(_ arrival: Arrival) -> (model: Self, unchangedBefore: Int)
}

extension WheelModel {
  /// The identity permutation.
  public var displayOrder: [Int] { Array(0..<wheelCount) }

  /// A wheel of ``WheelKind/level(_:)`` named `wheel k` (from 1).
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    WheelTraits(kind: .level(wheel), name: "wheel \(wheel + 1)")
  }

  /// Every row is enabled.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    true
  }

  /// Same value, else the nearest one.
  public func retention(ofWheel wheel: Int) -> Retention { .sameValueOrNearest }

  /// The first row.
  public func preferredRow(inWheel wheel: Int, given selection: WheelSelection) -> Int { 0 }

  /// `false`: the engine asks about every wheel.
  public func emptiesLaterWheels(after wheel: Int, given selection: WheelSelection) -> Bool { false }

  /// No carry: a cyclic wheel wraps alone.
  public func carry(ofWheel wheel: Int) -> Int? { nil }

  /// The key's ordinal in decimal.
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String { String(key.ordinal) }

  /// No alias: rows are found by their titles.
  public func searchAlias(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String? {
    nil
  }

  /// The title, followed by the wheel's unit when the title leaves it out.
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    SpokenText.title(title(ofRow: row, inWheel: wheel, given: selection), unit: traits(ofWheel: wheel).unit)
  }
}

/// The identity of the value one row stands for.
///
/// `ordinal` orders values and measures their distance: the nearest row to a
/// key that no longer exists is the one whose ordinal is closest (ties go to
/// the smaller ordinal). Date wheels use the component (day 31); cascades use
/// a stable identifier of the node or of its name.
public struct RowKey: Hashable, Sendable, Codable, Comparable {
  /// The position of the value on its wheel's scale.
  public var ordinal: Int

  /// Creates a key.
  public init(_ ordinal: Int) { self.ordinal = ordinal }

  /// Orders keys by ordinal.
  public static func < (lhs: RowKey, rhs: RowKey) -> Bool { lhs.ordinal < rhs.ordinal }
}

/// How a wheel that is re-derived chooses its row.
public enum Retention: Sendable, Hashable {
  /// The row of the same key; else the enabled row with the nearest ordinal
  /// (ties to the smaller). Requires rows ordered by ordinal (either direction)
  /// unless the model overrides ``WheelModel/row(for:inWheel:given:)`` to
  /// answer every key.
  case sameValueOrNearest
  /// The row of the same key; else the first enabled row.
  case sameValueOrFirst
  /// Always the first enabled row (a new province starts its city wheel on the first city).
  case firstRow
}

extension WheelModel where Arrival == Never {
  /// Nothing arrives for a model whose rows are all there from the start.
  public func receiving(_ arrival: Never) -> (model: Self, unchangedBefore: Int) {}
}
