import WheelPickerCore

/// Opens the picker a command asks for, live or headless, and prints its outcome.
struct CommandRunner {
  let environment: [String: String]
  let console: any Console

  init(environment: [String: String], console: some Console) {
    self.environment = environment
    self.console = console
  }

  /// Runs `command` and returns the exit status.
  func run(_ command: Command, options: CommonOptions) -> ExitStatus {
    // The pickers are wired as their models and the terminal sheet land on main.
    console.writeError("wheelpicker: this build cannot open pickers yet (the terminal sheet is not wired)\n")
    return .usage
  }
}
