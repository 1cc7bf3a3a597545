import WheelPickerCore
import WheelPickerTerminal

/// How a sheet driven by ``HeadlessDriver`` ended.
struct HeadlessStage<Model: WheelModel> {
  /// How it ended.
  var ending: SheetEnding
  /// The last state.
  var state: SheetState<Model>
  /// The last frame.
  var frame: Frame
  /// Whether the keys ran out before the sheet ended (it is then confirmed).
  var isExhausted: Bool

  /// The answer, when confirmed.
  var value: Model.Value? { ending == .confirmed ? state.engine.value : nil }
}
