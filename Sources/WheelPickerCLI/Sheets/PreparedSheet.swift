import WheelPickerCore
import WheelPickerPresentation

/// A picker ready to present: its engine on the starting selection, its
/// title, and how a confirmed value is printed.
///
/// Everything else a sheet shows of a wheel (unit, width, wrapping, page
/// size) comes from the model's traits, so it is not repeated here.
struct PreparedSheet<Model: WheelModel>: Sendable {
  /// The engine, on the starting selection.
  var engine: SelectionEngine<Model>
  /// The title in the bar (the `--title` option overrides it).
  var title: String
  /// The answer a confirmed value prints.
  var answer: @Sendable (Model.Value) -> PickerAnswer
  /// How several rows are marked (`list --multi`), `nil` for a sheet that answers one value.
  var marking: SheetMarking?
  /// The answer the confirmed values of a sheet with ``marking`` print.
  var answers: (@Sendable ([Model.Value]) -> PickerAnswer)?
}
