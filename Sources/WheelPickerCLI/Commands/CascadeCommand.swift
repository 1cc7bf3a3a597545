import Foundation
import WheelPickerCore
import WheelPickerPresentation

/// `wheelpicker cascade FILE|-`: a cascade read from a document.
enum CascadeCommand: SubcommandDefinition {
  static let name = "cascade"
  static let summary = "pick a path in a cascade read from a file (- for stdin)"
  static let positionalSynopsis = "FILE|-"
  static let positionalCompletion = OptionDescriptor.Completion.file

  static let options: [OptionSpec<CascadeOptions>] =
    [
      OptionSpec("--select", .value("PATH"), "the starting path: names or keys separated by / or spaces") {
        options, text throws(UsageError) in
        options.select = try PathArgument.parse(text, option: "--select")
      },
      OptionSpec(
        "--shape", .value(OptionTable.names(CascadeDocumentShape.self).joined(separator: "|")),
        "the file's shape (default: detected)",
        completion: .choices(OptionTable.names(CascadeDocumentShape.self))
      ) { options, text throws(UsageError) in
        options.shape = try OptionTable.choice(text, option: "--shape")
      },
      OptionSpec(
        "--fields", .value("ROLE=FIELD,…"),
        "the file's own field names: key=code,name=name,children=items (or parent=pid, root=-1), disabled=off"
      ) { options, text throws(UsageError) in
        options.fields = try UsageError.forwarding(
          option: "--fields", value: text, CascadeLoader.DocumentFields(parsing: text))
      },
      OptionSpec(
        "--at", .value("KEY[.KEY…]"),
        "read the cascade at this path inside the document or each command's output: data in "
          + "{\"code\":0,\"data\":[…]}; a number indexes an array, \\. is a dot in a key"
      ) { options, text throws(UsageError) in
        options.at = try UsageError.forwarding(
          option: "--at", value: text, CascadeLoader.EnvelopePath(parsing: text))
      },
      OptionSpec(
        "--print", .value(OptionTable.names(CascadePrint.self).joined(separator: "|")),
        "what the text answer prints: names by spaces (default), keys or both by tabs",
        completion: .choices(OptionTable.names(CascadePrint.self))
      ) { options, text throws(UsageError) in
        options.print = try OptionTable.choice(text, option: "--print")
      },
      OptionSpec(
        "--children-command", .value("CMD"),
        "load children on demand: sh -c CMD sh KEY… prints a node's children (instead of FILE)"
      ) { options, text throws(UsageError) in
        guard !text.isEmpty else {
          throw UsageError.invalid("--children-command", text, "must be a shell command")
        }
        options.childrenCommand = text
      },
      OptionSpec(
        "--levels", .value("N"), "with --children-command: the number of wheels, 1 to 32 (default 2)"
      ) {
        options, text throws(UsageError) in
        options.levels = try WholeNumber.parse(
          text, option: "--levels", in: 1...32, rule: "must be from 1 to 32")
      },
      OptionSpec(
        "--children-timeout", .value("SECONDS"),
        "with --children-command: how long one run may take (default 10)"
      ) { options, text throws(UsageError) in
        options.childrenTimeout = try CascadeCommand.timeout(text, option: "--children-timeout")
      },
    ] + QueryOptions.specs(filters: true, cycles: false)

  static func accept(positionals: [String], into options: inout CascadeOptions) throws(UsageError) {
    if options.childrenCommand != nil {
      if let extra = positionals.first {
        throw UsageError.unexpected(extra, "--children-command reads no FILE")
      }
      return
    }
    guard let source = positionals.first else {
      throw UsageError.misuse("cascade", "needs a FILE argument (- for stdin)")
    }
    if let extra = positionals.dropFirst().first {
      throw UsageError.unexpected(extra, "wheelpicker cascade takes one FILE")
    }
    guard !source.isEmpty else {
      throw UsageError.invalid("FILE", source, "must be a file path or - for stdin")
    }
    options.source = source == "-" ? .standardInput : .file(source)
  }

