/// A wheel's place in a sheet counted from the left (the model's
/// `displayOrder`), kept apart from the wheel's index in the dependency order
/// (a plain `Int`, as the engine uses it), so the two cannot be mixed up.
///
/// <!-- snippet:
/// let model = try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: .gmt, locale: Locale(identifier: "en_US"), now: Date()))
/// let metrics = SheetMetrics.points(style: SheetStyle(), geometry: SheetGeometry())
/// let sheet = PickerSheet<DatePickerModel>(words: PickerWords(language: .english), metrics: metrics)
/// let state = sheet.initialState(engine: SelectionEngine(model: model))
/// -->
/// ```swift
/// let position = DisplayPosition(0)          // the leftmost wheel
/// let wheel = state.wheel(at: position)      // 2 for a month-day-year order
/// ```
public struct DisplayPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The place from the left, from 0.
  public var offset: Int

  /// Creates a position from its place from the left.
  public init(_ offset: Int) { self.offset = offset }

  /// Positions compare left to right.
  public static func < (lhs: DisplayPosition, rhs: DisplayPosition) -> Bool { lhs.offset < rhs.offset }

  /// `"position 2"`.
  public var description: String { "position \(offset)" }
}
