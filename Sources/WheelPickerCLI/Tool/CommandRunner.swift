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
  func run(_ command: Launch, options: CommonOptions) -> ExitStatus {
    let presenter = SheetPresenter(options: options, environment: environment, console: console)
    do throws(UsageError) {
      switch command {
      case .demo:
        var demo = DemoScreen(options: options, environment: environment, console: console)
        return demo.run()
      case .picker(let picker):
        let context = CommandContext(common: options, environment: environment, console: console)
        return try picker.run(context, presenter)
      }
    } catch {
      console.writeError("wheelpicker: " + error.message + "\n")
      return error.isNothingToChoose ? .cancelled : .usage
    }
  }
}
