import WheelPickerCore

/// `wheelpicker list`: one wheel of items (S5).
enum ListCommand {
  /// The list's sheet, on `--select` or the first item.
  ///
  /// - Throws: `WheelPickerError` when there are no items or `--select` is not one.
  static func prepare(
    _ options: ListOptions, locale: LocaleSetting, console: some Console
  ) throws(WheelPickerError) -> PreparedSheet<ListModel> {
    let model = try ListModel(lines: ListInput.items(options, console: console))
    var engine = SelectionEngine(model: model)
    if let text = options.select {
      guard let row = model.firstRow(ofText: text) else {
        throw UsageError.invalid("--select", text, "is not an item of the list")
      }
      engine.selectRow(row, inWheel: 0)
    }
    return PreparedSheet(engine: engine, title: "") { choice in
      PickerAnswer.list(index: choice.index, value: choice.value)
    }
  }
}
