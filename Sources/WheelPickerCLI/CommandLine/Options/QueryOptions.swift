import WheelPickerCore

/// The search options of the searchable pickers (`list`, `wheels`, `region`, `cascade`), with
/// fzf's names and meanings: a starting query, answering or leaving at once by its matches,
/// filtering without a sheet, printing the query, and wheels that wrap.
struct QueryOptions: Hashable, Sendable {
  /// The query the sheet starts with, as if typed (`--query`); `nil` for none.
  var text: String?
  /// Whether exactly one match answers at once, no sheet shown (`--select-1`).
  var selectsOne = false
  /// Whether no match exits 1 at once, no sheet shown (`--exit-0`).
  var exitsWhenNone = false
  /// The query whose every match is printed, no sheet shown (`--filter`); `nil` for a sheet.
  var filter: String?
  /// Whether the query is printed on a line before the answer (`--print-query`).
  var printsQuery = false
  /// Whether the wheels wrap around (`--cyclic`).
  var isCyclic = false

  /// The query the sheet starts with, `""` for none.
  var startQuery: String { text ?? "" }

  /// The options' specs for a command: `filters` adds `--filter`, `cycles` adds `--cyclic`.
  static func specs<Options: QueryingOptions>(filters: Bool, cycles: Bool) -> [OptionSpec<Options>] {
    var specs: [OptionSpec<Options>] = [
      OptionSpec("--query", .value("TEXT"), "start with TEXT typed: the wheel on its best match") {
        options, text throws(UsageError) in
        options.query.text = try checked(text, option: "--query")
      },
      OptionSpec(
        "--select-1", .flag, "when exactly one item matches the starting query, answer it at once, no sheet"
      ) { options, _ in
        options.query.selectsOne = true
      },
      OptionSpec("--exit-0", .flag, "when nothing matches the starting query, exit 1 at once, no sheet") {
        options, _ in
        options.query.exitsWhenNone = true
      },
    ]
    if filters {
      specs.append(
        OptionSpec(
          "--filter", .value("TEXT"),
          "no sheet: print every match of TEXT, best first (every answer for ''); exit 1 when none"
        ) { options, text throws(UsageError) in
          options.query.filter = try checked(text, option: "--filter")
        })
    }
    specs.append(
      OptionSpec(
        "--print-query", .flag,
        "print the query on a line before the answer (and alone when Enter finds no match)"
      ) { options, _ in
        options.query.printsQuery = true
      })
    if cycles {
      specs.append(
        OptionSpec("--cyclic", .flag, "the wheels wrap around: after the last row comes the first") {
          options, _ in
          options.query.isCyclic = true
        })
    }
    return specs
  }

  /// A query argument within ``InputLimits/queryCharacters``.
  ///
  /// - Throws: `UsageError` naming the option when the text is longer.
  static func checked(_ text: String, option: String) throws(UsageError) -> String {
    let limit = InputLimits.queryCharacters
    guard text.utf8.count > limit, text.prefix(limit + 1).count > limit else { return text }
    throw UsageError.overLimit(
      option, "more than \(InputLimits.count(limit)) characters (limit \(InputLimits.count(limit)))")
  }

  /// `--filter` runs no sheet: the options that shape one are refused beside it.
  ///
  /// - Throws: `UsageError` naming the option that cannot go with `--filter`.
  func validate(common: CommonOptions) throws(UsageError) {
    guard filter != nil else { return }
    let refused: [(Bool, String)] = [
      (text != nil, "--query"), (selectsOne, "--select-1"), (exitsWhenNone, "--exit-0"),
      (common.keys != nil, "--keys"), (common.timeout != nil, "--timeout"),
    ]
    if let option = refused.first(where: \.0)?.1 {
      throw UsageError.misuse(option, "does not work with --filter, which shows no sheet")
    }
  }
}

/// The options of a command that takes ``QueryOptions``.
protocol QueryingOptions: SubcommandOptions {
  /// The search options.
  var query: QueryOptions { get set }
}
