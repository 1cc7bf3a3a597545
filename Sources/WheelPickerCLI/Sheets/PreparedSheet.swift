import WheelPickerCore
import WheelPickerPresentation
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
  /// The answer `--filter` prints for a match found at `levels` wheels deep: the path down to
  /// the row found (a region's province, not its first city); `nil`: ``answer`` of the value.
  var levelsAnswer: (@Sendable (Model.Value, _ levels: Int) -> PickerAnswer)? = nil
  /// How several rows are marked (`list --multi`), `nil` for a sheet that answers one value.
  var marking: SheetMarking?
  /// The answer the confirmed values of a sheet with ``marking`` print.
  var answers: (@Sendable ([Model.Value]) -> PickerAnswer)?

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

  /// The answer `--filter` prints for `value`, selected by a match `levels` wheels deep.
  func matchAnswer(_ value: Model.Value, _ levels: Int) -> PickerAnswer {
    levelsAnswer?(value, levels) ?? answer(value)
  }
}

extension PreparedSheet {
  /// The same sheet with every wheel wrapping around (`--cyclic`), on the same rows.
  func cyclic() -> PreparedSheet<CyclicModel<Model>> {
    var wrapped = SelectionEngine(model: CyclicModel(engine.model))
    for wheel in 0..<engine.wheelCount {
      if let row = engine.selectedRow(inWheel: wheel) { wrapped.selectRow(row, inWheel: wheel) }
    }
    var sheet = PreparedSheet<CyclicModel<Model>>(
      engine: wrapped, title: title, header: header, rowStyles: rowStyles, answer: answer)
    sheet.levelsAnswer = levelsAnswer
    sheet.marking = marking
    sheet.answers = answers
    return sheet
  }
}
