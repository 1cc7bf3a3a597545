import WheelPickerCore
import WheelPickerPresentation

extension SheetProgram {
  /// The frame showing a state at its size (``SheetState/size``), the sheet
  /// ``SheetState/rise`` lines below its place while it slides up.
  ///
  /// Pure. Inline, the frame is as high as the sheet; full screen, it fills
  /// the terminal with a dimmed backdrop above the sheet.
  /// - Complexity: O(visible rows × wheels + frame cells).
  public func render(_ state: SheetState<Model>) -> Frame {
    render(state, layout: SheetLayout(program: self, state: state))
  }

  /// The frame of `state` drawn with `layout`, which must be `state`'s (the runner measures it once
  /// a turn, for the frame's height and the drawing both).
  func render(_ state: SheetState<Model>, layout: SheetLayout) -> Frame {
    let size = state.size
    let isFullscreen = configuration.presentation == .fullscreen
    var frame = Frame(
      width: size.columns, height: layout.frameHeight,
      fill: isFullscreen ? .blank(themed(Theme.backdrop)) : .blank)
    if isFullscreen, let backdrop {
      frame.paste(backdrop(state.sheet.engine.value, size).mapStyles(themed), x: 0, y: 0)
    }
    if layout.isTooSmall {
      let line = max(0, (layout.frameHeight - 1) / 2)
      let style = themed(Theme.bar)
      frame.drawCentered(
        texts.tooSmall, x: 0, y: line, width: size.columns,
        style: style)
      frame.drawCentered(
        "\(size) < \(TerminalSize.minimum)", x: 0, y: line + 1, width: size.columns, style: style)
      return frame
    }
    let top = layout.sheetTop + min(max(0, state.rise), layout.frameHeight)
    if isFullscreen {
      frame.fill(.blank, x: 0, y: top, width: size.columns, height: layout.sheetHeight)
    }
    drawSheet(state, layout: layout, top: top, into: &frame)
    return frame
  }

  /// Draws the sheet with its top line at `top` (lines below the frame are clipped), straight
  /// into the frame: no sheet-sized frame is made and copied.
  private func drawSheet(_ state: SheetState<Model>, layout: SheetLayout, top: Int, into sheet: inout Frame) {
    let width = layout.size.columns
    drawBar(state, layout: layout, top: top, into: &sheet)
    sheet.fill(Cell("─", style: themed(Theme.rule)), x: 0, y: top + 1, width: width, height: 1)
    for (line, text) in configuration.header.prefix(layout.headerLines).enumerated() {
      let shown = DisplayWidth.truncate(TextSanitizer.sanitize(text), toWidth: max(0, width - 2))
      sheet.draw(shown, x: 1, y: top + 2 + line, style: themed(Theme.hint))
    }
    if state.isHelpShown {
      drawHelp(state, layout: layout, top: top, into: &sheet)
    } else {
      for (column, planned) in zip(layout.columns, layout.plan.columns) {
        drawWheel(column, planned, state, layout: layout, top: top, into: &sheet)
      }
      for (separator, planned) in zip(layout.separators, layout.plan.separators) {
        sheet.drawCentered(
          TextSanitizer.sanitize(planned.text), x: separator.lowerBound,
          y: top + layout.wheelsOffset + layout.centerOffset, width: separator.count,
          style: themed(Theme.title))
      }
      sheet.drawCentered(
        texts.help(for: state.sheet.engine).hint, x: 0, y: top + layout.wheelsOffset + layout.visibleRows,
        width: width,
        style: themed(Theme.hint))
    }
  }

  private func drawBar(_ state: SheetState<Model>, layout: SheetLayout, top: Int, into sheet: inout Frame) {
    let labels = configuration.labels
    sheet.draw(
      texts.cancel, x: layout.cancelRange.lowerBound, y: top,
      style: themed(Theme.cancel))
    // Confirm is drawn disabled while it holds the value back (rows still loading).
    let isHeld = !layout.plan.bar.isConfirmEnabled
    sheet.draw(
      texts.confirm, x: layout.confirmRange.lowerBound, y: top,
      style: themed(isHeld ? Theme.disabled(Theme.confirm) : Theme.confirm))
    let left = layout.cancelRange.upperBound + 2
    let room = layout.confirmRange.lowerBound - 2 - left
    guard room > 0 else { return }
    let text: String
    if state.isHelpShown {
      text = labels.help
    } else if !state.sheet.query.isEmpty {
      var status =
        "  "
        + (state.sheet.isSearching
          ? labels.words.searching
          : state.sheet.matches.isEmpty
            ? labels.noMatch : "\((state.sheet.matchIndex ?? 0) + 1)/\(state.sheet.matches.count)")
      let shown = state.sheet.matchIndex ?? 0
      if state.sheet.matches.indices.contains(shown), let note = state.sheet.matches[shown].note {
        status += "  " + note
      }
      if state.sheet.isQueryTruncated { status += "  " + labels.queryTruncated }
      if let marks = layout.plan.bar.status { status += "  " + marks }
      status = TextSanitizer.sanitize(status)
      // A long query shows its end, so that the count and the note stay in sight.
      let queryRoom = room - DisplayWidth.of(status) - 1
      text =
        "/" + DisplayWidth.truncateLeading(TextSanitizer.sanitize(state.sheet.query), toWidth: queryRoom)
        + status
    } else {
      let title = layout.plan.bar.title
      text = layout.plan.bar.status.map { title.isEmpty ? $0 : title + "  " + $0 } ?? title
    }
    sheet.drawCentered(TextSanitizer.sanitize(text), x: left, y: top, width: room, style: themed(Theme.title))
  }

