import WheelPickerPresentation

/// A snapshot drawn as the iOS sheet, in SVG: the dimmed screen, the panel
/// with rounded top corners, the bar with Cancel, title and Confirm, the
/// wheels on their cylinder with the centre band, units beside the centre.
///
/// Pure string building, byte for byte the same on every platform, so pictures
/// can be reviewed, kept as golden files and shown in the README.
///
/// <!-- snippet:
/// let engine = SelectionEngine(model: ListModel(["2k以下", "2k-5k", "5k-10k"]))
/// let snapshot = SheetSnapshot(engine: engine, title: "月薪", style: .chinese, container: SheetSize(width: 375, height: 667))
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).svg")
/// defer { try? FileManager.default.removeItem(at: url) }
/// -->
/// ```swift
/// let picture = SheetPicture(snapshot: snapshot)
/// try picture.svg.write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct SheetPicture: Hashable, Sendable {
  /// A text field on the screen behind the sheet (the field the picker types into).
  public struct TextField: Hashable, Sendable {
    /// The label above the field.
    public var label: String
    /// The field's text.
    public var text: String
    /// The field's frame.
    public var frame: SheetRect

    /// Creates a text field.
    public init(label: String, text: String, frame: SheetRect) {
      self.label = label
      self.text = text
      self.frame = frame
    }
  }

  /// What is drawn.
  public var snapshot: SheetSnapshot
  /// Text fields on the screen behind the sheet.
  public var textFields: [TextField]
  /// Whether the wheels are a screen of their own, as the faces show a slot machine: no backdrop and
  /// no bar, the bar's title (the result) and its trailing button (Spin) below the wheels.
  public var isScreen = false

  /// Creates a picture of `snapshot`, with `textFields` on the screen behind it.
  public init(snapshot: SheetSnapshot, textFields: [TextField] = []) {
    self.snapshot = snapshot
    self.textFields = textFields
  }

  /// The fonts of text, in order of preference: Apple's system fonts, then
  /// a font that draws CJK where Apple's are missing.
  ///
  /// No emoji font here: where one is listed, renderers such as librsvg take
  /// its keycap digits for every digit. Text made only of emoji uses
  /// ``emojiFontFamily`` instead.
  public static let fontFamily = "-apple-system, 'SF Pro Text', 'PingFang SC', 'Noto Sans CJK SC', sans-serif"

  /// The fonts of text made only of emoji (a slot machine's reels).
  ///
  /// Such text is written in text presentation (each emoji followed by
  /// U+FE0E) in an outline font: librsvg outlines colour emoji fonts into
  /// unreadable blots, and takes a colour font wherever one is named, while
  /// Symbola draws clean figures. Elsewhere the system's fallback finds the
  /// colour emoji font.
  public static let emojiFontFamily = "Symbola, sans-serif"

  /// The SVG document.
  ///
  /// - Complexity: O(*w* × *v*) for *w* wheels of *v* visible rows.
  public var svg: String {
    let s = snapshot
    let palette = s.palette
    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", svg.number(s.size.width)),
        ("height", svg.number(s.size.height)),
        ("viewBox", "0 0 \(svg.number(s.size.width)) \(svg.number(s.size.height))"),
        ("font-family", Self.fontFamily),
      ])
    let screen = palette.appearance == .light ? SheetColor(rgb: 0xF2F2F7) : SheetColor.black
    svg.rect(SheetRect(x: 0, y: 0, width: s.size.width, height: s.size.height), fill: screen)
    if isScreen {
      drawScreen(into: &svg)
      svg.close("svg")
      return svg.text
    }
    for field in textFields { drawTextField(field, into: &svg) }
    if s.backdropAlpha > 0 {
      svg.rect(
        SheetRect(x: 0, y: 0, width: s.size.width, height: s.size.height),
        fill: palette.backdrop.withAlpha(s.backdropAlpha))
    }
    svg.element(
      "path",
      [("d", topRoundedPath(s.panel, radius: s.style.cornerRadius, svg: svg))]
        + svg.fill(palette.panelBackground))
    drawBar(into: &svg)
    svg.rect(
      s.centreBand.insetBy(dx: s.style.centreBandInset), fill: palette.centreBand,
      radius: s.style.centreBandCornerRadius)
    for column in s.columns { drawColumn(column, into: &svg) }
    for separator in s.separators {
      svg.text(separator.text, x: separator.x, y: separator.y, font: s.style.rowFont, fill: palette.rowText)
    }
    svg.close("svg")
    return svg.text
  }

  /// The wheels, the result and the button stacked 16 points apart (the faces' stack spacing) and
  /// centred on the screen, as the faces lay a slot machine out.
  private func drawScreen(into svg: inout SVGWriter) {
    let s = snapshot
    let palette = s.palette
    let wheels = SheetRect(
      x: s.panel.x, y: s.bar.maxY, width: s.panel.width, height: s.panel.maxY - s.bar.maxY)
    let below = 16 + s.style.titleFont.size * 1.3 + 16 + s.confirmButton.frame.height
    let shift = wheels.y - max(0, (s.size.height - wheels.height - below) / 2)
    svg.rect(SheetRect(x: 0, y: 0, width: s.size.width, height: s.size.height), fill: palette.panelBackground)
    svg.open("g", [("transform", "translate(0 \(svg.number(-shift)))")])
    svg.rect(
      s.centreBand.insetBy(dx: s.style.centreBandInset), fill: palette.centreBand,
      radius: s.style.centreBandCornerRadius)
    for column in s.columns { drawColumn(column, into: &svg) }
    svg.close("g")
    let resultY = wheels.maxY - shift + 16 + s.style.titleFont.size * 0.65
    if !s.title.isEmpty {
      svg.text(s.title, x: wheels.midX, y: resultY, font: s.style.titleFont, fill: SheetColor(rgb: 0xFF3B30))
    }
    svg.text(
      s.confirmButton.title, x: wheels.midX,
      y: resultY + s.style.titleFont.size * 0.65 + 16
        + s.confirmButton.frame.height / 2,
      font: s.confirmButton.font, fill: s.confirmButton.tint)
  }

  private func drawBar(into svg: inout SVGWriter) {
    let s = snapshot
    let palette = s.palette
    let line = s.style.separatorThickness
    svg.rect(
      SheetRect(x: s.panel.x, y: s.bar.maxY - line, width: s.panel.width, height: line),
      fill: palette.separator)
    if let cancel = s.cancelButton {
      svg.text(cancel.title, x: cancel.frame.midX, y: cancel.frame.midY, font: cancel.font, fill: cancel.tint)
    }
    if !s.title.isEmpty {
      svg.text(s.title, x: s.bar.midX, y: s.bar.midY, font: s.style.titleFont, fill: palette.titleText)
    }
    svg.text(
      s.confirmButton.title, x: s.confirmButton.frame.midX, y: s.confirmButton.frame.midY,
      font: s.confirmButton.font,
      fill: s.confirmButton.tint)
  }

  private func drawColumn(_ column: SheetSnapshot.Column, into svg: inout SVGWriter) {
    let s = snapshot
    let palette = s.palette
    svg.open("g", [("data-wheel", String(column.wheel))])
    for row in column.rows {
      let color = row.isEnabled ? palette.rowText : palette.disabledRowText
      svg.text(
        row.text, x: column.textAnchorX, y: row.y, font: s.style.rowFont,
        fill: color.withAlpha(color.alpha * row.alpha),
        anchor: column.textAlignment == .center || row.row == nil ? "middle" : "end", verticalScale: row.scale
      )
    }
    if let unit = column.unit {
      svg.text(
        unit.text, x: unit.x, y: unit.y, font: s.style.unitFont, fill: palette.unitText, anchor: "start")
    }
    svg.close("g")
  }

  private func drawTextField(_ field: TextField, into svg: inout SVGWriter) {
    let palette = snapshot.palette
    let fieldFont = SheetStyle.Font(size: 16)
    svg.text(
      field.label, x: field.frame.x + 4, y: field.frame.y - 14, font: SheetStyle.Font(size: 13),
      fill: palette.cancelTint, anchor: "start")
    svg.rect(field.frame, fill: palette.panelBackground, radius: 8, stroke: palette.separator)
    svg.text(
      field.text, x: field.frame.x + 12, y: field.frame.midY, font: fieldFont, fill: palette.rowText,
      anchor: "start")
  }

  /// A rectangle whose top corners are rounded.
  private func topRoundedPath(_ rect: SheetRect, radius: Double, svg: SVGWriter) -> String {
    let r = min(radius, rect.width / 2, rect.height)
    let n: (Double) -> String = { svg.number($0) }
    return
      "M\(n(rect.x)) \(n(rect.maxY))V\(n(rect.y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.x + r)) \(n(rect.y))"
      + "H\(n(rect.maxX - r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX)) \(n(rect.y + r))V\(n(rect.maxY))Z"
  }
}

extension SheetRect {
  /// The rectangle shrunk by `dx` on the left and the right.
  func insetBy(dx: Double) -> SheetRect {
    SheetRect(x: x + dx, y: y, width: max(0, width - 2 * dx), height: height)
  }
}
