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
    let children: ChildrenSheet
    do {
      children = try ChildrenSheet(
        command: command, levels: options.levels ?? 2,
        timeout: options.childrenTimeout ?? defaultChildrenTimeout,
        at: options.at ?? CascadeLoader.EnvelopePath(),
        print: options.print, presenter: presenter)
    } catch {
      context.console.writeError("wheelpicker: cascade: \(error.message)\n")
      return .usage
    }
    // Commands still running when the sheet ends are killed, not left behind.
    defer { children.loader.cancelLoads() }
    return presenter.present(
      children.sheet, program: children.program, feed: children.feed, query: options.query)
  }

  /// `--children-timeout SECONDS`: a number of seconds, with up to three decimals, from 0.001 to 3600.
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func timeout(_ text: String, option: String) throws(UsageError) -> Duration {
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

/// A cascade whose children a command lists when a wheel first shows them: the sheet, its
/// program and the feed of arriving rows, as `cascade --children-command` and the demo run it.
struct ChildrenSheet {
  /// The loader that runs the command; cancel its loads when the sheet ends.
  let loader: AsyncCascadeLoader
  /// The sheet on the loader's model.
  let sheet: PreparedSheet<AsyncCascadeModel>
  /// The program, with Confirm held back while the selected path is incomplete.
  let program: SheetProgram<AsyncCascadeModel>
  /// The rows arriving while the sheet is open.
  let feed: SheetFeed<AsyncCascadeModel>

  /// A cascade of `levels` wheels whose children `command` lists (at `at` inside its JSON
  /// output, when `at` is not empty), answering as `print` says.
  ///
  /// Confirm is held back (Enter does nothing but retry a failed load) while a
  /// wheel on the selected path shows the loading or the error row; a script
  /// of keys that runs out on such a row is cancelled (exit 1).
  ///
  /// - Throws: `UsageError` when `levels` is out of range.
  init(
    command: String, levels: Int, timeout: Duration,
    at: CascadeLoader.EnvelopePath = CascadeLoader.EnvelopePath(),
    print: CascadePrint = .name, presenter: SheetPresenter
  ) throws(UsageError) {
    let children = ChildrenLister(command: command, timeout: timeout, at: at)
    loader = try UsageError.forwarding(
      AsyncCascadeLoader(levels: levels, words: presenter.words) { try await children.children(of: $0) })
    sheet = PreparedSheet(engine: SelectionEngine(model: loader.model()), title: "") {
      (path: AsyncCascadePath) in
      PickerAnswer.cascade(
        path: path.nodes.map { ($0.key, $0.name) }, text: path.cascadePath.text, print: print)
    }
    var program = presenter.program(for: sheet)
    // A path still loading or failed is no answer, and neither is nothing (no roots at all), nor
    // a path through a disabled node (children that all arrived disabled).
    program.sheet.holdsConfirmation = {
      !$0.isComplete || $0.nodes.isEmpty || $0.nodes.contains(where: \.isDisabled)
    }
    self.program = program
    feed = SheetFeed(loader: loader, waitsBeforeEachKey: presenter.options.keys != nil)
  }
}