  private func drawWheel(
    _ column: SheetLayout.Column, _ planned: SheetPlan.Column, _ state: SheetState<Model>,
    layout: SheetLayout, top: Int,
    into sheet: inout Frame
  ) {
    let engine = state.sheet.engine
    guard let wheel = state.sheet.wheel(at: column.position) else { return }
    let isFocused = column.position == state.sheet.focus
    let centerLine = top + layout.wheelsOffset + layout.centerOffset
    let inner = max(1, column.width - 2)
    let count = engine.rowCount(ofWheel: wheel)
    guard count > 0, let selected = engine.selectedRow(inWheel: wheel) else {
      sheet.drawCentered(
        TextSanitizer.sanitize(planned.placeholder ?? ""), x: column.x + 1, y: centerLine, width: inner,
        style: themed(Theme.empty))
      return
    }
    let isCyclic = engine.model.traits(ofWheel: wheel).isCyclic && count > 1
    let unit = planned.unit.map(Self.drawnUnit) ?? ""
    // A sheet that answers several rows keeps a mark's room before every row's text.
    let markRoom = min(Int(planned.markRoom), inner - 1)
    let mark = TextSanitizer.sanitize(PickerSheet<Model>.markSymbol)
    for offset in -layout.centerOffset...layout.centerOffset {
      var row = selected + offset
      if isCyclic { row = ((row % count) + count) % count }
      guard row >= 0, row < count else { continue }
      let line = centerLine + offset
      var style = Theme.row(distance: abs(offset), isFocused: isFocused)
      if !engine.isRowEnabled(row, inWheel: wheel) { style = Theme.disabled(style) }
      style = themed(style)
      if offset == 0 {
        sheet.fill(.blank(style), x: column.x, y: line, width: column.width, height: 1)
        if isFocused {
          sheet.draw("›", x: column.x, y: line, style: style)
          sheet.draw("‹", x: column.x + column.width - 1, y: line, style: style)
        }
      }
      let text = rowText(row, inWheel: wheel, unit: unit, isCenter: offset == 0, in: engine)
      let markWidth = max(0, markRoom)
      if markRoom > 0, self.sheet.isMarked(row: row, at: column.position, in: state.sheet) {
        sheet.draw(mark, x: column.x + 1, y: line, style: style)
      }
      sheet.drawCentered(text, x: column.x + 1 + markWidth, y: line, width: inner - markWidth, style: style)
      if let rowStyles = configuration.rowStyles, rowStyles.wheel == wheel {
        drawRuns(
          rowStyles.runs(ofRow: row), of: text, x: column.x + 1 + markWidth, y: line,
          width: inner - markWidth,
          style: style, into: &sheet)
      }
    }
  }

  /// Draws the styled runs of a row's text again over it, each in the row's style with the run's
  /// over it, where ``Frame/drawCentered(_:x:y:width:style:)`` put the text.
  private func drawRuns(
    _ runs: [RowStyles.Run], of text: String, x: Int, y: Int, width: Int, style: Style,
    into sheet: inout Frame
  ) {
    guard !runs.isEmpty else { return }
    let fitted = DisplayWidth.truncate(text, toWidth: width)
    let start = x + max(0, (width - DisplayWidth.of(fitted)) / 2)
    for run in runs {
      var column = 0
      var first: Int?
      var part = ""
      for character in fitted {
        let cells = DisplayWidth.of(character)
        if column >= run.columns.lowerBound, column + cells <= run.columns.upperBound {
          if first == nil { first = column }
          part.append(character)
        }
        column += cells
      }
      guard let first else { continue }
      sheet.draw(
        part, x: start + first, y: y, maxWidth: x + width - start - first,
        style: themed(RowStyles.merged(style, run.style)))
    }
  }

  private func drawHelp(_ state: SheetState<Model>, layout: SheetLayout, top: Int, into sheet: inout Frame) {
    let entries = texts.help(for: state.sheet.engine).entries
    let lines = layout.visibleRows + 1
    let columnCount = layout.helpColumns
    let columnWidth = layout.helpColumnWidth
    for (index, entry) in entries.enumerated() {
      let column = index / lines
      let line = index % lines
      guard column < columnCount else { break }
      let isLastVisible = column == columnCount - 1 && line == lines - 1 && index < entries.count - 1
      let text = isLastVisible ? "…" : DisplayWidth.truncate(entry, toWidth: columnWidth - 1)
      sheet.draw(
        text, x: 1 + column * columnWidth, y: top + layout.wheelsOffset + line, style: themed(Theme.hint))
    }
  }

  /// A style as the configuration allows it: no colours under `NO_COLOR`, nothing on `TERM=dumb`.
  func themed(_ style: Style) -> Style {
    guard configuration.usesStyles else { return .plain }
    return configuration.usesColor ? style : style.withoutColors
  }
}
