import WheelPickerCore

/// `wheelpicker wheels`: independent wheels side by side.
enum WheelsCommand: SubcommandDefinition {
  static let name = "wheels"
  static let summary = "pick one item on each of several independent wheels"

  static let options: [OptionSpec<WheelsOptions>] =
    [
      OptionSpec(
        "--wheel", .value("ITEMS"),
        "a wheel of comma-separated items (\\, for a comma); repeat for more wheels",
        isRepeatable: true
      ) { options, text throws(UsageError) in
        options.wheels.append(try EscapedList.parse(text, option: "--wheel"))
      },
      OptionSpec(
        "--select", .value("ITEMS"), "the starting item of each wheel, comma-separated (empty: the first)"
      ) { options, text throws(UsageError) in
        options.select = try EscapedList.parse(text, option: "--select", allowEmptyItems: true)
      },
    ] + QueryOptions.specs(filters: false, cycles: true)

  static func validate(_ options: WheelsOptions, common: CommonOptions) throws(UsageError) {
    try options.query.validate(common: common)
    guard !options.wheels.isEmpty else {
      throw UsageError.misuse("wheels", "needs at least one --wheel \"a,b,c\"")
    }
    guard let select = options.select else { return }
    let written = EscapedList.written(select)
    guard select.count <= options.wheels.count else {
      throw UsageError.invalid(
        "--select", written, "gives \(select.count) items for \(options.wheels.count) wheel(s)")
    }
    for (index, item) in select.enumerated() where !item.isEmpty && !options.wheels[index].contains(item) {
      let items = options.wheels[index].prefix(6).joined(separator: ", ")
      let more = options.wheels[index].count > 6 ? ", …" : ""
      throw UsageError.invalid(
        "--select", written,
        "\(UsageError.shown(item)) is not an item of wheel \(index + 1) (\(items)\(more))")
    }
  }

  /// Presents the sheet with the search options.
  static func run(
    _ options: WheelsOptions, in context: CommandContext, presenter: SheetPresenter
  ) throws(UsageError) -> ExitStatus {
    presenter.presentSearchingFocusedWheel(try prepare(options, in: context), query: options.query)
  }

  /// The wheels' sheet, each wheel on its `--select` item or its first.
  ///
  /// - Throws: `UsageError` for an empty wheel (``validate(_:common:)``
  ///   already checked that every `--select` item is on its wheel).
  static func prepare(
    _ options: WheelsOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<IndependentWheelsModel> {
    var wheels: [IndependentWheelsModel.Wheel] = []
    for (index, items) in options.wheels.enumerated() {
      // Rows show an item's bytes as text; the answer prints the bytes themselves.
      wheels.append(
        try UsageError.forwarding(
          IndependentWheelsModel.Wheel(items: items.map(ArgumentBytes.shown), name: "wheel \(index + 1)")))
    }
    let model = try UsageError.forwarding(IndependentWheelsModel(wheels))
    var engine = SelectionEngine(model: model)
    for (wheel, text) in (options.select ?? []).enumerated() where !text.isEmpty {
      guard let row = options.wheels[wheel].firstIndex(of: text) else {
        throw UsageError.invalid("--select", text, "is not an item of wheel \(wheel + 1)")
      }
      engine.selectRow(row, inWheel: wheel)
    }
    let items = options.wheels
    let hasBytes = items.contains { $0.contains(where: ArgumentBytes.carriesBytes) }
    return PreparedSheet(engine: engine, title: "") { choices in
      let bytes = zip(items, choices.indices).map { ArgumentBytes.bytes(of: $0[$1]) }
      return PickerAnswer.wheels(
        indices: choices.indices, values: choices.values, bytes: hasBytes ? bytes : nil)
    }
  }
}

/// The options of `wheelpicker wheels`.
struct WheelsOptions: QueryingOptions {
  /// The items of each wheel (`--wheel`, repeated).
  var wheels: [[String]] = []
  /// The starting item of the first wheels (`--select`).
  var select: [String]?
  /// The search options (`--query`, `--cyclic`…).
  var query = QueryOptions()

}
