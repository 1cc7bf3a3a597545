import WheelPickerCore
import WheelPickerPresentation

extension SheetSnapshot {
  /// The snapshot of a sheet showing `engine`, with the panel up.
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// let engine = SelectionEngine(model: try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, locale: Locale(identifier: "zh_Hans"), now: now)))
  /// -->
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
  ///   (`WheelWidths.sampleLimit`; none for weighted wheels).
  public init<Model: WheelModel>(
    engine: SelectionEngine<Model>, title: String, style: SheetStyle,
    geometry: SheetGeometry = SheetGeometry(),
    container: SheetSize, safeArea: SheetInsets = .zero, appearance: SheetAppearance = .light
  ) {
    let sheet = PickerSheet<Model>(
      words: style.words, title: title, search: nil, metrics: .points(style: style, geometry: geometry))
    self.init(
      sheet: sheet, state: sheet.initialState(engine: engine), style: style, geometry: geometry,
      container: container, safeArea: safeArea, appearance: appearance)
  }

  /// The snapshot of a sheet's state, with the panel up: drawn from the sheet's plan
  /// (``/WheelPickerPresentation/PickerSheet/plan(_:width:)``), so the bar (Cancel and Confirm, Done, or Spin), the
  /// widths, the separators, the units and the placeholders are the ones every face shows.
  ///
  /// The style's button titles are used where they differ from the style's words (a caller's
  /// own titles); otherwise the plan's.
  ///
  /// - Complexity: O(*w* × *v*) for *w* wheels and *v* visible rows.
  public init<Model: WheelModel>(
    sheet: PickerSheet<Model>, state: PickerSheet<Model>.State, style: SheetStyle,
    geometry: SheetGeometry = SheetGeometry(), container: SheetSize, safeArea: SheetInsets = .zero,
    appearance: SheetAppearance = .light
  ) {
    let palette = style.palette(for: appearance)
    let area = geometry.wheelArea(in: container, safeArea: safeArea)
    let plan = sheet.plan(state, width: area.width)
    let cancelTitle = plan.bar.cancel.map { style.cancelTitle != style.words.cancel ? style.cancelTitle : $0 }
    let confirmTitle =
      sheet.buttons == .cancelAndConfirm && style.confirmTitle != style.words.confirm
      ? style.confirmTitle : plan.bar.confirm
    let cancelWidth = TextWidthEstimate.width(of: cancelTitle ?? "", fontSize: style.cancelFont.size)
    let confirmWidth = TextWidthEstimate.width(of: confirmTitle, fontSize: style.confirmFont.size)
    let cancelFrame = geometry.cancelButtonFrame(in: container, safeArea: safeArea, titleWidth: cancelWidth)
    let confirmFrame = geometry.confirmButtonFrame(
      in: container, safeArea: safeArea, titleWidth: confirmWidth)
    let bar = geometry.barFrame(in: container, safeArea: safeArea)
    let band = geometry.centreBand(in: container, safeArea: safeArea)
    // The title stays centred on the bar, so it may use twice the room left by the wider button.
    let leadingRoom = cancelTitle == nil ? geometry.buttonMargin : cancelFrame.maxX - bar.x
    let titleRoom = bar.width - 2 * (max(leadingRoom, bar.maxX - confirmFrame.x) + 8)

    self.init(
      size: container, style: style, appearance: appearance, backdropAlpha: geometry.backdropAlpha,
      panel: geometry.panelFrame(in: container, safeArea: safeArea), bar: bar,
      title: Self.fitted(plan.bar.title, width: titleRoom, fontSize: style.titleFont.size),
      cancelButton: cancelTitle.map {
        Button(title: $0, frame: cancelFrame, tint: palette.cancelTint, font: style.cancelFont)
      },
      confirmButton: Button(
        title: confirmTitle, frame: confirmFrame,
        tint: plan.bar.isConfirmEnabled ? palette.confirmTint : palette.disabledRowText,
        font: style.confirmFont),
      wheelArea: area, centreBand: band, columns: [])

    let engine = state.engine
    for separator in plan.separators {
      separators.append(
        Separator(text: separator.text, x: area.x + separator.x + separator.width / 2, y: band.midY))
    }
    for planned in plan.columns {
      columns.append(
        Self.column(
          planned, x: area.x + planned.x, engine: engine, style: style, geometry: geometry, band: band))
    }
  }

  /// One wheel's column: its visible rows on the cylinder, its unit, or the
  /// placeholder of an empty wheel.
  private static func column<Model: WheelModel>(
    _ planned: SheetPlan.Column, x: Double, engine: SelectionEngine<Model>, style: SheetStyle,
    geometry: SheetGeometry, band: SheetRect
  ) -> Column {
    let wheel = planned.wheel
    let width = planned.width
    let traits = engine.model.traits(ofWheel: wheel)
    let count = engine.rowCount(ofWheel: wheel)
    // Positions come from the plan, moved from the wheel area's edge to the container's.
    let shift = x - planned.x
    let textX = planned.textX + shift
    let textWidth = planned.textWidth
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
        wheel: wheel, x: x, width: width, textX: textX, textWidth: textWidth,
        textAlignment: planned.textAlignment,
        rows: [row(nil, text: planned.placeholder ?? "", offset: 0, isSelected: false, isEnabled: false)],
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
    let unit = planned.unit.flatMap { unit -> UnitLabel? in
      guard let unitX = planned.unitX, rows.contains(where: \.isSelected) else { return nil }
      return UnitLabel(text: unit, x: unitX + shift, y: center)
    }
    return Column(
      wheel: wheel, x: x, width: width, textX: textX, textWidth: textWidth,
      textAlignment: planned.textAlignment, rows: rows, unit: unit, isEmpty: false,
      isCyclic: traits.isCyclic, accessibilityLabel: label, accessibilityValue: value)
  }

  /// `text`, shortened with `…` at the end until it fits `width` at `fontSize`.
  ///
  /// - Complexity: O(*n*) in the text's characters.
  static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
    // A little slack: a width that is the sum of the same measures may come out a hair smaller.
    guard TextWidthEstimate.width(of: text, fontSize: fontSize) > width + 1e-6 else { return text }
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
