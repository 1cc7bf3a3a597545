import WheelPickerCore

/// `wheelpicker list`: one wheel of items.
enum ListCommand: SubcommandDefinition {
  static let name = "list"
  static let summary = "pick one item of a list (no items: one per line from stdin)"
  static let positionalSynopsis = "[ITEM ...]"

  static let options: [OptionSpec<ListOptions>] =
    [
      OptionSpec("--select", .value("TEXT"), "the starting item (default: the first)") { options, text in
        options.select = text
      }
    ] + QueryOptions.specs(filters: true, cycles: true)

  static func accept(positionals: [String], into options: inout ListOptions) throws(UsageError) {
    options.items = positionals.isEmpty ? nil : positionals
  }

  /// `--filter` shows no sheet: `--query`, `--select-1`, `--exit-0`, `--keys` and `--timeout` are refused beside it.
  static func validate(_ options: ListOptions, common: CommonOptions) throws(UsageError) {
    try options.query.validate(common: common)
  }

  /// Presents the sheet with the search options (or filters without one).
  static func run(
    _ options: ListOptions, in context: CommandContext, presenter: SheetPresenter
  ) throws(UsageError) -> ExitStatus {
    presenter.presentSearchingFocusedWheel(try prepare(options, in: context), query: options.query)
  }

  /// The list's sheet, on `--select` or the first item.
  ///
  /// - Throws: `UsageError` when there are no items or `--select` is not one.
  static func prepare(
    _ options: ListOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<ListModel> {
    let items = try ListInput.items(options, console: context.console)
    let model = try UsageError.forwarding(ListModel(lines: items))
    var engine = SelectionEngine(model: model)
    if let text = options.select {
      guard let row = firstRow(of: text, in: model) else {
        throw UsageError.invalid("--select", text, "is not an item of the list")
      }
      engine.selectRow(row, inWheel: 0)
    }
    return PreparedSheet(engine: engine, title: "") { choice in
      PickerAnswer.list(
        index: choice.index, value: choice.value, bytes: model.items.bytes(ofLine: choice.index))
    }
  }
}

extension ListCommand {
  /// The first row whose bytes are the argument's (``ArgumentBytes``), so an item that is not
  /// UTF-8 is found as it is on stdin.
  ///
  /// - Complexity: O(1) expected after the list's text index is built; O(*n*) for bytes that
  ///   are not UTF-8.
  static func firstRow(of argument: String, in model: ListModel) -> Int? {
    guard ArgumentBytes.carriesBytes(argument) else { return model.firstRow(ofText: argument) }
    let wanted = ArgumentBytes.bytes(of: argument)
    return model.items.indices.first { model.items.bytes(ofLine: $0) == wanted }
  }
}

/// The options of `wheelpicker list`.
struct ListOptions: QueryingOptions {
  /// The items from the arguments, `nil` to read one per line from stdin.
  var items: [String]?
  /// The starting item (`--select`), `nil` for the first.
  var select: String?
  /// The search options (`--query`, `--filter`, `--cyclic`…).
  var query = QueryOptions()

}
