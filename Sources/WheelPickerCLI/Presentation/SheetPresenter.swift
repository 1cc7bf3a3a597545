import WheelPickerCore
import WheelPickerTerminal

/// Presents a prepared sheet, live on the terminal or headless with
/// `--keys`, and prints its outcome.
struct SheetPresenter {
  /// The common options.
  let options: CommonOptions
  /// The environment (NO_COLOR, TERM, COLUMNS/LINES).
  let environment: [String: String]
  /// Where the answer and messages go.
  let console: any Console

  /// The sheet's look from the options, the locale and the environment.
  func configuration<Model>(for sheet: PreparedSheet<Model>) -> SheetConfiguration {
    var configuration = SheetConfiguration(
      title: options.title ?? sheet.title, labels: Self.labels(for: options.locale),
      visibleRows: options.rows,
      units: sheet.units, unitDisplay: Self.unitDisplay(sheet.unitDisplay), widthWeights: sheet.widthWeights,
      pageSizes: sheet.pageSizes, presentation: options.isFullscreen ? .fullscreen : .inline,
      isAnimated: options.isAnimated, usesColor: options.usesColor, isMouseEnabled: options.usesMouse)
    configuration.keyMap = Self.keyMap(for: options.locale)
    configuration.apply(environment: environment)
    return configuration
  }

  /// The key map whose help speaks the locale's language.
  static func keyMap(for locale: LocaleSetting) -> KeyMap {
    guard locale.isChinese else { return .standard }
    return locale.isTraditionalChinese ? .traditionalChinese : .simplifiedChinese
  }

  /// The terminal's unit display for `--units`.
  static func unitDisplay(_ units: UnitLabels) -> SheetConfiguration.UnitDisplay {
    switch units {
    case .all: .all
    case .center: .center
    case .none: .none
    }
  }

  /// The sheet's words in the locale's language.
  static func labels(for locale: LocaleSetting) -> SheetLabels {
    guard locale.isChinese else { return .english }
    if locale.isTraditionalChinese {
      return SheetLabels(cancel: "取消", confirm: "確定", noMatch: "無符合", tooSmall: "終端機太小", help: "按鍵")
    }
    return .simplifiedChinese
  }

  /// Runs the program on `sheet` and prints the outcome.
  ///
  /// - Parameter seed: the seed of the sheet's random numbers (the slot machine).
  /// - Parameter wrap: wraps the live terminal (the slot machine's bell).
  func present<Model>(
    _ sheet: PreparedSheet<Model>, program: SheetProgram<Model>, seed: UInt64 = 0,
    wrap: (any TerminalIO) -> any TerminalIO = { $0 }
  ) -> ExitStatus {
    if let keys = options.keys {
      let size = options.headlessSize
      let terminalSize = TerminalSize(columns: size.width, lines: size.height)
      let initial = program.initialState(engine: sheet.engine, size: terminalSize, seed: seed)
      let result = program.runHeadless(keys: keys.terminalKeys, from: initial, size: terminalSize)
      if options.printsFrame, let frame = result.frame {
        console.writeError(Self.printed(frame, lines: size.height))
      }
      return finish(result, sheet: sheet)
    }
    do throws(TerminalError) {
      let terminal = wrap(try POSIXTerminal(environment: environment))
      let initial = program.initialState(engine: sheet.engine, size: terminal.size, seed: seed)
      let result = try SheetRunner(program: program, terminal: terminal).run(initial)
      return finish(result, sheet: sheet)
    } catch {
      let hint = error.kind == .noTerminal ? " (give --keys to run without one)" : ""
      console.writeError("wheelpicker: \(error.message)\(hint)\n")
      return .usage
    }
  }

  /// A frame as `--print-frame` writes it: exactly `lines` lines of plain
  /// text (an inline sheet is followed by empty lines), styles dropped,
  /// trailing spaces trimmed.
  static func printed(_ frame: Frame, lines: Int) -> String {
    var text = (0..<min(frame.height, lines)).map { frame.plainLine($0) }
    text += Array(repeating: "", count: max(0, lines - text.count))
    return text.joined(separator: "\n") + "\n"
  }

  /// The sheet's program with the default search of the focused wheel.
  func program<Model>(for sheet: PreparedSheet<Model>) -> SheetProgram<Model> {
    SheetProgram(configuration: configuration(for: sheet))
  }

  /// The sheet's program with a search of the caller's (a whole cascade).
  func program<Model, Search: SheetSearching>(
    for sheet: PreparedSheet<Model>, search: Search
  ) -> SheetProgram<Model> where Search.Model == Model {
    SheetProgram(configuration: configuration(for: sheet), search: search)
  }

  private func finish<Model>(_ result: SheetResult<Model>, sheet: PreparedSheet<Model>) -> ExitStatus {
    guard let value = result.value else { return ExitStatus(code: result.ending.exitStatus) }
    let line = sheet.answer(value).line(for: options.format)
    return console.writeOutput(line) ? .confirmed : .closedOutput
  }
}
