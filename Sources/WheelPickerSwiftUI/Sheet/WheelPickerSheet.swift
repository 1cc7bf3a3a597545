#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore

  /// How a wheel picker sheet appears.
  public enum WheelPickerSheetStyle: Sendable, Hashable {
    /// The seed's sheet (S1): a black backdrop at 0.64 over the view the modifier
    /// is attached to, and a panel sliding up in 0.4 s. Attach it to a view that
    /// fills the screen (the root of the screen, a `NavigationStack`).
    case overlay
    /// The system's sheet at the panel's height (`presentationDetents`): it covers
    /// the whole window wherever it is attached, with the system's dimming.
    case system
  }

  /// What a sheet's bar offers.
  public enum WheelPickerSheetButtons: Sendable, Hashable {
    /// Cancel on the left, Confirm on the right: the wheels move a draft, kept only on Confirm.
    case cancelAndConfirm
    /// One Done button: the wheels move the caller's engine live (a text field's input).
    case done
  }

  extension View {
    /// Presents wheels over `engine` in a sheet with Cancel and Confirm (S1).
    ///
    /// ```swift
    /// @State private var engine = SelectionEngine(model: try ListModel(["2k以下", "2k-5k", "5k-10k"]))
    /// @State private var isPicking = false
    ///
    /// Button(engine.value.value) { isPicking = true }
    ///   .wheelPickerSheet(isPresented: $isPicking, engine: $engine, title: "月薪") { choice in
    ///     print(choice.value)
    ///   }
    /// ```
    ///
    /// The wheels move a copy of the engine; Confirm writes it back and calls
    /// `onConfirm` with its value; Cancel, the backdrop and a swipe down discard
    /// it and call `onCancel`. A wheel still coasting when Confirm is tapped
    /// counts with the row it is coming to rest on: the engine took that row
    /// when the finger lifted.
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - engine: the engine the sheet edits.
    ///   - title: the title between the buttons.
    ///   - style: the seed's overlay (attach to a full-screen view) or the system's sheet.
    ///   - buttons: Cancel and Confirm, or Done alone (live editing).
    ///   - look: row height, panel height, backdrop and slide.
    ///   - onConfirm: called with the confirmed value (the trailing closure).
    ///   - onCancel: called when the sheet is dismissed without confirming.
    public func wheelPickerSheet<Model: WheelModel>(
      isPresented: Binding<Bool>, engine: Binding<SelectionEngine<Model>>, title: String = "",
      style: WheelPickerSheetStyle = .overlay, buttons: WheelPickerSheetButtons = .cancelAndConfirm,
      look: WheelPickerLook = .standard, onConfirm: @escaping @MainActor (Model.Value) -> Void = { _ in },
      onCancel: @escaping @MainActor () -> Void = {}
    ) -> some View {
      modifier(
        WheelPickerSheetModifier(
          isPresented: isPresented, engine: engine, title: title, style: style, buttons: buttons, look: look,
          onCancel: onCancel, onConfirm: onConfirm))
    }
  }

  /// The sheet of ``SwiftUICore/View/wheelPickerSheet(isPresented:engine:title:style:buttons:look:onConfirm:onCancel:)``.
  struct WheelPickerSheetModifier<Model: WheelModel>: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var engine: SelectionEngine<Model>
    let title: String
    let style: WheelPickerSheetStyle
    let buttons: WheelPickerSheetButtons
    let look: WheelPickerLook
    let onCancel: @MainActor () -> Void
    let onConfirm: @MainActor (Model.Value) -> Void
    /// The copy the wheels move until Confirm; equal to `engine` while the sheet is hidden.
    @State private var draft: SelectionEngine<Model>
    /// Whether a button ended the system sheet, so that its dismissal is not taken for a swipe.
    @State private var isEndedByButton = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

    init(
      isPresented: Binding<Bool>, engine: Binding<SelectionEngine<Model>>, title: String,
      style: WheelPickerSheetStyle, buttons: WheelPickerSheetButtons, look: WheelPickerLook,
      onCancel: @escaping @MainActor () -> Void, onConfirm: @escaping @MainActor (Model.Value) -> Void
    ) {
      _isPresented = isPresented
      _engine = engine
      self.title = title
      self.style = style
      self.buttons = buttons
      self.look = look
      self.onCancel = onCancel
      self.onConfirm = onConfirm
      _draft = State(initialValue: engine.wrappedValue)
    }

    func body(content: Content) -> some View {
      switch style {
      case .overlay:
        content
          .overlay(alignment: .bottom) {
            ZStack(alignment: .bottom) {
              if isPresented {
                Color.black.opacity(look.backdropOpacity)
                  .ignoresSafeArea()
                  .onTapGesture(perform: cancel)
                  .transition(.opacity)
                panel.transition(.move(edge: .bottom))
              }
            }
            .animation(.easeOut(duration: look.slideDuration), value: isPresented)
          }
          .onChange(of: engine, perform: followWhileHidden)
      case .system:
        content
          .sheet(isPresented: $isPresented, onDismiss: dismissedBySystem) {
            panel.presentationDetents([.height(look.panelHeight)])
          }
          .onChange(of: engine, perform: followWhileHidden)
      }
    }

    private var panel: some View {
      VStack(spacing: 0) {
        bar
        switch buttons {
        case .cancelAndConfirm: WheelPickerView(engine: $draft, look: look).frame(height: look.wheelsHeight)
        case .done: WheelPickerView(engine: $engine, look: look).frame(height: look.wheelsHeight)
        }
      }
      .background(WheelPickerLook.panelColor(colorScheme), ignoresSafeAreaEdges: .bottom)
    }

    private var bar: some View {
      HStack(spacing: 0) {
        if buttons == .cancelAndConfirm {
          Button(role: .cancel, action: cancel) {
            Text(PickerWords(locale: locale).cancel).foregroundColor(.gray).frame(minWidth: 44, minHeight: 44)
          }
        }
        Spacer()
        Text(title).font(.headline).lineLimit(1)
        Spacer()
        Button(action: confirm) {
          Text(buttons == .done ? PickerWords(locale: locale).done : PickerWords(locale: locale).confirm)
            .foregroundColor(.blue).frame(minWidth: 44, minHeight: 44)
        }
      }
      .padding(.horizontal, 12)
      .frame(height: look.barHeight)
    }

    private func confirm() {
      isEndedByButton = style == .system
      if buttons == .cancelAndConfirm { engine = draft }
      isPresented = false
      onConfirm(engine.value)
    }

    private func cancel() {
      isEndedByButton = style == .system
      draft = engine
      isPresented = false
      onCancel()
    }

    /// A swipe down or a tap outside the system sheet cancels; Confirm has already made the draft the engine.
    private func dismissedBySystem() {
      guard !isEndedByButton else {
        isEndedByButton = false
        return
      }
      draft = engine
      onCancel()
    }

    private func followWhileHidden(_ engine: SelectionEngine<Model>) {
      if !isPresented { draft = engine }
    }
  }
#endif
