import Foundation
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerTerminal

/// Presents a prepared sheet and prints its outcome: one way for every
/// picker, on the terminal or, with `--keys`, on a ``/WheelPickerTerminal/ScriptedTerminal`` that
/// types the keys (running out of keys confirms; `--print-frame` writes the
/// last frame to stderr).
struct SheetPresenter {
  /// The common options.
  let options: CommonOptions
  /// The environment (NO_COLOR, TERM, COLUMNS/LINES).
  let environment: [String: String]
  /// Where the answer and messages go.
  let console: any Console

  /// The core's words in the language of `--locale`.
  var words: PickerWords { options.locale.words }

  /// The sheet's look from the options, the locale and the environment.
  func configuration<Model>(for sheet: PreparedSheet<Model>) -> SheetConfiguration {
    // The key map goes in with the rest: a default one made only to be replaced would cost the first frame.
    var configuration = SheetConfiguration(
      title: options.title ?? sheet.title, labels: Self.labels(for: options.locale),
      visibleRows: options.rows, presentation: options.isFullscreen ? .fullscreen : .inline,
      isAnimated: options.isAnimated, usesColor: options.usesColor, isMouseEnabled: options.usesMouse,
      keyMap: Self.keyMap(for: options.locale))
    configuration.header = sheet.header
    configuration.rowStyles = sheet.rowStyles
    configuration.apply(environment: environment)
    return configuration
  }

  /// The key map whose help speaks the locale's language.
  static func keyMap(for locale: LocaleSetting) -> KeyMap {
    KeyMap(words: locale.words)
  }

  /// The sheet's words in the locale's language.
  static func labels(for locale: LocaleSetting) -> SheetLabels {
    SheetLabels(words: locale.words)
  }

  /// The terminal sheets run on: the `--keys` script, else the controlling terminal, whose
  /// input ends at `--timeout` (a ``DeadlineTerminal``).
  ///
  /// - Throws: ``/WheelPickerTerminal/TerminalError`` when there is no terminal and no `--keys`.
  func makeTerminal() throws(TerminalError) -> any TerminalIO {
    guard let keys = options.keys else {
      let terminal = try POSIXTerminal(environment: environment)
      return options.timeout.map { DeadlineTerminal(terminal, timeout: $0) } ?? terminal
    }
    return ScriptedTerminal(keys: keys.presses, size: options.headlessSize)
  }

  /// Whether `terminal` ended its input at `--timeout`.
  static func hasExpired(_ terminal: any TerminalIO) -> Bool {
    (terminal as? DeadlineTerminal)?.hasExpired == true
  }

  /// Runs `program` over `engine` on `terminal` until the sheet ends.
  ///
  /// - Parameters:
  ///   - engine: the engine the sheet starts with.
  ///   - program: the sheet's program.
  ///   - seed: the sheet's random-number seed (the slot machine's `--seed`).
  ///   - terminal: where the sheet runs.
  ///   - feed: rows that arrive while the sheet is open (children loaded on demand).
  /// - Throws: ``/WheelPickerTerminal/TerminalError`` when the terminal fails.
  func run<Model>(
    _ engine: SelectionEngine<Model>, program: SheetProgram<Model>, seed: UInt64 = 0,
    on terminal: any TerminalIO, feed: SheetFeed<Model>? = nil
  ) throws(TerminalError) -> SheetResult<Model> {
    let initial = program.initialState(engine: engine, size: terminal.size, seed: seed)
    let endOfInput: SheetEnding = options.keys == nil ? .cancelled : .confirmed
    // WHEELPICKER_PROFILE=FILE: where the start and the turns' time went, for Scripts/bench-terminal
    // --profile; WHEELPICKER_PROFILE_SPAWN: the monotonic nanoseconds at which it started the process.
    let profilePath = environment["WHEELPICKER_PROFILE"].flatMap { $0.isEmpty ? nil : $0 }
    let profile = profilePath.map { _ in TurnProfile() }
    defer {
      if let profile, let profilePath {
        let spawned = environment["WHEELPICKER_PROFILE_SPAWN"].flatMap { UInt64($0) }
        let report = StartupProfile.report(spawnedAt: spawned) + profile.report()
        try? report.write(toFile: profilePath, atomically: true, encoding: .utf8)
      }
    }
    return try SheetRunner(
      program: program, terminal: terminal, endOfInput: endOfInput, feed: feed, profile: profile
    ).run(initial)
  }

  /// Runs the program on `sheet` and prints the outcome.
  ///
  /// - Parameters:
  ///   - sheet: the prepared sheet: its engine and answer.
  ///   - program: the sheet's program.
  ///   - seed: the sheet's random-number seed (the slot machine's `--seed`).
  ///   - feed: rows that arrive while the sheet is open (children loaded on demand).
  ///   - query: the search options (`--query`, `--select-1`, `--exit-0`, `--print-query`).
  func present<Model>(
    _ sheet: PreparedSheet<Model>, program: SheetProgram<Model>, seed: UInt64 = 0,
    feed: SheetFeed<Model>? = nil, query: QueryOptions = QueryOptions()
  ) -> ExitStatus {
    StartupProfile.mark(.engine)
    var program = program
    program.configuration.query = query.startQuery
    if let status = answerAtOnce(sheet, program: program, query: query) { return status }
    do throws(TerminalError) {
      let terminal = try makeTerminal()
      let result = try run(sheet.engine, program: program, seed: seed, on: terminal, feed: feed)
      if Self.hasExpired(terminal) { return .timedOut }
      if let frame = result.frame { printFrame(frame) }
      guard let value = result.value else { return ExitStatus(result.ending) }
      let state = result.state.sheet
      let queryLine = query.printsQuery ? self.queryLine(state.query) : []
      // Enter on a query that matches nothing chose nothing (but the marked rows): the row a
      // partial match left is no answer.
      if !state.query.isEmpty, state.matches.isEmpty, state.marks.isEmpty {
        return finishWithoutAnswer(queryLine)
      }
      let answer = sheet.answers.map { $0(program.sheet.answeredValues(state)) } ?? sheet.answer(value)
      let output = answer.output(for: options.format, isTerminal: console.isOutputTerminal)
      return console.finish(writing: queryLine + output)
    } catch {
      report(error)
      return .usage
    }
  }

  /// Writes why the terminal failed, with a hint when there is none.
  func report(_ error: TerminalError) {
    let hint = error.kind == .noTerminal ? " (give --keys to run without one)" : ""
    console.writeError("wheelpicker: \(error.message)\(hint)\n")
  }

  /// Writes a headless run's last frame to stderr when `--print-frame` asks for it.
  func printFrame(_ frame: Frame) {
    guard options.printsFrame, options.keys != nil else { return }
    console.writeError(Self.printed(frame, lines: options.headlessSize.lines))
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
    var program = SheetProgram<Model>(configuration: configuration(for: sheet))
    program.sheet.marking = sheet.marking
    return program
  }

  /// The sheet's program with a search of the caller's (a whole cascade).
  func program<Model, Search: SheetSearching>(
    for sheet: PreparedSheet<Model>, search: Search
  ) -> SheetProgram<Model> where Search.Model == Model {
    var program = SheetProgram(configuration: configuration(for: sheet), search: search)
    program.sheet.marking = sheet.marking
    return program
  }
}
