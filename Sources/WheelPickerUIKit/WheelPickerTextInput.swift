#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// A picker in place of a text field's keyboard: the wheels are the
  /// field's input view, a toolbar with Done sits above them, and the field's
  /// text follows the selection through the core's `PickerTextBinding`
  /// (`广东省-深圳市`).
  ///
  /// <!-- snippet:
  /// let field = UITextField(frame: .zero)
  /// var input: WheelPickerTextInput<RegionModel>?
  /// -->
  /// ```swift
  /// let model = RegionModel(dataset: .china, levels: 2)
  /// input = WheelPickerTextInput(field: field, binding: PickerTextBinding(engine: SelectionEngine(model: model)))
  /// ```
  ///
  /// The field holds only what the picker writes: text put into it another way — pasted,
  /// dictated, typed on a hardware keyboard — is undone as soon as the field reports the edit
  /// (`.editingChanged`), and the field holds the binding's text again. The input observes the
  /// field with an action for `.editingChanged` rather than becoming its `delegate`, so the app
  /// keeps the delegate and its own actions; they see the edit, then the field's text restored.
  /// When the picker writes the text, the field sends `.editingChanged`, as typed text would.
  ///
  /// Keep a reference to the input for as long as the field uses it.
  @MainActor
  public final class WheelPickerTextInput<Model: WheelModel> {
    /// The wheels: their data source, delegate and engine.
    public let adapter: WheelPickerAdapter<Model>
    /// The text of the current value, and how text is read back.
    public private(set) var binding: PickerTextBinding<Model>
    /// The field the picker types into.
    public private(set) weak var field: UITextField?
    /// Called with the value when Done is tapped.
    public var onDone: ((Model.Value) -> Void)?

    /// Makes the picker `field`'s input view and writes the binding's text into it.
    ///
    /// - Parameters:
    ///   - field: any text field.
    ///   - binding: the engine and the text format (a cascade's or region's
    ///     names joined by `-`, a list's item…).
    ///   - locale: the language of Done, wheel labels and announcements.
    public init(field: UITextField, binding: PickerTextBinding<Model>, locale: Locale = .current) {
      self.binding = binding
      self.field = field
      adapter = WheelPickerAdapter(engine: binding.engine, locale: locale)
      adapter.sheet.buttons = .done
      let picker = adapter.pickerView
      picker.frame = CGRect(x: 0, y: 0, width: 320, height: SheetPoints.panelHeight - SheetPoints.barHeight)
      picker.autoresizingMask = [.flexibleWidth]
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: SheetPoints.barHeight))
      // The item takes its title from its primary action, so the action carries the title.
      let done = adapter.layout(width: 0).plan.bar.confirm
      toolbar.items = [
        UIBarButtonItem(systemItem: .flexibleSpace),
        UIBarButtonItem(title: done, primaryAction: UIAction(title: done) { [weak self] _ in self?.done() }),
      ]
      toolbar.sizeToFit()
      field.inputView = picker
      field.inputAccessoryView = toolbar
      field.text = binding.text
      field.addAction(
        UIAction { [weak self] _ in self?.fieldEdited() }, for: .editingChanged)
      adapter.onChange = { [weak self] _ in self?.followSelection() }
      adapter.onSheetEffect = { [weak self] effect in
        if case .reportValue = effect { self?.finish() }
      }
    }

    /// Shows the value a text names (text restored from storage), and writes it in its normal form.
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when the text names no value of the picker; nothing changes then.
    public func setText(_ text: String) throws(WheelPickerError) {
      try binding.setText(text)
      try adapter.select(binding.value)
      write()
    }

    /// Puts the binding's text into the field, and tells the field's observers when it changed.
    private func write() {
      guard let field, field.text != binding.text else { return }
      field.text = binding.text
      field.sendActions(for: .editingChanged)
    }

    /// The field changed: text the picker did not write is undone.
    private func fieldEdited() {
      write()
    }

    private func followSelection() {
      // The adapter's engine holds the selection; the binding turns its value into the field's text.
      do {
        try binding.select(adapter.engine.value)
      } catch {
        return
      }
      write()
    }

    /// Done: the program takes what the wheels show and reports the value.
    private func done() {
      adapter.send(.confirm(shownRows: adapter.shownRows()))
    }

    private func finish() {
      followSelection()
      field?.resignFirstResponder()
      onDone?(adapter.engine.value)
      // The field can be edited again: the picker starts a new session on the same value.
      adapter.restart()
    }
  }
#endif
