import Foundation
import WheelPickerCore
import WheelPickerTerminal

/// The demo screen: a full-screen wheel of buttons; each opens
/// its picker over a dimmed backdrop, and on confirm the button shows the
/// answer's display text beside its label.
struct DemoScreen {
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

  /// The button texts: the label, followed by the answer once one was
  /// picked, so a button keeps saying what it is for (`选择日期: 2007年4月1日`).
  var buttonTitles: [String] {
    DemoEntry.allCases.map { entry in
      let label = presenter.words.label(of: entry)
      return results[entry].map { "\(label): \($0)" } ?? label
    }
  }

  /// The menu's sheet, on `selected`.
  func menu(selected: Int) throws(UsageError) -> (PreparedSheet<ListModel>, SheetProgram<ListModel>) {
    let model = try UsageError.forwarding(ListModel(buttonTitles, name: "button"))
    var engine = SelectionEngine(model: model)
    engine.selectRow(selected, inWheel: 0)
    let sheet = PreparedSheet(
      engine: engine, title: options.title ?? presenter.words.demoTitle
    ) { choice in
      PickerAnswer.list(index: choice.index, value: choice.value)
    }
    var configuration = presenter.configuration(for: sheet)
    configuration.visibleRows = max(options.rows, DemoEntry.allCases.count + 1)
    configuration.cancelTitle = presenter.words.quit
    configuration.confirmTitle = presenter.words.open
    return (sheet, SheetProgram(configuration: configuration))
  }

  /// Runs the demo on the terminal, or over the keys of `--keys`.
  mutating func run() -> ExitStatus {
    do {
      let terminal = try presenter.makeTerminal()
      let status = try run(on: terminal)
      return SheetPresenter.hasExpired(terminal) ? .timedOut : status
    } catch let error as TerminalError {
      presenter.report(error)
    } catch let error as UsageError {
      presenter.console.writeError("wheelpicker: \(error.message)\n")
    } catch {
      presenter.console.writeError("wheelpicker: \(error)\n")
    }
    return .usage
  }

  /// Runs the menu and the pickers it opens, one sheet after another on the
  /// same terminal, until the menu ends: Esc or Quit cancels (exit 1), as
  /// everywhere; input that runs out ends it as the presenter's runs end
  /// (confirmed over `--keys`, exit 0).
  private mutating func run(on terminal: any TerminalIO) throws -> ExitStatus {
    var selected = 0
    while true {
      let (sheet, program) = try menu(selected: selected)
      let menuResult = try presenter.run(sheet.engine, program: program, on: terminal)
      selected = menuResult.state.sheet.engine.selectedRow(inWheel: 0) ?? selected
      guard !menuResult.isInputExhausted, menuResult.ending == .confirmed,
        let entry = DemoEntry(rawValue: selected)
      else {
        try printMenu(selected: selected, size: terminal.size)
        return ExitStatus(menuResult.ending)
      }
      let picked = try open(entry, over: Self.backdrop(program, menuResult.state)).run(
        on: terminal, presenter: presenter)
      switch picked.ending {
      case .confirmed: results[entry] = picked.answer
      case .cancelled: continue
      case .interrupted, .signalled:
        try printMenu(selected: selected, size: terminal.size)
        return ExitStatus(picked.ending)
      }
    }
  }

  /// The menu as `--print-frame` shows it at the end: on the last button chosen.
  private func printMenu(selected: Int, size: TerminalSize) throws(UsageError) {
    let (sheet, program) = try menu(selected: selected)
    presenter.printFrame(program.render(program.initialState(engine: sheet.engine, size: size)))
  }

  /// The menu as the pickers' backdrop: drawn at the terminal's current size, dimmed.
  static func backdrop(
    _ menu: SheetProgram<ListModel>, _ state: SheetState<ListModel>
  ) -> @Sendable (TerminalSize) -> Frame {
    { size in menu.render(menu.update(state, .resized(size)).0).dimmed() }
  }
}
