import WheelPickerCore

/// How wide each wheel is, in any unit: the one width rule of every face (the terminal in
/// cells, UIKit, SwiftUI and the pictures in points).
///
/// Every wheel gets an equal share of the room — or a share in proportion to its
/// ``/WheelPickerCore/WheelTraits/widthWeight`` where the model sets unequal weights (90 and 210:
/// 30 % and 70 %) — and never less than its content needs while another wheel has room to
/// spare. So columns stay put while their rows change (a month emptied by 至今, children that
/// arrive, a longer city name), as long as the content fits its share. When the content is
/// wider than the room, the widest wheels shrink first and narrow wheels keep their whole
/// content.
///
/// ```swift
/// WheelWidths.widths(needs: [10, 10], weights: [90, 210], available: 300)   // [90, 210]
/// WheelWidths.widths(needs: [33, 12, 14], weights: [nil, nil, nil], available: 76, isWhole: true)   // [33, 22, 21]
/// // the long wheel keeps its content, the others share what is left
/// WheelWidths.widths(needs: [40, 8, 30], weights: [nil, nil, nil], available: 60)   // [26, 8, 26]
/// ```
public enum WheelWidths {
  /// The width of each wheel, in the order given (faces pass display order).
  ///
  /// - Parameters:
  ///   - needs: the width each wheel's content needs (padding included).
  ///   - weights: each wheel's weight; `nil`, zero, negative or not finite counts as 1.
  ///   - available: the room for the wheels, the gaps between them already taken out.
  ///   - minimum: the narrowest a wheel gets (the room grows to give every wheel this much).
  ///   - isWhole: whether widths are whole units (terminal cells): rounded so that they still
  ///     add up to `available`, the leftmost wheels taking the remainder first.
  /// - Returns: widths adding up to `max(available, count × minimum)` (rounded down to a whole
  ///   number when `isWhole`).
  /// - Complexity: O(*w*²) for *w* wheels.
  public static func widths(
    needs: [Double], weights: [Double?], available: Double, minimum: Double = 0, isWhole: Bool = false
  ) -> [Double] {
    let count = needs.count
    guard count > 0 else { return [] }
    let floor = max(0, minimum)
    var room = max(isWhole ? available.rounded(.down) : available, Double(count) * floor)
    if !room.isFinite { room = Double(count) * floor }
    let needs = needs.map { max(floor, $0.isFinite ? $0 : floor) }
    var weights = (0..<count).map { index -> Double in
      guard index < weights.count, let weight = weights[index], weight.isFinite, weight > 0 else { return 1 }
      return weight
    }
    if Set(weights).count == 1 { weights = Array(repeating: 1, count: count) }
    let widths =
      needs.reduce(0, +) <= room
      ? shared(needs: needs, weights: weights, room: room)
      : waterFilled(needs: needs, room: room, minimum: floor)
    return isWhole ? whole(widths, total: room) : widths
  }

  /// Shares by weight, each at least its need: the share per unit of weight is raised or
  /// lowered until the widths fill the room.
  private static func shared(needs: [Double], weights: [Double], room: Double) -> [Double] {
    var bound = Array(repeating: false, count: needs.count)
    while true {
      let freeRoom = room - needs.indices.reduce(0) { $0 + (bound[$1] ? needs[$1] : 0) }
      let freeWeight = needs.indices.reduce(0) { $0 + (bound[$1] ? 0 : weights[$1]) }
      guard freeWeight > 0 else { return needs }
      let share = freeRoom / freeWeight
      let newlyBound = needs.indices.filter { !bound[$0] && needs[$0] > share * weights[$0] }
      if newlyBound.isEmpty {
        return needs.indices.map { bound[$0] ? needs[$0] : share * weights[$0] }
      }
      for index in newlyBound { bound[index] = true }
    }
  }

  /// Widths no wider than a common level, chosen so that they fill the room: narrow wheels keep
  /// their whole content, the widest shrink.
  private static func waterFilled(needs: [Double], room: Double, minimum: Double) -> [Double] {
    let sorted = needs.sorted()
    var level = sorted.last ?? 0
    var below = 0.0
    for (index, need) in sorted.enumerated() {
      let left = Double(sorted.count - index)
      if below + need * left >= room {
        level = max(minimum, (room - below) / left)
        break
      }
      below += need
    }
    return needs.map { min($0, level) }
  }

  /// Whole widths adding up to `total`: each rounded down, the units left over given to the
  /// largest remainders (the leftmost first among equals).
  private static func whole(_ widths: [Double], total: Double) -> [Double] {
    var result = widths.map { $0.rounded(.down) }
    var left = Int((total - result.reduce(0, +)).rounded())
    let order = widths.indices.sorted {
      let a = widths[$0] - result[$0]
      let b = widths[$1] - result[$1]
      return a != b ? a > b : $0 < $1
    }
    for index in order where left > 0 {
      result[index] += 1
      left -= 1
    }
    return result
  }
}
