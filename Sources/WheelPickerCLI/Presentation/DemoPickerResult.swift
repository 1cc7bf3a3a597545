import WheelPickerCore
import WheelPickerTerminal

/// How a demo picker ended.
struct DemoPickerResult {
  /// How the sheet ended.
  var ending: SheetEnding
  /// The answer's display text when confirmed.
  var text: String?
  /// The last frame, for `--print-frame`.
  var frame: Frame?
}
