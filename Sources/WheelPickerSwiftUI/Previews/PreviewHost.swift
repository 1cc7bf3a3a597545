#if canImport(SwiftUI) && canImport(UIKit) && DEBUG
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  // Previews are `PreviewProvider`s rather than `#Preview`: `#Preview` is a macro whose
  // implementation ships with Xcode, so the Linux check package could declare it but never
  // expand it, and the previews would go unchecked. Xcode's canvas shows both alike.

  /// Wheels over a model, with the value below them, as the canvas shows it.
  struct PreviewHost<Model: WheelModel>: View {
    @State private var engine: SelectionEngine<Model>
    @State private var isPicking = false
    private let text: @MainActor (Model.Value) -> String

    init(_ model: Model, text: @escaping @MainActor (Model.Value) -> String) {
      self.init(engine: SelectionEngine(model: model), text: text)
    }

    /// Wheels over a ready-made kind's engine (`SelectionEngine(items:)`, `(regions:)`, …).
    init(engine: SelectionEngine<Model>, text: @escaping @MainActor (Model.Value) -> String) {
      _engine = State(initialValue: engine)
      self.text = text
    }

    /// The wheels' height in the default sheet: the panel less the bar (206 pt).
    static var wheelsHeight: Double {
      let geometry = SheetGeometry()
      return geometry.panelHeight - geometry.barHeight
    }

    var body: some View {
      VStack(spacing: 12) {
        WheelPickerView(engine: $engine).frame(height: Self.wheelsHeight)
        Text(text(engine.value))
        Button {
          isPicking = true
        } label: {
          Text("Sheet")
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .wheelPickerSheet(isPresented: $isPicking, engine: $engine, title: "Preview")
    }
  }

  /// Shown in the canvas when a preview's model cannot be made.
  struct PreviewFailure: View {
    let error: WheelPickerError

    var body: some View { Text(String(describing: error)) }
  }

  /// A date picker's configuration for previews: now, here, Chinese titles.
  func previewDates(
    _ columns: DateColumns, calendar: Calendar.Identifier = .gregorian, includesPresent: Bool = false
  )
    -> Result<DatePickerModel, WheelPickerError>
  {
    var configuration = DatePickerConfiguration(
      columns: columns, calendar: Calendar(identifier: calendar), timeZone: TimeZone.current,
      locale: Locale(identifier: "zh_Hans"), now: Date(), minimum: .year(1940),
      includesPresent: includesPresent)
    configuration.units = .onEveryRow
    return Result { () throws(WheelPickerError) in try DatePickerModel(configuration) }
  }
#endif
