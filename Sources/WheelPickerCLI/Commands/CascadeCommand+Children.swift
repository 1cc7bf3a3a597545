import WheelPickerCore
import WheelPickerTerminal

extension CascadeCommand {
  /// How long one run of the children command may take unless `--children-timeout` says.
  static let defaultChildrenTimeout = Duration.seconds(10)

  /// `--children-command CMD`: a cascade of `--levels` wheels whose children
  /// `CMD` lists when a wheel first shows them.
  ///
  /// Confirm is held back (Enter does nothing but retry a failed load) while a
  /// wheel on the selected path shows the loading or the error row; a script
  /// of keys that runs out on such a row is cancelled (exit 1).
  static func runChildren(
    _ command: String, _ options: CascadeOptions, in context: CommandContext, presenter: SheetPresenter
  ) -> ExitStatus {
    let children = ChildrenCommand(
      command: command, timeout: options.childrenTimeout ?? defaultChildrenTimeout)
    let loader: AsyncCascadeLoader
    do {
      loader = try AsyncCascadeLoader(levels: options.levels ?? 2, words: presenter.words) {
        try await children.children(of: $0)
      }
    } catch {
      context.console.writeError("wheelpicker: cascade: \(error.message)\n")
      return .usage
    }
    let sheet = PreparedSheet(engine: SelectionEngine(model: loader.model()), title: "") {
      (path: AsyncCascadePath) in
      PickerAnswer.cascade(
        path: path.nodes.map { ($0.key, $0.name) }, text: path.cascadePath.text, print: options.print)
    }
    var program = presenter.program(for: sheet)
    // A path still loading or failed is no answer, and neither is nothing (no roots at all), nor
    // a path through a disabled node (children that all arrived disabled).
    program.holdsConfirmation = {
      !$0.isComplete || $0.nodes.isEmpty || $0.nodes.contains(where: \.isDisabled)
    }
    let feed = SheetFeed(loader: loader, waitsBeforeEachKey: context.common.keys != nil)
    // Commands still running when the sheet ends are killed, not left behind.
    defer { loader.cancelLoads() }
    return presenter.present(sheet, program: program, feed: feed)
  }

  /// `--children-timeout SECONDS`: a number of seconds, with up to three decimals, from 0.001 to 3600.
  ///
  /// - Throws: `WheelPickerError` naming the value, the option and the rule.
  static func timeout(_ text: String, option: String) throws(WheelPickerError) -> Duration {
    let rule = "must be a number of seconds from 0.001 to 3600 (10, 2.5)"
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard let whole = parts.first, digits(whole), whole.count <= 4, let seconds = Int(whole),
      parts.count == 1 || (digits(parts[1]) && parts[1].count <= 3)
    else { throw UsageError.invalid(option, text, rule) }
    let fraction = parts.count == 2 ? Int(parts[1].padding(toLength: 3, withPad: "0", startingAt: 0)) ?? 0 : 0
    let milliseconds = seconds * 1000 + fraction
    guard (1...3_600_000).contains(milliseconds) else { throw UsageError.invalid(option, text, rule) }
    return .milliseconds(milliseconds)
  }
}
