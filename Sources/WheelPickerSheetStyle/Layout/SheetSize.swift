import WheelPickerPresentation

/// A size in points, free of any platform type (`CGSize` converts one to one).
public struct SheetSize: Hashable, Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
