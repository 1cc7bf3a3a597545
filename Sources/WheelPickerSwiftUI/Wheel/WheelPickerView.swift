#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The wheels of any picker side by side, over an engine the caller keeps in `@State`.
  ///
  /// <!-- snippet: view -->
  /// ```swift
  /// @State private var engine = SelectionEngine(model: RegionModel(dataset: .china, levels: 2))
  ///
  /// WheelPickerView(engine: $engine).frame(height: 206)
  /// Text(engine.value.text(separator: "-"))   // the path the wheels select (北京市-市辖区 at first), live
  /// ```
  ///
  /// Every wheel is a custom wheel rather than SwiftUI's `Picker` with the
  /// `.wheel` style, which cannot wrap around, grey a row or hold 70,000 rows
  /// lazily. The view runs the sheet program every face shares
  /// (`PickerSheet`): a drag that comes to rest and VoiceOver's adjustments
  /// become its events, and the view carries out what it answers: moving a
  /// province reloads its cities at once; a day clamped by a shorter month is
  /// announced to VoiceOver; a disabled row scrolls back to the row the engine
  /// chose; after 至今 the month and day wheels show one greyed, unselectable `—`.
  ///
  /// Widths, separators, units and placeholders come from the program's plan
  /// (`PickerSheet.plan(_:width:)`), measured at the style's fonts; rows sit on
  /// a cylinder whose radius is half the view's height (`SheetGeometry`),
  /// coloured by `SheetStyle` in the environment's colour scheme (see
  /// `View.wheelPickerStyle(_:)` and
  /// `View.wheelPickerGeometry(_:)`). Give the view a height; a
  /// sheet gives it the panel's height less the bar (206 pt).
  public struct WheelPickerView<Model: WheelModel>: View {
    @Binding private var engine: SelectionEngine<Model>
    private let onChange: (@MainActor (SelectionChange) -> Void)?
    /// The program's state since the user last moved a wheel; `nil`, or another engine than
    /// the binding's, until then (the binding is then shown afresh).
    @State private var moved: SheetViewState<Model>?
    private var environment = SheetEnvironment()

    /// Creates the wheels of `engine`'s model.
    ///
    /// - Parameters:
    ///   - engine: the engine, kept by the caller; every selection goes through it.
    ///   - onChange: called after each change the user makes, with what the engine did.
    public init(
      engine: Binding<SelectionEngine<Model>>, onChange: (@MainActor (SelectionChange) -> Void)? = nil
    ) {
      _engine = engine
      self.onChange = onChange
    }

    /// The view's content.
    public var body: some View {
      let look = environment.look()
      let program = program(look)
      SheetWheels(
        program: program, state: current(program), look: look, motion: nil,
        send: { event in send(event, to: program) })
    }

    /// The wheels' program, drawn with `look`: its fonts measure the text, Reduce Motion stops the slides.
    private func program(_ look: SheetLook) -> PickerSheet<Model> {
      var program = PickerSheet<Model>(style: look.style, geometry: look.geometry)
      program.reducesMotion = look.reducesMotion
      return program
    }

    /// The state the wheels show: the one the user's moves made while the binding holds their
    /// engine, else the binding's engine afresh (changed from outside: the wheels slide to it).
    private func current(_ program: PickerSheet<Model>) -> SheetViewState<Model> {
      guard let moved else { return SheetViewState(program.initialState(engine: engine)) }
      if moved.sheet.engine == engine { return moved }
      return SheetViewState(program.initialState(engine: engine), following: moved)
    }

    private func send(_ event: PickerSheet<Model>.Event, to program: PickerSheet<Model>) {
      var state = current(program)
      let effects = state.send(event, to: program, motion: nil, haptic: environment.haptic)
      moved = state
      for case .changed(let change) in effects {
        engine = state.sheet.engine
        onChange?(change)
      }
    }
  }

  extension WheelPickerView where Model == DatePickerModel {
    /// Date wheels over a `Date`, as `DatePicker(selection:in:)` binds one.
    ///
    /// <!-- snippet: view -->
    /// ```swift
    /// @State private var day = Date()
    ///
    /// WheelPickerView(selection: $day, in: Date(timeIntervalSince1970: 0)...Date.now, columns: .yearMonthDay)
    ///   .frame(height: 206)
    /// ```
    ///
    /// The wheels show `selection` clamped into `range`, as `UIDatePicker` clamps its `date`;
    /// each row the user settles on writes the date back, keeping the time of day when no wheel
    /// shows one. The device's time zone and locale and the Gregorian calendar apply; an
    /// engine (`init(engine:onChange:)`) offers the rest.
    ///
    /// - Parameters:
    ///   - selection: the date.
    ///   - range: the earliest and latest dates; `nil` for 1900…2100.
    ///   - columns: the wheels (year, month and day by default).
    ///   - onChange: called after each change the user makes, with what the engine did.
    public init(
      selection: Binding<Date>, in range: ClosedRange<Date>? = nil, columns: DateColumns = .yearMonthDay,
      onChange: (@MainActor (SelectionChange) -> Void)? = nil
    ) {
      let model = DateSelection.model(columns: columns, in: range, selection: selection.wrappedValue)
      self.init(engine: DateSelection.engine(selection, model: model), onChange: onChange)
    }
  }
#endif