  /// `--levels` and `--children-timeout` need `--children-command`; `--select` and `--shape` need a FILE.
  static func validate(_ options: CascadeOptions, common: CommonOptions) throws(UsageError) {
    try options.query.validate(common: common)
    if options.childrenCommand != nil, options.query.filter != nil {
      throw UsageError.misuse("--filter", "only works with a FILE, not --children-command")
    }
    if options.childrenCommand == nil {
      if options.levels != nil { throw UsageError.misuse("--levels", "only works with --children-command") }
      if options.childrenTimeout != nil {
        throw UsageError.misuse("--children-timeout", "only works with --children-command")
      }
    } else {
      if options.select != nil {
        throw UsageError.misuse("--select", "only works with a FILE, not --children-command")
      }
      if options.shape != nil {
        throw UsageError.misuse("--shape", "only works with a FILE, not --children-command")
      }
      if options.fields != nil {
        throw UsageError.misuse("--fields", "only works with a FILE, not --children-command")
      }
    }
    if options.fields != nil, let shape = options.shape {
      throw UsageError.invalid(
        "--shape", shape.rawValue, "--fields names the fields of a tree or a flat list; give one or the other"
      )
    }
  }

  /// The cascade's sheet, on `--select` or the first rows.
  ///
  /// - Throws: `UsageError` when the document cannot be read, fits no
  ///   shape, or `--select` names no path in it.
  static func prepare(
    _ options: CascadeOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<CascadeModel> {
    let (data, source) = try read(options.source, console: context.console)
    let tree = try tree(
      from: data, source: source, shape: options.shape, fields: options.fields, at: options.at,
      locale: context.locale)
    try UsageError.forwarding(tree.checkHasEnabledRoot(source: source))
    let model = CascadeModel(tree: tree)
    var engine = SelectionEngine(model: model)
    if let select = options.select {
      let path: CascadePath
      do {
        path = try model.path(matching: select.components)
      } catch {
        throw UsageError.invalid(
          "--select", select.text, "names no path of the cascade (\(error.message))", refusedBy: error)
      }
      if let disabled = disabledNode(of: path, in: model) {
        throw UsageError.invalid(
          "--select", select.text,
          "names a disabled option, \(disabled), which cannot be chosen")
      }
      do {
        try engine.select(path)
      } catch {
        throw UsageError.invalid(
          "--select", select.text, "names no path of the cascade (\(error.message))", refusedBy: error)
      }
    }
    let print = options.print
    var sheet = PreparedSheet(engine: engine, title: "") { path in
      PickerAnswer.cascade(path: path.elements.map { ($0.key, $0.name) }, text: path.text, print: print)
    }
    sheet.levelsAnswer = { path, levels in
      let found = CascadePath(Array(path.elements.prefix(levels)))
      return PickerAnswer.cascade(
        path: found.elements.map { ($0.key, $0.name) }, text: found.text, print: print)
    }
    return sheet
  }

  /// The first disabled node of `path`, as `"Apple" (level 2)`; `nil` when none is.
  static func disabledNode(of path: CascadePath, in model: CascadeModel) -> String? {
    guard model.tree.hasDisabledNodes, let keys = try? model.keys(for: path),
      let deepest = keys.compactMap({ $0 }).last?.ordinal
    else { return nil }
    return disabledNode(onPathTo: deepest, in: model.tree)
  }

  /// The first disabled node from the root down to `node`, as `"Apple" (level 2)`; `nil` when none is.
  static func disabledNode(onPathTo node: CascadeTree.NodeIndex, in tree: CascadeTree) -> String? {
    guard tree.hasDisabledNodes else { return nil }
    let path = tree.path(to: node)
    guard let level = path.firstIndex(where: tree.isDisabled) else { return nil }
    return "\(UsageError.shown(tree.name(of: path[level]))) (level \(level + 1))"
  }

  /// Presents the sheet with a search of the whole cascade.
  static func run(
    _ options: CascadeOptions, in context: CommandContext, presenter: SheetPresenter
  ) throws(UsageError) -> ExitStatus {
    if let command = options.childrenCommand {
      return runChildren(command, options, in: context, presenter: presenter)
    }
    let sheet = try prepare(options, in: context)
    let tree = sheet.engine.model.tree
    // Indexed when the first query is typed: a document confirmed without a search never holds it.
    // `--filter` prints every match; a sheet offers the first 50.
    let search = LazyCascadeSearch(
      tree: tree, wheelCount: sheet.engine.model.wheelCount, limit: options.query.filter == nil ? 50 : .max)
    var program = presenter.program(for: sheet, search: search)
    if tree.hasDisabledNodes {
      // The engine never rests on a disabled row while an enabled one exists; this holds the rest.
      let model = sheet.engine.model
      program.sheet.holdsConfirmation = { !model.isSelectable($0) }
    }
    return presenter.presentSearching(sheet, program: program, query: options.query)
  }

  /// The tree of a document (of what lies at `at` in it) in the `--fields` it names, else in
  /// the shape `--shape` names, else in the first shape that fits.
  ///
  /// - Throws: `UsageError` naming the source and, with `--shape` or
  ///   `--fields`, the place in the document and what was expected; a
  ///   suggestion of field names is given as the `--fields` to pass.
  static func tree(
    from data: Data, source: String, shape: CascadeDocumentShape?,
    fields: CascadeLoader.DocumentFields? = nil, at: CascadeLoader.EnvelopePath? = nil,
    locale: LocaleSetting
  ) throws(UsageError) -> CascadeTree {
    let at = at ?? CascadeLoader.EnvelopePath()
    do {
      if var fields {
        fields.at = at
        return try CascadeLoader.tree(from: data, source: source, fields: fields)
      }
      return try CascadeLoader.detectingShape(
        from: data, source: source, among: shape.map { [$0] } ?? CascadeDocumentShape.detectionOrder,
        keyOrder: keyOrder(for: locale), at: at
      ).tree
    } catch {
      // The loader's message says what is wrong; it names the source, else it is named here.
      var message = error.message.hasPrefix(source) ? error.message : "\(source): \(error.message)"
      message = message.replacingOccurrences(of: "; name the fields: ", with: "; name the fields: --fields ")
      let hint = fields.map { " (--fields \($0))" } ?? shape.map { " (--shape \($0.rawValue))" } ?? ""
      throw UsageError(.core(error.reason), message: message + hint)
    }
  }

  /// How a dictionary's keys are ordered for `locale`: pinyin order for Chinese keys needs
  /// collation (ICU); other locales sort by code point.
  static func keyOrder(for locale: LocaleSetting) -> CascadeLoader.KeyOrder {
    locale.isChinese ? .localized(Locale(identifier: locale.identifier)) : .codePoints
  }

  /// The document and its name in messages: stdin, or the FILE read by
  /// streaming (a FIFO such as `<(cat f.json)` and `/dev/stdin` too).
  ///
  /// - Throws: `UsageError` when stdin is a terminal, the input is
  ///   empty, cannot be read (the system's reason) or passes the limit.
  static func read(
    _ source: CascadeSource, console: any Console
  ) throws(UsageError) -> (Data, String) {
    switch source {
    case .standardInput:
      guard !console.isInputTerminal else {
        throw UsageError.misuse("cascade -", "stdin is a terminal: pipe a document in")
      }
      let bytes = try console.readLimitedInput()
      guard !bytes.isEmpty else {
        throw UsageError(
          .unreadableInput(source: "stdin"),
          message: "stdin is empty: pipe a JSON or property-list document in")
      }
      return (Data(bytes), "stdin")
    case .file(let path):
      let bytes = try FileInput.bytes(atPath: path, argument: "FILE")
      guard !bytes.isEmpty else {
        throw UsageError.invalid("FILE", path, "is empty: a cascade needs a JSON or property-list document")
      }
      return (Data(bytes), UsageError.shown(path))
    }
  }
}

/// The options of `wheelpicker cascade`.
struct CascadeOptions: QueryingOptions {
  /// Where the cascade is read from (the FILE argument, `-` for stdin).
  var source: CascadeSource = .standardInput
  /// The starting path (`--select`), names or keys.
  var select: PathArgument?
  /// The shape of the file (`--shape`), `nil` to detect it.
  var shape: CascadeDocumentShape?
  /// The file's own field names (`--fields`), `nil` to detect them.
  var fields: CascadeLoader.DocumentFields?
  /// Where the cascade lies inside the document or each command's output (`--at`).
  var at: CascadeLoader.EnvelopePath?
  /// What the text answer prints (`--print`).
  var print: CascadePrint = .name
  /// The command that lists a node's children (`--children-command`), instead of a FILE.
  var childrenCommand: String?
  /// The number of wheels of a cascade loaded by command (`--levels`, default 2).
  var levels: Int?
  /// How long one run of the children command may take (`--children-timeout`, default 10 s).
  var childrenTimeout: Duration?
  /// The search options (`--query`, `--filter`…).
  var query = QueryOptions()
}

/// Where a cascade is read from.
enum CascadeSource: Hashable, Sendable {
  /// A file path.
  case file(String)
  /// Standard input (`-`).
  case standardInput
}
