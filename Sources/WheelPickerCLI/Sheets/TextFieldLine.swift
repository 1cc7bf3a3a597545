import WheelPickerTerminal

/// The demo's text field: a label and a boxed value, drawn near the top
/// of the backdrop so the value can be watched while the wheels move.
struct TextFieldLine: Sendable {
  /// What the field is for (`省份-城市`).
  var label: String
  /// The field's text.
  var text: String

  /// Draws the field on line 1 of `frame`, undimmed, over whatever is there.
  func draw(into frame: inout Frame) {
    guard frame.height > 2, frame.width > 4 else { return }
    let labelText = TextSanitizer.sanitize(label) + "  "
    let labelWidth = min(DisplayWidth.of(labelText), frame.width / 2)
    let fieldWidth = max(1, min(frame.width - labelWidth - 4, 40))
    let shown = DisplayWidth.truncate(TextSanitizer.sanitize(text), toWidth: fieldWidth - 2)
    frame.fill(.blank, x: 0, y: 1, width: frame.width, height: 1)
    frame.draw(labelText, x: 2, y: 1, maxWidth: labelWidth, style: Style(isBold: true))
    let padded = " " + shown + String(repeating: " ", count: max(0, fieldWidth - 1 - DisplayWidth.of(shown)))
    frame.draw(padded, x: 2 + labelWidth, y: 1, maxWidth: fieldWidth, style: Style(isUnderlined: true))
  }
}
