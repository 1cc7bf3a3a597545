import WheelPickerCore
import WheelPickerPresentation

/// `wheelpicker list`: one wheel of items.
enum ListCommand: SubcommandDefinition {
  static let name = "list"
  static let summary = "pick one item of a list (no items: one per line from stdin)"
  static let positionalSynopsis = "[ITEM ...]"

  static let options: [OptionSpec<ListOptions>] = [
    OptionSpec("--select", .value("TEXT"), "the starting item (default: the first)") { options, text in
      options.select = text
    },
    OptionSpec(
      "--multi", .optionalValue("N"),
      "mark several items (space, ctrl-a), at most N; print each on its own line"
    ) { options, text throws(UsageError) in
      options.isMulti = true
      options.multiLimit = nil
      guard !text.isEmpty else { return }
      options.multiLimit = try WholeNumber.parse(
        text, option: "--multi", in: 1...InputLimits.listLines,
        rule: "must be a whole number from 1 to \(InputLimits.count(InputLimits.listLines))")
    },
  ]

  static func accept(positionals: [String], into options: inout ListOptions) throws(UsageError) {
    options.items = positionals.isEmpty ? nil : positionals
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
    var sheet = PreparedSheet(engine: engine, title: "") { choice in
      PickerAnswer.list(
        index: choice.index, value: choice.value, bytes: model.items.bytes(ofLine: choice.index))
    }
    if options.isMulti {
      sheet.marking = SheetMarking(limit: options.multiLimit)
      sheet.answers = { choices in
        PickerAnswer.listItems(
          choices.map { ($0.index, $0.value, model.items.bytes(ofLine: $0.index)) })
      }
    }
    return sheet
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
struct ListOptions: SubcommandOptions {
  /// The items from the arguments, `nil` to read one per line from stdin.
  var items: [String]?
  /// The starting item (`--select`), `nil` for the first.
  var select: String?
  /// Whether several items may be marked (`--multi`).
  var isMulti = false
  /// The most items that may be marked (`--multi=N`), `nil` for no limit.
  var multiLimit: Int?

}
