import Foundation
import WheelPickerCore
import WheelPickerTerminal

/// A terminal window showing a command line and the frame the terminal sheet draws under it: the
/// README's picture of `wheelpicker` at work, drawn cell by cell from the program's own ``Frame``
/// (``SheetProgram/render(_:)``, as the command's first frame), with its colours and styles.
struct TerminalPicture {
  /// The command line shown at the prompt above the sheet.
  var command: String
  /// The frame the sheet drew.
  var frame: Frame

  /// The width and height of one cell, in pixels (a 14-pixel monospace font).
  static let cell = (width: 8.4, height: 18.0)
  /// The margin around the text, and the title bar's height.
  static let margin = 12.0
  static let titleBar = 28.0

  /// The date sheet of `wheelpicker date --from 1940 --to now --present --select 2024-02-29` (no
  /// animation) at 80 columns, in English, on a fixed clock.
  static func dateSheet() throws(WheelPickerError) -> TerminalPicture {
    let configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "en_US", now: PictureGallery.now, minimum: .year(1940), maximum: .now,
      includesPresent: true)
    var engine = SelectionEngine(model: try DatePickerModel(configuration))
    try engine.select(.fields(year: 2024, month: 2, day: 29))
    let program = SheetProgram<DatePickerModel>(
      configuration: SheetConfiguration(title: "Pick a date", isAnimated: false))
    let state = program.initialState(engine: engine, size: TerminalSize(columns: 80, lines: 24))
    return TerminalPicture(
      command: "wheelpicker date --from 1940 --to now --present --select 2024-02-29",
      frame: program.render(state))
  }

  /// The picture: a dark window, the prompt line, then the frame's lines.
  var svg: String {
    let lines = frame.height + 2
    let width = Self.margin * 2 + Double(frame.width) * Self.cell.width
    let height = Self.titleBar + Self.margin * 2 + Double(lines) * Self.cell.height
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        + " viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">",
      "<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"#1e1e1e\"/>",
      "<rect width=\"100%\" height=\"\(Self.number(Self.titleBar))\" rx=\"8\" fill=\"#323232\"/>",
      "<rect y=\"\(Self.number(Self.titleBar - 8))\" width=\"100%\" height=\"8\" fill=\"#323232\"/>",
    ]
    for (index, colour) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
      out.append("<circle cx=\"\(18 + index * 20)\" cy=\"14\" r=\"6\" fill=\"\(colour)\"/>")
    }
    out.append(
      "<g font-family=\"'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', monospace\" font-size=\"14\""
        + " xml:space=\"preserve\">")
    out.append(Self.text("$ " + command, column: 0, line: 0, style: Style(foreground: .indexed(252))))
    for y in 0..<frame.height { out += row(y, line: y + 2) }
    out.append("</g>")
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// One frame line: a background rectangle and a text run per stretch of cells of one style.
  private func row(_ y: Int, line: Int) -> [String] {
    var out: [String] = []
    let cells = Array(frame.line(y))
    var start = 0
    while start < cells.count {
      var end = start + 1
      while end < cells.count, cells[end].style == cells[start].style { end += 1 }
      let style = cells[start].style
      let (_, background) = Self.colours(style)
      if let background {
        out.append(
          "<rect x=\"\(Self.number(Self.x(start)))\" y=\"\(Self.number(Self.top(line)))\""
            + " width=\"\(Self.number(Double(end - start) * Self.cell.width))\""
            + " height=\"\(Self.number(Self.cell.height))\" fill=\"\(background)\"/>")
      }
      // The run's characters and their columns, without the blanks at either end.
      let placed = (start..<end).filter { !cells[$0].isContinuation }.map { ($0, cells[$0].character) }
      let visible = placed.drop { $0.1 == " " }.reversed().drop { $0.1 == " " }.reversed()
      if !visible.isEmpty {
        out.append(
          Self.element(
            String(visible.map(\.1)), x: visible.map { Self.number(Self.x($0.0)) }.joined(separator: " "),
            line: line, style: style))
      }
      start = end
    }
    return out
  }

  /// A text run whose characters sit at the x positions given (one per character, or one for the
  /// first): each at its own column, so wide characters keep their two cells whatever the font's
  /// own advance.
  private static func text(_ text: String, column: Int, line: Int, style: Style) -> String {
    element(text, x: number(x(column)), line: line, style: style)
  }

  private static func element(_ text: String, x: String, line: Int, style: Style) -> String {
    let (foreground, _) = colours(style)
    var attributes = "x=\"\(x)\" y=\"\(number(baseline(line)))\" fill=\"\(foreground ?? "#d4d4d4")\""
    if style.isBold { attributes += " font-weight=\"bold\"" }
    if style.isFaint { attributes += " opacity=\"0.6\"" }
    if style.isUnderlined { attributes += " text-decoration=\"underline\"" }
    if style.isStruckThrough { attributes += " text-decoration=\"line-through\"" }
    return "<text \(attributes)>\(escaped(text))</text>"
  }

  private static func x(_ column: Int) -> Double { margin + Double(column) * cell.width }
  private static func top(_ line: Int) -> Double { titleBar + margin + Double(line) * cell.height }
  private static func baseline(_ line: Int) -> Double { top(line) + 14 }

  /// The text and background colours of a style as a dark terminal shows them (xterm's palette).
  static func colours(_ style: Style) -> (foreground: String?, background: String?) {
    var foreground = style.foreground.map(rgb)
    var background = style.background.map(rgb)
    if style.isReversed {
      (foreground, background) = (background ?? "#1e1e1e", foreground ?? "#d4d4d4")
    }
    return (foreground, background)
  }

  /// xterm's 256 colours: 16 basic, a 6×6×6 cube, 24 greys.
  static func rgb(_ colour: Style.Color) -> String {
    let basic = [
      "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
      "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
    ]
    let index: Int
    switch colour {
    case .basic(let number): index = Int(number) % 16
    case .indexed(let number): index = Int(number)
    }
    if index < 16 { return basic[index] }
    if index >= 232 {
      let level = 8 + (index - 232) * 10
      return hex(level, level, level)
    }
    let cube = index - 16
    let steps = [0, 95, 135, 175, 215, 255]
    return hex(steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
  }

  private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
    "#"
      + [red, green, blue].map { value in
        let digits = String(value, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  private static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }
}
