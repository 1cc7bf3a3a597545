/// A slot machine: five cyclic reels of the same symbols; three or
/// more adjacent reels showing the same symbol win.
///
/// ```swift
/// var engine = SelectionEngine(model: SlotMachineModel())
/// var generator = SeededGenerator(seed: 7)
/// for (reel, turns) in SlotMachineModel.spinTurns(&generator).enumerated() { engine.step(turns, inWheel: reel) }
/// SlotMachineModel.isWin(engine.value)
/// ```
public struct SlotMachineModel: WheelModel {
  /// What the reels show, left to right.
  public typealias Value = [String]

  /// The symbols of every reel, in reel order.
  public static let symbols = ["🍒", "🍋", "🍊", "🍉", "🔔", "⭐", "💎", "🍇"]

  /// The number of reels.
  public let wheelCount = 5

  /// Creates the machine.
  public init() {}

  /// A cyclic ``WheelKind/reel`` named `reel k` (from 1).
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    WheelTraits(kind: .reel, name: "reel \(wheel + 1)", isCyclic: true, dependsOnEarlierWheels: false)
  }

  /// Every reel has every symbol.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int { Self.symbols.count }

  /// The symbol.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    Self.symbols[((row % Self.symbols.count) + Self.symbols.count) % Self.symbols.count]
  }

  /// The row's index.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    RowKey(row)
  }

  /// The index itself, when it is a row.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    key.ordinal >= 0 && key.ordinal < Self.symbols.count ? key.ordinal : nil
  }

  /// The symbols shown.
  public func value(of selection: WheelSelection) -> [String] {
    (0..<wheelCount).map { title(ofRow: selection[$0] ?? 0, inWheel: $0, given: selection) }
  }

  /// The rows of the symbols.
  public func keys(for value: [String]) throws(WheelPickerError) -> [RowKey?] {
    guard value.count == wheelCount else {
      throw WheelPickerError(
        .valueNotAvailable, "\(value.count) symbols given for \(wheelCount) reels",
        reason: .wrongComponentCount)
    }
    var keys: [RowKey?] = []
    for symbol in value {
      guard let row = Self.symbols.firstIndex(of: symbol) else {
        throw WheelPickerError(
          .valueNotAvailable, "\(symbol) is not a symbol of the reels", reason: .notFound)
      }
      keys.append(RowKey(row))
    }
    return keys
  }

  /// Whether three or more adjacent reels show the same symbol.
  public static func isWin(_ symbols: [String]) -> Bool {
    var run = 1
    for index in symbols.indices.dropFirst() {
      run = symbols[index] == symbols[index - 1] ? run + 1 : 1
      if run >= 3 { return true }
    }
    return false
  }

  /// Rows each reel turns in a spin: whole turns plus a random stop, more for
  /// reels further right so they stop one after another.
  public static func spinTurns(_ generator: inout SeededGenerator) -> [Int] {
    (0..<5).map { reel in symbols.count * (2 + reel) + Int.random(in: 0..<symbols.count, using: &generator) }
  }

  /// The reels' starting rows, drawn from `generator`, so a run from the same seed replays.
  public static func startingRows(_ generator: inout SeededGenerator) -> [Int] {
    (0..<5).map { _ in Int.random(in: 0..<symbols.count, using: &generator) }
  }
}
