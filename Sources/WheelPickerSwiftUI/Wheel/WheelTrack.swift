#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation

  /// Where one wheel stands while it moves: a fractional row under the centre line.
  ///
  /// Positions are in rows, not points, so the same arithmetic serves every row
  /// height. A cyclic wheel's positions are unbounded (row 9 of an 8-row reel is
  /// row 1 one turn later); a plain wheel's stay between its first and last row,
  /// with a rubber band past the ends while the finger is down.
  struct WheelTrack: Equatable {
    /// The wheel's rows; 0 for an empty wheel.
    var rowCount: Int
    /// Whether the rows wrap around.
    var isCyclic: Bool
    /// The height of one row in points.
    var rowHeight: Double

    /// How much of a drag past either end moves the wheel (UIKit's rubber band feels like a third).
    private static let rubberBand = 1.0 / 3.0

    /// The position after a drag of `translation` points that started at `start`.
    func position(from start: Double, translation: Double) -> Double {
      let raw = start - translation / rowHeight
      guard !isCyclic, rowCount > 0 else { return raw }
      let last = Double(rowCount - 1)
      if raw < 0 { return raw * Self.rubberBand }
      if raw > last { return last + (raw - last) * Self.rubberBand }
      return raw
    }

    /// The unwrapped index a drag comes to rest on, from where it would coast to
    /// (`predictedEndTranslation`): the nearest row, kept inside a plain wheel.
    func restingIndex(from start: Double, predictedTranslation: Double) -> Int {
      let coasted = (start - predictedTranslation / rowHeight).rounded()
      guard !isCyclic else { return Int(coasted) }
      return Int(min(max(coasted, 0), Double(max(rowCount - 1, 0))))
    }

    /// The row an unwrapped index stands for: modulo the row count on a cyclic
    /// wheel, the index itself otherwise.
    func row(atIndex index: Int) -> Int {
      guard isCyclic, rowCount > 0 else { return index }
      return ((index % rowCount) + rowCount) % rowCount
    }

    /// The position of `row` nearest to `position`: on a cyclic wheel the copy
    /// of the row the shortest turn away, so a wheel never spins round to reach it.
    func nearestPosition(of target: Int, from position: Double) -> Double {
      guard isCyclic, rowCount > 0 else { return Double(target) }
      let here = row(atIndex: Int(position.rounded()))
      var delta = (target - here) % rowCount
      if delta > rowCount / 2 { delta -= rowCount }
      if delta < -rowCount / 2 { delta += rowCount }
      return position.rounded() + Double(delta)
    }

    /// The unwrapped indices of the rows drawn around `position`, `reach` rows either side.
    ///
    /// - Complexity: O(`reach`), whatever the wheel's row count.
    func drawnIndices(around position: Double, reach: Int) -> [Int] {
      guard rowCount > 0 else { return [] }
      let centre = Int(position.rounded())
      let low = isCyclic ? centre - reach : max(centre - reach, 0)
      let high = isCyclic ? centre + reach : min(centre + reach, rowCount - 1)
      return low <= high ? Array(low...high) : []
    }

    /// How long a wheel takes to come to rest after travelling `rows` rows.
    static func restingDuration(forRows rows: Double) -> Double {
      min(0.25 + abs(rows) * 0.03, 1.2)
    }
  }
#endif
