import Foundation
import WheelPickerPresentation

/// How one row of a wheel is drawn at some angle on the wheel's cylinder.
public struct RowCurvature: Hashable, Sendable {
  /// The angle from the centre, in radians (negative above the centre).
  public var angle: Double
  /// How far the row's centre lies from the centre band's middle, in points
  /// (negative above): `radius × sin(angle)`.
  public var displacement: Double
  /// The vertical scale of the row: `cos(angle)`, 1 at the centre.
  public var scale: Double
  /// The row's opacity: `cos(angle)`, 1 at the centre, 0 at the edge.
  public var alpha: Double

  /// The curvature of a row at `angle` on a cylinder of `radius` with rows `rowHeight` high.
  public init(angle: Double, radius: Double, rowHeight: Double) {
    let clamped = min(max(angle, -Double.pi / 2), Double.pi / 2)
    self.angle = angle
    displacement = radius * sin(clamped)
    scale = max(0, cos(clamped))
    alpha = max(0, min(1, cos(clamped)))
  }
}
