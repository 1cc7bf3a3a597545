import WheelPickerCore

/// `wheelpicker wheels`: independent wheels side by side (S8).
enum WheelsCommand {
  /// The wheels' sheet, each wheel on its `--select` item or its first.
  ///
  /// - Throws: `WheelPickerError` for an empty wheel (the parser already
  ///   checked that every `--select` item is on its wheel).
  static func prepare(
    _ options: WheelsOptions
  ) throws(WheelPickerError) -> PreparedSheet<IndependentWheelsModel> {
    var wheels: [IndependentWheelsModel.Wheel] = []
    for (index, items) in options.wheels.enumerated() {
      wheels.append(try IndependentWheelsModel.Wheel(items: items, name: "wheel \(index + 1)"))
    }
    let model = try IndependentWheelsModel(wheels)
    var engine = SelectionEngine(model: model)
    for (wheel, text) in (options.select ?? []).enumerated() where !text.isEmpty {
      guard let row = model.wheels[wheel].list.firstRow(ofText: text) else {
        throw UsageError.invalid("--select", text, "is not an item of wheel \(wheel + 1)")
      }
      engine.selectRow(row, inWheel: wheel)
    }
    return PreparedSheet(engine: engine, title: "") { choices in
      PickerAnswer.wheels(indices: choices.indices, values: choices.values)
    }
  }
}
