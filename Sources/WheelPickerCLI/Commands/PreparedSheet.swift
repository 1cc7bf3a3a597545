import WheelPickerCore

/// A picker ready to present: its engine on the starting selection, how its
/// sheet looks, and how a confirmed value is printed.
struct PreparedSheet<Model: WheelModel>: Sendable {
  /// The engine, on the starting selection.
  var engine: SelectionEngine<Model>
  /// The title in the bar (the `--title` option overrides it).
  var title: String
  /// Unit words by wheel (dependency order), shown beside rows.
  var units: [Int: String] = [:]
  /// Which rows show the units.
  var unitDisplay: UnitLabels = .all
  /// Relative widths by wheel; empty to follow the content.
  var widthWeights: [Int: Int] = [:]
  /// Rows Page Up/Down move, by wheel (years: 10).
  var pageSizes: [Int: Int] = [:]
  /// The answer a confirmed value prints.
  var answer: @Sendable (Model.Value) -> PickerAnswer
}
