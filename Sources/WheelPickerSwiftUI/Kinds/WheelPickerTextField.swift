#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// A text field whose input is a wheel picker: tapping it opens the
  /// wheels in place of a keyboard, and its text follows every move
  /// (`广东省-深圳市`) through the core's `PickerTextBinding`.
  ///
  /// <!-- snippet: view -->
  /// ```swift
  /// @State private var region = PickerTextBinding(engine: SelectionEngine(model: RegionModel(dataset: .china, levels: 2)), separator: "-")
  ///
  /// WheelPickerTextField("省份-城市", binding: $region)
  /// ```
  ///
  /// SwiftUI has no input view for a `TextField`, so the field is a button drawn
  /// as a field that opens the system sheet at the panel's height, with Done.
  public struct WheelPickerTextField<Model: WheelModel>: View {
    private let placeholder: String
    @Binding private var binding: PickerTextBinding<Model>
    @State private var isEditing = false
    private var environment = SheetEnvironment()

    /// Creates a field showing `binding`'s text, or `placeholder` while it is empty.
    public init(_ placeholder: String, binding: Binding<PickerTextBinding<Model>>) {
      self.placeholder = placeholder
      _binding = binding
    }

    /// The view's content.
    public var body: some View {
      let look = environment.look()
      Button {
        isEditing = true
      } label: {
        Text(binding.text.isEmpty ? placeholder : binding.text)
          .font(.sheet(look.style.rowFont))
          .foregroundColor(Color(binding.text.isEmpty ? look.palette.disabledRowText : look.palette.rowText))
          .frame(maxWidth: .infinity, minHeight: look.geometry.rowHeight, alignment: .leading)
          .padding(.horizontal, look.style.rowPadding)
          .overlay {
            RoundedRectangle(cornerRadius: look.style.centreBandCornerRadius)
              .stroke(Color(look.palette.separator), lineWidth: 1)
          }
      }
      .accessibilityValue(Text(binding.text))
      // A popover at the field in a regular width (not a form sheet around a 250-point panel), the
      // system sheet in a compact one.
      .wheelPickerSheet(isPresented: $isEditing, engine: engineBinding, style: .automatic, buttons: .done)
    }

    /// The engine inside the text binding: each change the wheels make goes back
    /// through the binding, which rewrites the text.
    private var engineBinding: Binding<SelectionEngine<Model>> {
      let binding = $binding
      return Binding(
        get: { binding.wrappedValue.engine },
        set: { moved in _ = try? binding.wrappedValue.select(moved.value) })
    }
  }
#endif
