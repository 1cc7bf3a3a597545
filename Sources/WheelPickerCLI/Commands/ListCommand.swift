import WheelPickerCore
import WheelPickerPresentation

/// `wheelpicker list`: one wheel of items.
enum ListCommand: SubcommandDefinition {
  static let name = "list"
  static let summary = "pick one item of a list (no items: one per line from stdin)"
  static let positionalSynopsis = "[ITEM ...]"

  static let options: [OptionSpec<ListOptions>] =
    [
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
    ] + shapeOptions + QueryOptions.specs(filters: true, cycles: true)

  /// The options that shape how items are read, shown and printed (``ListShape``), as fzf names them.
  static let shapeOptions: [OptionSpec<ListOptions>] = [
    OptionSpec("--read0", .flag, "stdin's items end at NUL, not at a line feed") { options, _ in
      options.shape.readsNul = true
    },
    OptionSpec("--print0", .flag, "end the answer with NUL, not a line feed") { options, _ in
      options.shape.printsNul = true
    },
    OptionSpec(
      "--delimiter", .value("SEP"),
      "the field separator of --with-nth and --accept-nth: literal text, \\t a tab, \\ before punctuation "
        + "that character (default: runs of spaces and tabs)"
    ) { options, text throws(UsageError) in
      options.shape.delimiter = try FieldDelimiter.parse(text)
    },
    OptionSpec(
      "--with-nth", .value("N[,M...]"),
      "the fields shown and searched: 1 the first, -1 the last, ranges N..M, N.., ..M"
    ) { options, text throws(UsageError) in
      options.shape.shownFields = try FieldSelection.parse(text, option: "--with-nth")
    },
    OptionSpec(
      "--accept-nth", .value("N[,M...]"),
      "the fields printed, as --with-nth; the delimiter after the last is dropped"
    ) { options, text throws(UsageError) in
      options.shape.printedFields = try FieldSelection.parse(text, option: "--accept-nth")
    },
    OptionSpec(
      "--header-lines", .value("N"), "the first N items are a header above the wheel, never chosen"
    ) { options, text throws(UsageError) in
      options.shape.headerLines = try WholeNumber.parse(
        text, option: "--header-lines", in: 0...InputLimits.listLines,
        rule: "must be a whole number from 0 to \(InputLimits.count(InputLimits.listLines))")
    },
    OptionSpec("--tac", .flag, "the items in reverse order (the header stays first)") { options, _ in
      options.shape.isReversed = true
    },
    OptionSpec(
      "--ansi", .flag,
      "items carry colour escapes: draw their colours, search and print the text without them"
    ) { options, _ in
      options.shape.readsANSI = true
    },
  ]

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
  /// - Throws: `UsageError` when there are no items or `--select` is not one (as shown).
  static func prepare(
    _ options: ListOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<ListModel> {
    let list = try ListInput.list(options, console: context.console)
    let model = ListModel(lines: list.shown)
    var engine = SelectionEngine(model: model)
    if let text = options.select {
      guard let row = firstRow(of: text, in: model) else {
        throw UsageError.invalid("--select", text, "is not an item of the list")
      }
      engine.selectRow(row, inWheel: 0)
    }
    let terminator = options.shape.terminator
    var sheet = PreparedSheet(engine: engine, title: "", header: list.header, rowStyles: list.rowStyles) {
      choice in
      let printed = list.printed(choice.index)
      var answer = PickerAnswer.list(
        index: choice.index, value: String(decoding: printed, as: UTF8.self), bytes: printed)
      answer.terminator = terminator
      return answer
    }
    if options.isMulti {
      sheet.marking = SheetMarking(limit: options.multiLimit)
      sheet.answers = { choices in
        PickerAnswer.listItems(
          choices.map { choice in
            let printed = list.printed(choice.index)
            return (choice.index, String(decoding: printed, as: UTF8.self), printed)
          }, terminator: terminator)
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
struct ListOptions: QueryingOptions {
  /// The items from the arguments, `nil` to read one per line from stdin.
  var items: [String]?
  /// The starting item (`--select`), `nil` for the first.
  var select: String?
  /// The search options (`--query`, `--filter`, `--cyclic`…).
  var query = QueryOptions()
  /// How items are read, shown and printed.
  var shape = ListShape()
  /// Whether several items may be marked (`--multi`).
  var isMulti = false
  /// The most items that may be marked (`--multi=N`), `nil` for no limit.
  var multiLimit: Int?

}
