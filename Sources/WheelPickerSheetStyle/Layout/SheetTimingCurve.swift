import Foundation
import WheelPickerPresentation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1), as Core Animation's.
public struct SheetTimingCurve: Hashable, Sendable {
  /// The first control point.
  public var c1x: Double
  /// The first control point's progress.
  public var c1y: Double
  /// The second control point.
  public var c2x: Double
  /// The second control point's progress.
  public var c2y: Double

  /// Creates a curve from its two control points.
  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
  }

  /// UIKit's `.curveEaseOut` (Core Animation's `easeOut`: 0, 0, 0.58, 1).
  public static let easeOut = SheetTimingCurve(0, 0, 0.58, 1)
  /// A constant speed.
  public static let linear = SheetTimingCurve(0, 0, 1, 1)

  /// The progress at `time` (both from 0 to 1).
  ///
  /// - Complexity: O(1): a fixed number of bisection steps on the curve's x.
  public func progress(atTime time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    let t = time
    // x(s) is monotone for control x in 0...1, so bisection always converges.
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if bezier(mid, c1x, c2x) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, c1y, c2y)
  }

  private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }
}
