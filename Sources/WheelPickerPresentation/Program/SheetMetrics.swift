/// How a face measures text and how much room the parts of a sheet take, in the face's own unit
/// (terminal cells, points), so that one layout plan (``SheetPlan``) serves every face. The faces that
/// draw in points take theirs from a style and a geometry (`SheetMetrics.points(style:geometry:)`, in
/// WheelPickerSheetStyle).
///
/// ```swift
/// let cells = SheetMetrics(measure: { Double(DisplayWidth.of($0)) }, wheelPadding: 1, gap: 1,
///                          separatorPadding: 2, unitSpacing: 0, minimumWheelWidth: 3, isWhole: true)
/// ```
public struct SheetMetrics: Sendable {
  /// The width of a row's text.
  public var measure: @Sendable (String) -> Double
  /// The width of a unit word beside the centre row (a smaller font in points).
  public var measureUnit: @Sendable (String) -> Double
  /// Room kept either side of a wheel's content (the terminal's focus marks, a row's padding).
  public var wheelPadding: Double
  /// The space between two wheels.
  public var gap: Double
  /// Room either side of a separator's text between two groups of wheels (a range's `至`).
  public var separatorPadding: Double
  /// The space between a row's text and its unit.
  public var unitSpacing: Double
  /// The narrowest a wheel gets, however little room there is.
  public var minimumWheelWidth: Double
  /// Whether widths are whole units (terminal cells).
  public var isWhole: Bool

  /// Creates metrics.
  public init(
    measure: @escaping @Sendable (String) -> Double, measureUnit: (@Sendable (String) -> Double)? = nil,
    wheelPadding: Double, gap: Double, separatorPadding: Double, unitSpacing: Double,
    minimumWheelWidth: Double, isWhole: Bool
  ) {
    self.measure = measure
    self.measureUnit = measureUnit ?? measure
    self.wheelPadding = wheelPadding
    self.gap = gap
    self.separatorPadding = separatorPadding
    self.unitSpacing = unitSpacing
    self.minimumWheelWidth = minimumWheelWidth
    self.isWhole = isWhole
  }

}
