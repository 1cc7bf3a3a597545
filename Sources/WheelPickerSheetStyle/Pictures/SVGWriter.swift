import WheelPickerPresentation

/// Builds an SVG document as text: one element a line, attributes in the order
/// given, numbers with at most two decimals, so output is byte-stable.
struct SVGWriter {
  private(set) var text = ""
  private var depth = 0

  /// Where the baseline sits below a line's vertical centre, in ems: the
  /// middle of a CJK ideograph and of Latin capitals and digits.
  static let baselineShift = 0.35

  mutating func open(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  mutating func rect(_ rect: SheetRect, fill: SheetColor, radius: Double = 0, stroke: SheetColor? = nil) {
    var attributes = [
      ("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)),
      ("height", number(rect.height)),
    ]
    if radius > 0 { attributes.append(("rx", number(radius))) }
    attributes += self.fill(fill)
    if let stroke {
      attributes += [("stroke", stroke.hexRGB), ("stroke-width", "1")]
      if stroke.alpha < 1 { attributes.append(("stroke-opacity", number(stroke.alpha))) }
    }
    element("rect", attributes)
  }

  /// Text centred vertically on `y`; horizontally by `anchor` (`middle`, `start`).
  mutating func text(
    _ content: String, x: Double, y: Double, font: SheetStyle.Font, fill: SheetColor,
    anchor: String = "middle",
    verticalScale: Double = 1
  ) {
    var attributes: [(String, String)]
    let baseline = font.size * Self.baselineShift
    if verticalScale == 1 {
      attributes = [("x", number(x)), ("y", number(y + baseline))]
    } else {
      // Shrunk about the row's centre, as the wheel's cylinder does. The scale is uniform because
      // librsvg (which makes the README's PNGs) places centred text wrongly under a non-uniform
      // scale: it anchors by the width the text would have at the vertical scale alone.
      attributes = [
        ("transform", "translate(\(number(x)) \(number(y))) scale(\(number(verticalScale, decimals: 3)))"),
        ("y", number(baseline)),
      ]
    }
    var content = content
    if Self.isEmojiOnly(content) {
      attributes.append(("font-family", SheetPicture.emojiFontFamily))
      content = Self.inTextPresentation(content)
    }
    attributes += [("font-size", number(font.size))]
    if font.weight != .regular { attributes.append(("font-weight", String(font.weight.numericValue))) }
    attributes.append(("text-anchor", anchor))
    attributes += self.fill(fill)
    line("<text\(Self.attributes(attributes))>\(Self.escaped(content))</text>")
  }

  /// Whether `text` is made only of emoji (and their presentation selectors).
  static func isEmojiOnly(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0xFE0E
      }
  }

  /// Each emoji followed by U+FE0E (text presentation), other selectors dropped.
  static func inTextPresentation(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars where scalar.value != 0xFE0F && scalar.value != 0xFE0E {
      result.unicodeScalars.append(scalar)
      result.unicodeScalars.append("\u{FE0E}")
    }
    return result
  }

  func fill(_ color: SheetColor) -> [(String, String)] {
    var attributes = [("fill", color.hexRGB)]
    if color.alpha < 1 { attributes.append(("fill-opacity", number(color.alpha, decimals: 3))) }
    return attributes
  }

  /// `value` with at most `decimals` decimals, trailing zeros dropped, never `-0`.
  func number(_ value: Double) -> String { number(value, decimals: 2) }

  func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    var fraction = String(magnitude % scale)
    while fraction.count < decimals { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(magnitude / scale) + (fraction.isEmpty ? "" : "." + fraction)
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: max(0, depth)) + content + "\n"
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
  }

  /// Text safe inside an element or an attribute; control characters from data are dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case _ where scalar.properties.generalCategory == .control: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
