import WheelPickerCore
import WheelPickerTerminal

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
  /// Lines shown above the wheels, never chosen (`list --header-lines`); none by default.
  var header: [String]
  /// Colours of parts of rows (`list --ansi`); `nil` for none.
  var rowStyles: RowStyles?
  /// The answer a confirmed value prints.
  var answer: @Sendable (Model.Value) -> PickerAnswer

  /// Creates a prepared sheet.
  init(
    engine: SelectionEngine<Model>, title: String, header: [String] = [], rowStyles: RowStyles? = nil,
    answer: @escaping @Sendable (Model.Value) -> PickerAnswer
  ) {
    self.engine = engine
    self.title = title
    self.header = header
    self.rowStyles = rowStyles
    self.answer = answer
  }
}
