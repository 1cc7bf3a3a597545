import WheelPickerCore

extension SheetSnapshot {
  /// The snapshot of a sheet showing `engine`, with the panel up.
  ///
  /// ```swift
  /// let snapshot = SheetSnapshot(engine: engine, title: "选择日期", style: .chinese,
  ///                              container: SheetSize(width: 375, height: 667), safeArea: SheetInsets(bottom: 34))
  /// snapshot.columns[0].rows.first { $0.isSelected }?.text   // "2026年"
  /// ```
  ///
  /// - Parameters:
  ///   - engine: the wheels and their selection.
  ///   - title: the title in the bar (`选择日期`); empty for none.
  ///   - style: colours, fonts, button titles.
  ///   - geometry: sizes and places.
  ///   - container: the size of the view the sheet covers.
  ///   - safeArea: the container's safe area.
  ///   - appearance: light or dark.
  /// - Complexity: O(*w* × (*v* + *s*)) for *w* wheels, *v* visible rows and
  ///   *s* rows measured to size a wheel by its content
  ///   (``WheelWidths/sampleLimit``; none for weighted wheels).
  public init<Model: WheelModel>(
    engine: SelectionEngine<Model>, title: String, style: SheetStyle,
    geometry: SheetGeometry = SheetGeometry(),
    container: SheetSize, safeArea: SheetInsets = .zero, appearance: SheetAppearance = .light
  ) {
    let palette = style.palette(for: appearance)
    let cancelWidth = TextWidthEstimate.width(of: style.cancelTitle, fontSize: style.cancelFont.size)
    let confirmWidth = TextWidthEstimate.width(of: style.confirmTitle, fontSize: style.confirmFont.size)
    let cancelFrame = geometry.cancelButtonFrame(in: container, safeArea: safeArea, titleWidth: cancelWidth)
    let confirmFrame = geometry.confirmButtonFrame(
      in: container, safeArea: safeArea, titleWidth: confirmWidth)
    let bar = geometry.barFrame(in: container, safeArea: safeArea)
    let area = geometry.wheelArea(in: container, safeArea: safeArea)
    let band = geometry.centreBand(in: container, safeArea: safeArea)
    // The title stays centred on the bar, so it may use twice the room left by the wider button.
    let titleRoom = bar.width - 2 * (max(cancelFrame.maxX - bar.x, bar.maxX - confirmFrame.x) + 8)

    self.init(
      size: container, style: style, appearance: appearance, backdropAlpha: geometry.backdropAlpha,
      panel: geometry.panelFrame(in: container, safeArea: safeArea), bar: bar,
      title: Self.fitted(title, width: titleRoom, fontSize: style.titleFont.size),
      cancelButton: Button(
        title: style.cancelTitle, frame: cancelFrame, tint: palette.cancelTint, font: style.cancelFont),
      confirmButton: Button(
        title: style.confirmTitle, frame: confirmFrame, tint: palette.confirmTint, font: style.confirmFont),
      wheelArea: area, centreBand: band, columns: [])

    let order = engine.model.displayOrder
    let widths = WheelWidths.widths(of: engine, available: area.width, style: style, geometry: geometry)
    let starts = Set(WheelGroups.starts(of: engine.model))
    let room = WheelGroups.room(style: style, geometry: geometry)
    var x = area.x
    for (position, wheel) in order.enumerated() {
      if starts.contains(position) {
        // x is one gap past the previous wheel: the separator is centred in that gap and its room.
        separators.append(
          Separator(
            text: WheelGroups.text(style: style), x: x - geometry.wheelGap + (geometry.wheelGap + room) / 2,
            y: band.midY))
        x += room
      }
      let width = position < widths.count ? widths[position] : 0
      columns.append(
        Self.column(
          wheel: wheel, x: x, width: width, engine: engine, style: style, geometry: geometry, band: band))
      x += width + geometry.wheelGap
    }
  }

  /// One wheel's column: its visible rows on the cylinder, its unit, or the
  /// placeholder of an empty wheel.
  private static func column<Model: WheelModel>(
    wheel: Int, x: Double, width: Double, engine: SelectionEngine<Model>, style: SheetStyle,
    geometry: SheetGeometry, band: SheetRect
  ) -> Column {
    let traits = engine.model.traits(ofWheel: wheel)
    let count = engine.rowCount(ofWheel: wheel)
    let unitWidth = traits.unit.map { TextWidthEstimate.width(of: $0, fontSize: style.unitFont.size) } ?? 0
    let unitRoom = count > 0 && unitWidth > 0 ? unitWidth + style.unitSpacing : 0
    // Rows and unit are centred together, so a unit does not push the numbers off centre by much.
    let textCenterX = x + (width - unitRoom) / 2
    let textWidth = max(0, width - unitRoom - 2 * style.rowPadding)
    let center = band.midY
    let label = engine.accessibilityLabel(ofWheel: wheel, words: style.words)
    let value = engine.accessibilityValue(ofWheel: wheel, words: style.words)

    func row(_ model: Int?, text: String, offset: Int, isSelected: Bool, isEnabled: Bool) -> Row {
      let curve = geometry.curvature(atOffset: Double(offset))
      return Row(
        row: model, text: fitted(text, width: textWidth, fontSize: style.rowFont.size), offset: offset,
        y: center + curve.displacement, height: geometry.rowHeight * curve.scale, scale: curve.scale,
        alpha: curve.alpha, isSelected: isSelected, isEnabled: isEnabled,
        spokenText: engine.spokenText(ofRow: model ?? -1, inWheel: wheel, words: style.words))
    }

    guard count > 0, let selected = engine.selectedRow(inWheel: wheel) else {
      return Column(
        wheel: wheel, x: x, width: width, textCenterX: textCenterX,
        rows: [row(nil, text: style.emptyWheelText, offset: 0, isSelected: false, isEnabled: false)],
        unit: nil, isEmpty: true, isCyclic: traits.isCyclic, accessibilityLabel: label,
        accessibilityValue: value)
    }
    var rows: [Row] = []
    for offset in geometry.visibleOffsets {
      var index = selected + offset
      if traits.isCyclic {
        index = ((index % count) + count) % count
      } else if index < 0 || index >= count {
        continue
      }
      rows.append(
        row(
          index, text: engine.title(ofRow: index, inWheel: wheel), offset: offset, isSelected: offset == 0,
          isEnabled: engine.isRowEnabled(index, inWheel: wheel)))
    }
    let unit = traits.unit.flatMap { unit -> UnitLabel? in
      guard unitWidth > 0, let centre = rows.first(where: \.isSelected) else { return nil }
      let shown = TextWidthEstimate.width(of: centre.text, fontSize: style.rowFont.size)
      return UnitLabel(text: unit, x: textCenterX + shown / 2 + style.unitSpacing, y: center)
    }
    return Column(
      wheel: wheel, x: x, width: width, textCenterX: textCenterX, rows: rows, unit: unit, isEmpty: false,
      isCyclic: traits.isCyclic, accessibilityLabel: label, accessibilityValue: value)
  }

  /// `text`, shortened with `…` at the end until it fits `width` at `fontSize`.
  ///
  /// - Complexity: O(*n*) in the text's characters.
  static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
    guard TextWidthEstimate.width(of: text, fontSize: fontSize) > width else { return text }
    let ellipsis = TextWidthEstimate.width(of: "…", fontSize: fontSize)
    var kept = ""
    var used = 0.0
    for character in text {
      let next = TextWidthEstimate.emWidth(of: character) * fontSize
      if used + next + ellipsis > width { break }
      kept.append(character)
      used += next
    }
    return kept + "…"
  }
}
