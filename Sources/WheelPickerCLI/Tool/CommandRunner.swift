import WheelPickerCore
import WheelPickerTerminal

/// Opens the picker a command asks for and presents it (``SheetPresenter``: one
/// way, on the terminal or over `--keys`).
struct CommandRunner {
  let environment: [String: String]
  let console: any Console

  init(environment: [String: String], console: some Console) {
    self.environment = environment
    self.console = console
  }

  /// Runs `command` and returns the exit status.
  func run(_ command: Command, options: CommonOptions) -> ExitStatus {
    let presenter = SheetPresenter(options: options, environment: environment, console: console)
    do throws(WheelPickerError) {
      switch command {
      case .list(let list):
        let sheet = try ListCommand.prepare(list, locale: options.locale, console: console)
        return presenter.present(sheet, program: presenter.program(for: sheet))
      case .wheels(let wheels):
        let sheet = try WheelsCommand.prepare(wheels)
        return presenter.present(sheet, program: presenter.program(for: sheet))
      case .cascade(let cascade):
        let sheet = try CascadeCommand.prepare(cascade, locale: options.locale, console: console)
        let tree = sheet.engine.model.tree
        let search = CascadeSheetSearch<CascadeModel>(
          tree: tree, index: CascadeSearchIndex(tree: tree), wheelCount: sheet.engine.model.wheelCount)
        return presenter.present(sheet, program: presenter.program(for: sheet, search: search))
      case .region(let region):
        let sheet = try RegionCommand.prepare(region, locale: options.locale)
        let model = sheet.engine.model
        let search = CascadeSheetSearch<RegionModel>(
          tree: model.tree, index: model.data.searchIndex, wheelCount: model.wheelCount)
        return presenter.present(sheet, program: presenter.program(for: sheet, search: search))
      case .slots(let slots):
        let seed = slots.seed ?? UInt64.random(in: 0...UInt64.max)
        let sheet = SlotsCommand.prepare(seed: seed, locale: options.locale)
        return presenter.present(
          sheet, program: SlotsCommand.program(for: sheet, presenter: presenter), seed: seed)
      case .demo:
        var demo = DemoCommand(options: options, environment: environment, console: console)
        return demo.run()
      case .date(let date):
        let sheet = try DateCommand.prepare(date, common: options, environment: environment)
        return presenter.present(sheet, program: presenter.program(for: sheet))
      case .time(let time):
        let sheet = try TimeCommand.prepare(time, common: options, environment: environment)
        return presenter.present(sheet, program: presenter.program(for: sheet))
      case .countdown(let countdown):
        let sheet = try CountdownCommand.prepare(countdown, locale: options.locale)
        return presenter.present(sheet, program: presenter.program(for: sheet))
      }
    } catch {
      console.writeError("wheelpicker: " + error.message + "\n")
      return .usage
    }
  }
}
