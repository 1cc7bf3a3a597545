import Foundation
import WheelPickerCore
import WheelPickerTerminal

/// The demo screen (issue 4 §3): a full-screen wheel of buttons; each opens
/// its picker over a dimmed backdrop, and on confirm the button's title
/// becomes the answer's display text.
struct DemoCommand {
  /// The common options, with full screen forced on.
  let options: CommonOptions
  /// The presenter of the demo's sheets.
  let presenter: SheetPresenter
  /// The answers picked so far, by button.
  private(set) var results: [DemoEntry: String] = [:]

  /// Creates the demo.
  init(options: CommonOptions, environment: [String: String], console: any Console) {
    var options = options
    options.isFullscreen = true
    self.options = options
    presenter = SheetPresenter(options: options, environment: environment, console: console)
  }

  private var isChinese: Bool { options.locale.isChinese }

  /// The button texts: the answer once one was picked, else the label.
  var buttonTitles: [String] {
    DemoEntry.allCases.map { results[$0] ?? $0.label(chinese: isChinese) }
  }

  /// The menu's sheet, on `selected`.
  func menu(selected: Int) throws(WheelPickerError) -> (PreparedSheet<ListModel>, SheetProgram<ListModel>) {
    let model = try ListModel(buttonTitles, name: "button")
    var engine = SelectionEngine(model: model)
    engine.selectRow(selected, inWheel: 0)
    let sheet = PreparedSheet(
      engine: engine, title: options.title ?? (isChinese ? "WheelPicker 演示" : "WheelPicker demo")
    ) { choice in
      PickerAnswer.list(index: choice.index, value: choice.value)
    }
    var configuration = presenter.configuration(for: sheet)
    configuration.visibleRows = max(options.rows, DemoEntry.allCases.count + 1)
    configuration.labels.cancel = isChinese ? "退出" : "Quit"
    configuration.labels.confirm = isChinese ? "打开" : "Open"
    return (sheet, SheetProgram(configuration: configuration))
  }

  /// Runs the demo on the terminal, or headless with `--keys`.
  mutating func run() -> ExitStatus {
    do {
      if let keys = options.keys {
        var remaining = keys.terminalKeys[...]
        return try runHeadless(&remaining)
      }
      return try runLive(on: POSIXTerminal(environment: presenter.environment))
    } catch let error as TerminalError {
      let hint = error.kind == .noTerminal ? " (give --keys to run without one)" : ""
      presenter.console.writeError("wheelpicker: \(error.message)\(hint)\n")
    } catch let error as WheelPickerError {
      presenter.console.writeError("wheelpicker: \(error.message)\n")
    } catch {
      presenter.console.writeError("wheelpicker: \(error)\n")
    }
    return .usage
  }

  /// Runs the menu and the pickers it opens, one sheet after another on the
  /// same terminal (each run restores the terminal when it ends).
  private mutating func runLive(on terminal: POSIXTerminal) throws -> ExitStatus {
    var selected = 0
    while true {
      let (sheet, program) = try menu(selected: selected)
      let initial = program.initialState(engine: sheet.engine, size: terminal.size)
      let menuResult = try SheetRunner(program: program, terminal: terminal).run(initial)
      guard menuResult.ending == .confirmed, let choice = menuResult.value else {
        return menuResult.ending == .cancelled ? .confirmed : ExitStatus(code: menuResult.ending.exitStatus)
      }
      selected = choice.index
      guard let entry = DemoEntry(rawValue: choice.index) else { continue }
      let result = try open(entry, over: Self.backdrop(program, menuResult.state)).runLive(on: terminal)
      switch result.ending {
      case .confirmed: results[entry] = result.text
      case .cancelled: continue
      case .interrupted, .signalled: return ExitStatus(code: result.ending.exitStatus)
      }
    }
  }

  private mutating func runHeadless(_ keys: inout ArraySlice<Key>) throws(WheelPickerError) -> ExitStatus {
    let size = TerminalSize(columns: options.headlessSize.width, lines: options.headlessSize.height)
    var selected = 0
    var status = ExitStatus.confirmed
    stages: while !keys.isEmpty {
      let (sheet, program) = try menu(selected: selected)
      let menuResult = HeadlessDriver.run(
        program, from: program.initialState(engine: sheet.engine, size: size), keys: &keys, size: size)
      selected = menuResult.state.engine.selectedRow(inWheel: 0) ?? selected
      if menuResult.isExhausted { break }
      switch menuResult.ending {
      case .confirmed: break
      case .cancelled: break stages
      case .interrupted, .signalled:
        status = ExitStatus(code: menuResult.ending.exitStatus)
        break stages
      }
      guard let entry = DemoEntry(rawValue: selected) else { break }
      let result = try open(entry, over: Self.backdrop(program, menuResult.state)).runHeadless(
        keys: &keys, size: size)
      switch result.ending {
      case .confirmed: results[entry] = result.text
      case .cancelled: continue
      case .interrupted, .signalled:
        status = ExitStatus(code: result.ending.exitStatus)
        break stages
      }
    }
    let (sheet, program) = try menu(selected: selected)
    printFrame(
      program.render(program.initialState(engine: sheet.engine, size: size), size: size), lines: size.lines)
    return status
  }

  /// The menu as the pickers' backdrop: drawn at the terminal's current size, dimmed.
  static func backdrop(
    _ menu: SheetProgram<ListModel>, _ state: SheetState<ListModel>
  ) -> @Sendable (TerminalSize) -> Frame {
    { size in menu.render(state, size: size).dimmed() }
  }

  private func printFrame(_ frame: Frame, lines: Int) {
    guard options.printsFrame else { return }
    presenter.console.writeError(SheetPresenter.printed(frame, lines: lines))
  }
}
