#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// How a wheel picker sheet appears.
  public enum WheelPickerSheetStyle: Sendable, Hashable {
    /// The package's own sheet: a black backdrop at 0.64 over the view the modifier
    /// is attached to, and a panel sliding up in 0.4 s, ease-out (the numbers of
    /// ``/WheelPickerSheetStyle/SheetGeometry``). It is drawn in the frame of that
    /// view (an `overlay`), so attach it to a view that fills the screen (the root of
    /// the screen, a `NavigationStack`), never to a button.
    case overlay
    /// The system's sheet at the panel's height (`presentationDetents`): it covers
    /// the whole window wherever it is attached, with the system's dimming.
    case system
    /// A popover pointing at the view the modifier is attached to, the panel inside
    /// (as the system pickers appear on an iPad). A tap outside it cancels. In a
    /// compact width the system shows a popover as a sheet.
    case popover
    /// The default: a popover pointing at the view the modifier is attached to in a
    /// regular horizontal size class (an iPad, a wide window), the system's sheet at the
    /// panel's height in a compact one, chosen by
    /// ``/WheelPickerSheetStyle/SheetPresentation/preferred(isRegularWidth:hasAnchor:)``
    /// from the environment's `horizontalSizeClass`. Both are presented at the window,
    /// so the modifier works wherever it is attached: on the `Button` that asks, in a
    /// `Form` or a list row.
    case automatic
  }

  /// What a sheet's bar offers.
  public enum WheelPickerSheetButtons: Sendable, Hashable {
    /// Cancel on the left, Confirm on the right: the wheels move a draft, kept only on Confirm.
    case cancelAndConfirm
    /// One Done button: the wheels move the caller's engine live (a text field's input).
    case done
  }

  extension View {
    /// Presents wheels over `engine` in a sheet with Cancel and Confirm.
    ///
    /// <!-- snippet: view -->
    /// ```swift
    /// @State private var engine = SelectionEngine(model: ListModel(["2k以下", "2k-5k", "5k-10k"]))
    /// @State private var isPicking = false
    ///
    /// Button(engine.value.value) { isPicking = true }
    ///   .wheelPickerSheet(isPresented: $isPicking, engine: $engine, title: "月薪") { choice in
    ///     print(choice.value)
    ///   }
    /// ```
    ///
    /// The sheet runs the program every face shares (`PickerSheet`): the wheels
    /// move a copy of the engine; Confirm writes it back and calls `onConfirm`
    /// with its value, once; Cancel, the backdrop, a swipe down and the
    /// presenter setting `isPresented` to `false` discard it and call
    /// `onCancel`, once. A sheet ends exactly once: a second Confirm, or Cancel
    /// after Confirm, reports nothing. **Confirm while a wheel moves** takes what
    /// the wheels show: a wheel still coasting has already given the engine the
    /// row it comes to rest on (when the finger lifted), and the row under the
    /// centre line of a wheel still held by a finger goes through the engine in
    /// dependency order (`PickerSheet.Event.confirm(shownRows:)`), so a day
    /// after a month is clamped as if the wheel had stopped. With
    /// `buttons: .done` the wheels move the caller's engine live, and Done ends
    /// the sheet.
    ///
    /// The sheet's sizes, colours, fonts and button titles come from the
    /// environment (`View.wheelPickerStyle(_:)`,
    /// `View.wheelPickerGeometry(_:)`); by default the package's, in
    /// the environment's language and colour scheme.
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - engine: the engine the sheet edits.
    ///   - title: the title between the buttons.
    ///   - style: by default a popover in a regular width and the system's sheet in a compact
    ///     one, wherever the modifier is attached; `.overlay` for the package's own backdrop
    ///     and slide (attach it to a full-screen view).
    ///   - buttons: Cancel and Confirm, or Done alone (live editing).
    ///   - onConfirm: called with the confirmed value (the trailing closure).
    ///   - onCancel: called when the sheet is dismissed without confirming.
    public func wheelPickerSheet<Model: WheelModel>(
      isPresented: Binding<Bool>, engine: Binding<SelectionEngine<Model>>, title: String = "",
      style: WheelPickerSheetStyle = .automatic, buttons: WheelPickerSheetButtons = .cancelAndConfirm,
      onConfirm: @escaping @MainActor (Model.Value) -> Void = { _ in },
      onCancel: @escaping @MainActor () -> Void = {}
    ) -> some View {
      modifier(
        WheelPickerSheetModifier(
          isPresented: isPresented, engine: engine, title: title, style: style, buttons: buttons,
          onCancel: onCancel, onConfirm: onConfirm))
    }
  }

  extension View {
    /// Presents date wheels over a `Date` in a sheet with Cancel and Confirm, as
    /// `DatePicker(selection:)` binds one.
    ///
    /// <!-- snippet: view -->
    /// ```swift
    /// @State private var birthday = Date()
    /// @State private var isPicking = false
    ///
    /// Button("生日") { isPicking = true }
    ///   .wheelPickerSheet(isPresented: $isPicking, selection: $birthday, title: "生日")
    /// ```
    ///
    /// The wheels start on `selection`, clamped into `range` as `UIDatePicker` clamps its
    /// `date`; Confirm writes the date the wheels show back, keeping the time of day when no
    /// wheel shows one, and calls `onConfirm` with the row chosen (a `DateValue`). Cancel
    /// leaves the binding alone. The wheels use the device's time zone and locale and the
    /// Gregorian calendar; for other calendars, 至今 or 全部 keep an engine
    /// (`wheelPickerSheet(isPresented:engine:...)` with `SelectionEngine(model:date:)`).
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - selection: the date, written on Confirm.
    ///   - range: the earliest and latest dates; `nil` for 1900…2100.
    ///   - columns: the wheels (year, month and day by default).
    ///   - title: the title between the buttons.
    ///   - style: as in `wheelPickerSheet(isPresented:engine:...)`.
    ///   - onConfirm: called with the confirmed value (the trailing closure).
    ///   - onCancel: called when the sheet is dismissed without confirming.
    public func wheelPickerSheet(
      isPresented: Binding<Bool>, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
      columns: DateColumns = .yearMonthDay, title: String = "", style: WheelPickerSheetStyle = .automatic,
      onConfirm: @escaping @MainActor (DateValue) -> Void = { _ in },
      onCancel: @escaping @MainActor () -> Void = {}
    ) -> some View {
      let model = DateSelection.model(columns: columns, in: range, selection: selection.wrappedValue)
      return wheelPickerSheet(
        isPresented: isPresented, engine: DateSelection.engine(selection, model: model), title: title,
        style: style, onConfirm: onConfirm, onCancel: onCancel)
    }
  }

  extension View {
    /// Presents a wheel over `engine` in a sheet that answers several rows: a tap on the wheel,
    /// Space on a hardware keyboard or VoiceOver's double tap marks the selected row (a check mark,
    /// read as selected), at most `marking`'s limit; Confirm calls `onConfirm` with the marked
    /// rows' values in the wheel's order, or the selected row's when none is marked.
    ///
    /// <!-- snippet: view -->
    /// ```swift
    /// @State private var engine = SelectionEngine(model: ListModel(["Tea", "Coffee", "Juice"]))
    /// @State private var isPicking = false
    ///
    /// Button("Drinks") { isPicking = true }
    ///   .wheelPickerSheet(isPresented: $isPicking, engine: $engine, marking: SheetMarking(limit: 2)) { choices in
    ///     print(choices.map(\.value))
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - engine: the engine the sheet edits (a sheet of one wheel).
    ///   - marking: how many rows may be marked.
    ///   - title: the title between the buttons; the count of marks follows it.
    ///   - style: as in `wheelPickerSheet(isPresented:engine:...)`.
    ///   - onConfirm: called with the confirmed values (the trailing closure).
    ///   - onCancel: called when the sheet is dismissed without confirming.
    public func wheelPickerSheet<Model: WheelModel>(
      isPresented: Binding<Bool>, engine: Binding<SelectionEngine<Model>>, marking: SheetMarking,
      title: String = "", style: WheelPickerSheetStyle = .automatic,
      onConfirm: @escaping @MainActor ([Model.Value]) -> Void,
      onCancel: @escaping @MainActor () -> Void = {}
    ) -> some View {
      var sheet = WheelPickerSheetModifier(
        isPresented: isPresented, engine: engine, title: title, style: style, buttons: .cancelAndConfirm,
        onCancel: onCancel, onConfirm: { _ in })
      sheet.marking = marking
      sheet.onConfirmValues = onConfirm
      return modifier(sheet)
    }
  }

  /// The sheet of `View.wheelPickerSheet(isPresented:engine:title:style:buttons:onConfirm:onCancel:)`.
  struct WheelPickerSheetModifier<Model: WheelModel>: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var engine: SelectionEngine<Model>
    let title: String
    let style: WheelPickerSheetStyle
    let buttons: WheelPickerSheetButtons
    let onCancel: @MainActor () -> Void
    let onConfirm: @MainActor (Model.Value) -> Void
    /// How several rows are marked; `nil` for a sheet that answers one value.
    var marking: SheetMarking?
    /// Called with the values of a sheet with ``marking``.
    var onConfirmValues: (@MainActor ([Model.Value]) -> Void)?
    /// The program's state while the sheet is shown; `nil` while it is hidden (the wheels then
    /// start from `engine`).
    @State private var shown: SheetViewState<Model>?
    /// The rows of wheels still under a finger, taken at Confirm.
    @State private var motion = WheelMotion()
    private var environment = SheetEnvironment()
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// Whether a finger drags a wheel: the system sheet's swipe to dismiss waits meanwhile.
    @State private var isDraggingWheel = false
    /// Whether the panel has the hardware keyboard's focus (iOS 17 and later).
    @FocusState private var hasKeyboardFocus: Bool
    /// Whether VoiceOver's cursor is on the panel's title: it moves there as the sheet appears.
    @AccessibilityFocusState private var isTitleFocused: Bool

    init(
      isPresented: Binding<Bool>, engine: Binding<SelectionEngine<Model>>, title: String,
      style: WheelPickerSheetStyle, buttons: WheelPickerSheetButtons,
      onCancel: @escaping @MainActor () -> Void, onConfirm: @escaping @MainActor (Model.Value) -> Void
    ) {
      _isPresented = isPresented
      _engine = engine
      self.title = title
      self.style = style
      self.buttons = buttons
      self.onCancel = onCancel
      self.onConfirm = onConfirm
    }

    /// The look for a container `height` points high (the panel grows at most to the plan's share of
    /// it, ``/WheelPickerSheetStyle/SheetAccessibilitySettings/maximumPanelShare``).
    private func look(containerHeight height: Double = 0) -> SheetLook {
      environment.look(containerHeight: height)
    }

    private func program(_ look: SheetLook) -> PickerSheet<Model> {
      var program = PickerSheet<Model>(
        style: look.style, geometry: look.geometry, title: title,
        buttons: buttons == .done ? .done : .cancelAndConfirm, search: .standard(for: engine.model))
      program.reducesMotion = look.reducesMotion
      program.marking = marking
      return program
    }

    /// The style this sheet takes in the environment: `.automatic` becomes a popover in a regular
    /// width and the system's sheet in a compact one (both presented at the window).
    private var presentation: WheelPickerSheetStyle {
      guard style == .automatic else { return style }
      let preferred = SheetPresentation.preferred(
        isRegularWidth: horizontalSizeClass == .regular, hasAnchor: true)
      return preferred == .popover ? .popover : .system
    }

    /// The state the panel shows: the sheet's, or the engine's before the sheet has begun.
    private func current(_ program: PickerSheet<Model>) -> SheetViewState<Model> {
      shown ?? SheetViewState(program.initialState(engine: engine))
    }

    func body(content: Content) -> some View {
      switch presentation {
      case .overlay, .automatic:
        content
          // Behind the panel nothing is left for VoiceOver: SwiftUI honours the panel's modal
          // trait only among its siblings, so the content is hidden outright.
          .accessibilityHidden(isPresented)
          .overlay(alignment: .bottom) {
            GeometryReader { proxy in
              let look = look(containerHeight: proxy.size.height)
              overlay(look, program(look))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            }
          }
          .onChange(of: isPresented) { isPresented in
            let program = program(look())
            if isPresented {
              present(program)
            } else {
              // SwiftUI 16 cannot say when the slide ends: the sheet is gone as it starts.
              ended(program)
            }
          }
          .onAppear { presentIfAsked(program(look())) }
      case .system:
        let look = look()
        let program = program(look)
        content
          .sheet(isPresented: $isPresented, onDismiss: { ended(program) }) {
            panel(look, program)
              .presentationDetents([.height(look.geometry.panelHeight)])
              // The wheels take vertical drags: the sheet's swipe down waits until the finger lifts.
              .interactiveDismissDisabled(isDraggingWheel)
          }
          .onChange(of: isPresented) { isPresented in
            if isPresented { present(program) }
          }
          .onAppear { presentIfAsked(program) }
      case .popover:
        let look = look()
        let program = program(look)
        content
          .popover(isPresented: $isPresented) {
            panel(look, program)
              .frame(width: SheetPresentation.popoverWidth, height: look.geometry.panelHeight)
              .interactiveDismissDisabled(isDraggingWheel)
          }
          .onChange(of: isPresented) { isPresented in
            // A tap outside the popover sets `isPresented` to `false`: a cancel, once.
            if isPresented { present(program) } else { ended(program) }
          }
          .onAppear { presentIfAsked(program) }
      }
    }

    /// The package's overlay: the backdrop fading in and the panel sliding up, or both
    /// appearing at once under Reduce Motion.
    private func overlay(_ look: SheetLook, _ program: PickerSheet<Model>) -> some View {
      ZStack(alignment: .bottom) {
        if isPresented {
          Color(look.style.backdrop.withAlpha(look.geometry.backdropAlpha))
            .ignoresSafeArea()
            .onTapGesture { send(.backdropTapped, to: program) }
            .accessibilityLabel(Text(look.style.cancelTitle))
            .transition(.opacity)
          panel(look, program).transition(look.reducesMotion ? .opacity : .move(edge: .bottom))
        }
      }
      .animation(look.reducesMotion ? nil : look.slide, value: isPresented)
    }

    private func panel(_ look: SheetLook, _ program: PickerSheet<Model>) -> some View {
      let state = current(program)
      return VStack(spacing: 0) {
        bar(program.bar(state.sheet), look: look, program: program)
        Rectangle()
          .fill(Color(look.palette.separator))
          .frame(height: look.style.separatorThickness)
        SheetWheels(
          program: program, state: state, look: look, motion: motion,
          send: { event in send(event, to: program) }
        )
        .frame(height: look.wheelsHeight - look.style.separatorThickness)
      }
      .background(alignment: .top) {
        // Only the top corners are rounded: the square lower half hides the bottom ones.
        let fill = Color(look.palette.panelBackground)
        ZStack(alignment: .bottom) {
          RoundedRectangle(cornerRadius: look.style.cornerRadius).fill(fill)
          Rectangle().fill(fill).padding(.top, look.style.cornerRadius)
        }
        .ignoresSafeArea(edges: .bottom)
      }
      .modifier(SheetKeyboard(isFocused: $hasKeyboardFocus) { key in press(key, program: program) })
      .accessibilityAddTraits(.isModal)
      // VoiceOver's escape gesture leaves the modal panel as Cancel does.
      .accessibilityAction(.escape) { send(.cancel, to: program) }
    }

    private func bar(_ bar: SheetPlan.Bar, look: SheetLook, program: PickerSheet<Model>) -> some View {
      let minimum = look.geometry.buttonSize
      return HStack(spacing: 0) {
        if let cancel = bar.cancel {
          Button(role: .cancel, action: { send(.cancel, to: program) }) {
            Text(cancel)
              .font(.sheet(look.style.cancelFont))
              .foregroundColor(Color(look.palette.cancelTint))
              .frame(minWidth: minimum.width, minHeight: minimum.height)
          }
          // Escape on a hardware keyboard, where the panel cannot take key presses (before iOS 17).
          .keyboardShortcut(.cancelAction)
        }
        Spacer(minLength: 0)
        Text(bar.titleWithStatus)
          .font(.sheet(look.style.titleFont))
          .foregroundColor(Color(look.palette.titleText))
          .lineLimit(1)
          .accessibilityAddTraits(.isHeader)
          .accessibilityFocused($isTitleFocused)
        Spacer(minLength: 0)
        Button(action: { confirm(program) }) {
          Text(bar.confirm)
            .font(.sheet(look.style.confirmFont))
            .foregroundColor(
              Color(bar.isConfirmEnabled ? look.palette.confirmTint : look.palette.disabledRowText)
            )
            .frame(minWidth: minimum.width, minHeight: minimum.height)
        }
        .disabled(!bar.isConfirmEnabled)
        // Return on a hardware keyboard, where the panel cannot take key presses (before iOS 17).
        .keyboardShortcut(.defaultAction)
      }
      .padding(.horizontal, look.geometry.buttonMargin)
      .frame(height: look.geometry.barHeight)
    }

    /// A key of a hardware keyboard: the event the program gives it (Space bound to Spin, or to
    /// Mark in a sheet that answers several rows),
    /// carried out; `false` for a key that does nothing here (SwiftUI then offers it to the
    /// buttons' shortcuts).
    private func press(_ key: SheetKeyboard.Press, program: PickerSheet<Model>) -> Bool {
      guard let shown, !shown.sheet.phase.hasEnded else { return false }
      let event: PickerSheet<Model>.Event? =
        switch key {
        case .intent(let intent): program.event(for: intent, in: shown.sheet)
        case .typed(let character):
          program.event(
            typing: character, boundTo: character == " " ? program.spaceIntent : nil, in: shown.sheet)
        }
      guard let event else { return false }
      if case .confirm = event { confirm(program) } else { send(event, to: program) }
      return true
    }

    /// Confirm or Done, with the rows of wheels still under a finger.
    private func confirm(_ program: PickerSheet<Model>) {
      let count = current(program).sheet.engine.model.displayOrder.count
      send(.confirm(shownRows: motion.shownRows(count: count)), to: program)
    }

    /// The sheet starts from the engine, with no drag remembered, and is shown at once.
    private func present(_ program: PickerSheet<Model>) {
      motion.reset()
      let dragging = $isDraggingWheel
      motion.draggingChanged = { dragging.wrappedValue = $0 }
      shown = SheetViewState(program.initialState(engine: engine))
      send(.appeared, to: program)
      // VoiceOver's cursor goes to the panel's title, a hardware keyboard's keys to the panel.
      isTitleFocused = true
      hasKeyboardFocus = true
    }

    /// A sheet asked for before the view first appears (`isPresented` already `true`) starts as
    /// one asked for later does: `onChange` does not run for the value a view first has.
    private func presentIfAsked(_ program: PickerSheet<Model>) {
      if isPresented, shown == nil { present(program) }
    }

    /// The sheet has left: after it ended itself, its slide is over; otherwise it was taken away
    /// (a swipe down, the presenter), which cancels. A dismissal that ends after the next sheet
    /// was asked for (`isPresented` is `true` again) is the previous sheet's, and changes nothing.
    private func ended(_ program: PickerSheet<Model>) {
      guard let shown, !isPresented else { return }
      send(shown.sheet.phase.hasEnded ? .dismissFinished : .dismissedByOthers, to: program)
    }

    /// Sends an event to the program and carries out what it answers.
    private func send(_ event: PickerSheet<Model>.Event, to program: PickerSheet<Model>) {
      guard var state = shown else { return }
      let effects = state.send(event, to: program, motion: motion, haptic: environment.haptic)
      shown = state
      for effect in effects {
        switch effect {
        case .changed:
          // Done edits the caller's engine live.
          if program.buttons == .done { engine = state.sheet.engine }
        case .reportValue(let value):
          engine = state.sheet.engine
          onConfirm(value)
        case .reportValues(let values):
          engine = state.sheet.engine
          onConfirmValues?(values)
        case .reportCancel:
          onCancel()
        case .dismiss:
          isPresented = false
        case .remove:
          motion.reset()
          shown = nil
        default:
          break
        }
      }
    }
  }
#endif
