/// Binds a picker to a line of text: every change of the selection
/// writes the display text, so a text field whose input view is the picker,
/// a SwiftUI text, or the terminal's prompt line can show it live.
///
/// <!-- snippet:
/// let cascade = RegionModel(dataset: .china, levels: 2)
/// -->
/// ```swift
/// var binding = PickerTextBinding(engine: SelectionEngine(model: cascade), separator: "-")
/// binding.selectRow(2, inWheel: 0)
/// binding.text                        // "河北省-石家庄市"
/// try binding.setText("广东省-深圳市")   // the picker follows typed or restored text
/// ```
///
/// The binding is a value: a front-end keeps one, sends every change through
/// it and reads ``text`` afterwards.
public struct PickerTextBinding<Model: WheelModel>: Sendable {
  /// Turns a value into display text.
  public typealias Formatter = @Sendable (Model.Value) -> String
  /// Turns display text back into a value of the model.
  public typealias Parser = @Sendable (String, Model) throws(WheelPickerError) -> Model.Value

  /// The engine holding the selection.
  public private(set) var engine: SelectionEngine<Model>
  /// The display text of the current value.
  public private(set) var text: String
  private let format: Formatter
  private let parse: Parser?

  /// Creates a binding showing the engine's current value.
  ///
  /// - Parameters:
  ///   - engine: the picker's engine.
  ///   - format: the display text of a value.
  ///   - parse: the value of a display text, for ``setText(_:)``; `nil` when text cannot be read back.
  public init(engine: SelectionEngine<Model>, format: @escaping Formatter, parse: Parser? = nil) {
    self.engine = engine
    self.format = format
    self.parse = parse
    text = format(engine.value)
  }

  /// The current value.
  public var value: Model.Value { engine.value }

  /// Selects a row, as a scroll of the picker does, and rewrites the text.
  @discardableResult
  public mutating func selectRow(_ row: Int, inWheel wheel: Int) -> SelectionChange {
    let change = engine.selectRow(row, inWheel: wheel)
    text = format(engine.value)
    return change
  }

  /// Selects a value and rewrites the text.
  ///
  /// - Throws: ``WheelPickerError`` when the picker cannot show `value`; nothing changes then.
  @discardableResult
  public mutating func select(_ value: Model.Value) throws(WheelPickerError) -> SelectionChange {
    let change = try engine.select(value)
    text = format(engine.value)
    return change
  }

  /// Replaces the model and rewrites the text.
  @discardableResult
  public mutating func replaceModel(_ model: Model) -> SelectionChange {
    let change = engine.replaceModel(model)
    text = format(engine.value)
    return change
  }

  /// Selects the value a text shows (text typed into the field, or restored
  /// from storage), then rewrites the text in its normal form.
  ///
  /// - Throws: ``WheelPickerError`` when the binding has no parser or the
  ///   text names no value the picker shows; nothing changes then.
  @discardableResult
  public mutating func setText(_ newText: String) throws(WheelPickerError) -> SelectionChange {
    guard let parse else {
      throw WheelPickerError(
        .invalidConfiguration, "this picker cannot read text back: \"\(newText)\"", reason: .textNotReadable)
    }
    return try select(parse(newText, engine.model))
  }
}

extension PickerTextBinding where Model == CascadeModel {
  /// A cascade binding whose text is the path's names joined by `separator`
  /// (`广东省-深圳市`), leaving out nodes hidden in text.
  public init(engine: SelectionEngine<CascadeModel>, separator: String = "-") {
    self.init(
      engine: engine, format: { $0.text(separator: separator) },
      parse: { text, model throws(WheelPickerError) in
        try model.path(names: split(text, by: separator).filter { !$0.isEmpty })
      })
  }
}

extension PickerTextBinding where Model == ListModel {
  /// A list binding whose text is the chosen item.
  public init(engine: SelectionEngine<ListModel>) {
    self.init(
      engine: engine, format: { $0.value },
      parse: { text, model throws(WheelPickerError) in try model.choice(text: text) })
  }
}

extension PickerTextBinding where Model == IndependentWheelsModel {
  /// An independent-wheels binding whose text is the chosen items joined by `separator`.
  public init(engine: SelectionEngine<IndependentWheelsModel>, separator: String = " ") {
    self.init(
      engine: engine, format: { $0.text(separator: separator) },
      parse: { text, model throws(WheelPickerError) in
        try model.choices(texts: split(text, by: separator))
      })
  }
}

/// The parts of `text` between occurrences of `separator`; the whole text when
/// the separator is empty.
private func split(_ text: String, by separator: String) -> [String] {
  guard !separator.isEmpty else { return [text] }
  return text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
}
