import WheelPickerCore
import WheelPickerPresentation
import WheelPickerTerminal

extension SheetPresenter {
  /// The line `--print-query` writes before the answer: the query as text (neutralised on a
  /// terminal), or as a JSON string with `--format json`.
  func queryLine(_ query: String) -> [UInt8] {
    switch options.format {
    case .json: return Array((JSONValue.string(query).serialized + "\n").utf8)
    case .text where console.isOutputTerminal: return Array((PickerAnswer.neutralised(query) + "\n").utf8)
    case .text: return Array((query + "\n").utf8)
    }
  }

  /// Ends without an answer: writes `output` (the `--print-query` line, or nothing) and exits 1,
  /// unless writing failed.
  func finishWithoutAnswer(_ output: [UInt8]) -> ExitStatus {
    guard !output.isEmpty else { return .cancelled }
    let status = console.finish(writing: output)
    return status == .confirmed ? .cancelled : status
  }

  /// `--select-1` and `--exit-0`: the status when the starting query's matches decide without a
  /// sheet (exactly one: its answer; none: exit 1), else `nil`. Without a query every answer
  /// of the picker counts: one when every wheel has at most one row, none when the first has none.
  func answerAtOnce<Model>(
    _ sheet: PreparedSheet<Model>, program: SheetProgram<Model>, query: QueryOptions
  ) -> ExitStatus? {
    guard query.selectsOne || query.exitsWhenNone else { return nil }
    let state = program.initialState(engine: sheet.engine, size: options.headlessSize).sheet
    let engine = state.engine
    let count: Int
    if state.query.isEmpty {
      let rows = (0..<engine.wheelCount).map { engine.rowCount(ofWheel: $0) }
      count = rows.first == 0 ? 0 : rows.allSatisfy { $0 <= 1 } ? 1 : 2
    } else {
      count = state.matches.count
    }
    let queryLine = query.printsQuery ? self.queryLine(state.query) : []
    if count == 0, query.exitsWhenNone { return finishWithoutAnswer(queryLine) }
    guard count == 1, query.selectsOne else { return nil }
    let output = sheet.answer(engine.value).output(for: options.format, isTerminal: console.isOutputTerminal)
    return console.finish(writing: queryLine + output)
  }

  /// `--filter`: prints every match of `query`, best first, as the sheet's search orders them
  /// (each as the path down to the row it found: `PreparedSheet.matchAnswer`), or every answer
  /// of the picker for an empty query; no sheet. Text: one answer a line; JSON: one array.
  ///
  /// - Returns: 0 when something matched, 1 when nothing did (or how writing failed).
  func filter<Model>(
    _ sheet: PreparedSheet<Model>, program: SheetProgram<Model>, query: String, printsQuery: Bool
  ) -> ExitStatus {
    let answers = Self.filtered(sheet, search: program.sheet.search, query: query)
    var output = printsQuery ? queryLine(query) : []
    switch options.format {
    case .json:
      output += Array((JSONValue.array(answers.map(\.json)).serialized + "\n").utf8)
    case .text:
      for answer in answers { output += answer.output(for: .text, isTerminal: console.isOutputTerminal) }
    }
    guard !answers.isEmpty else { return finishWithoutAnswer(output) }
    return console.finish(writing: output)
  }

  /// The answers `--filter` prints.
  ///
  /// - Complexity: one search and O(depth) a match; every answer of the picker for an empty query.
  static func filtered<Model>(
    _ sheet: PreparedSheet<Model>, search: AnySheetSearch<Model>?, query: String
  ) -> [PickerAnswer] {
    guard query.contains(where: { !$0.isWhitespace }) else { return everyAnswer(of: sheet) }
    guard let search else { return [] }
    // A match on a disabled row (or under one) is no answer, as the sheet never confirms it.
    return search.matches(for: query, in: sheet.engine, focusedWheel: 0).compactMap { match in
      var engine = sheet.engine
      for step in match.steps {
        guard engine.isRowEnabled(step.row, inWheel: step.wheel) else { return nil }
        engine.selectRow(step.row, inWheel: step.wheel)
      }
      return sheet.matchAnswer(engine.value, match.steps.count)
    }
  }

  /// Every answer the sheet could give, in row order depth first (disabled rows left out).
  ///
  /// - Complexity: O(answers × depth); the last wheel's rows are answered in place, so a list
  ///   keeps one engine, not one a row.
  static func everyAnswer<Model>(of sheet: PreparedSheet<Model>) -> [PickerAnswer] {
    var answers: [PickerAnswer] = []
    var pending: [(engine: SelectionEngine<Model>, wheel: Int)] = [(sheet.engine, 0)]
    while let (engine, wheel) = pending.popLast() {
      let count = wheel < engine.wheelCount ? engine.rowCount(ofWheel: wheel) : 0
      guard count > 0 else {
        if wheel > 0 { answers.append(sheet.answer(engine.value)) }
        continue
      }
      var next = engine
      if wheel == engine.wheelCount - 1 {
        for row in 0..<count where engine.isRowEnabled(row, inWheel: wheel) {
          next.selectRow(row, inWheel: wheel)
          answers.append(sheet.answer(next.value))
        }
        continue
      }
      // Pushed last row first, so that rows come off in order.
      for row in (0..<count).reversed() where engine.isRowEnabled(row, inWheel: wheel) {
        next = engine
        next.selectRow(row, inWheel: wheel)
        pending.append((next, wheel + 1))
      }
    }
    return answers
  }
}

extension SheetPresenter {
  /// Presents a sheet searched by its focused wheel (`list`, `wheels`) with the search options:
  /// wrapping wheels (`--cyclic`), `--filter` without a sheet, or the sheet from `--query`.
  func presentSearchingFocusedWheel<Model>(_ sheet: PreparedSheet<Model>, query: QueryOptions) -> ExitStatus {
    guard query.isCyclic else { return presentFocused(sheet, query: query) }
    return presentFocused(sheet.cyclic(), query: query)
  }

  private func presentFocused<Model>(_ sheet: PreparedSheet<Model>, query: QueryOptions) -> ExitStatus {
    guard let filter = query.filter else { return present(sheet, program: program(for: sheet), query: query) }
    let program = program(for: sheet, search: FocusedWheelSearch<Model>(limit: .max))
    return self.filter(sheet, program: program, query: filter, printsQuery: query.printsQuery)
  }

  /// Presents a sheet with a search of the caller's (a whole cascade) and the search options:
  /// `--filter` without a sheet, or the sheet from `--query`.
  func presentSearching<Model>(
    _ sheet: PreparedSheet<Model>, program: SheetProgram<Model>, query: QueryOptions
  ) -> ExitStatus {
    guard let filter = query.filter else { return present(sheet, program: program, query: query) }
    return self.filter(sheet, program: program, query: filter, printsQuery: query.printsQuery)
  }
}
