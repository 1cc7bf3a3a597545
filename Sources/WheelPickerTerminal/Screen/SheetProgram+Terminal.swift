import WheelPickerCore

extension SheetProgram {
  /// Runs the sheet on the controlling terminal (`/dev/tty`) and returns how it ended.
  ///
  /// The configuration is adjusted to the environment first (`NO_COLOR`,
  /// `TERM=dumb`). Standard input and output are left alone: the caller prints
  /// the answer with ``StandardOutput/write(_:)``.
  ///
  /// ```swift
  /// let result = try program.runInTerminal(engine: engine, environment: ProcessInfo.processInfo.environment)
  /// if let value = result.value { StandardOutput.write(text(value) + "\n") }
  /// exit(result.ending.exitStatus)
  /// ```
  /// - Throws: ``TerminalError`` with kind ``TerminalError/Kind/noTerminal``
  ///   when there is no terminal (the CLI exits 2), or when I/O fails.
  public func runInTerminal(
    engine: SelectionEngine<Model>, environment: [String: String], seed: UInt64 = 0
  ) throws(TerminalError) -> SheetResult<Model> {
    var program = self
    program.configuration.apply(environment: environment)
    let terminal = try POSIXTerminal(environment: environment)
    let state = program.initialState(engine: engine, size: terminal.size, seed: seed)
    return try SheetRunner(program: program, terminal: terminal).run(state)
  }
}
