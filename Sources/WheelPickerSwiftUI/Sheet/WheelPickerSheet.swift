#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation

  /// How a wheel picker sheet appears.
  public enum WheelPickerSheetStyle: Sendable, Hashable {
    /// The seed's sheet (S1): a black backdrop at 0.64 over the view the modifier
    /// is attached to, and a panel sliding up in 0.4 s, ease-out (the numbers of
    /// ``WheelPickerPresentation/SheetGeometry``). Attach it to a view that fills
    /// the screen (the root of the screen, a `NavigationStack`).
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
    /// it and call `onCancel`. **Confirm while a wheel moves** takes what the
    /// wheels show: a wheel still coasting has already given the engine the
    /// row it comes to rest on (when the finger lifted), and the row under the
    /// centre line of a wheel still held by a finger goes through the engine in
    /// dependency order (`SelectionEngine.settled(showingRows:)`, as in the
    /// UIKit face), so a day after a month is clamped as if the wheel had stopped.
    ///
    /// The sheet's sizes, colours, fonts and button titles come from the
    /// environment (``SwiftUICore/View/wheelPickerStyle(_:)``,
    /// ``SwiftUICore/View/wheelPickerGeometry(_:)``); by default the seed's, in
    /// the environment's language and colour scheme.
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - engine: the engine the sheet edits.
    ///   - title: the title between the buttons.
    ///   - style: the seed's overlay (attach to a full-screen view) or the system's sheet.
    ///   - buttons: Cancel and Confirm, or Done alone (live editing).
    ///   - onConfirm: called with the confirmed value (the trailing closure).
    ///   - onCancel: called when the sheet is dismissed without confirming.
    public func wheelPickerSheet<Model: WheelModel>(
      isPresented: Binding<Bool>, engine: Binding<SelectionEngine<Model>>, title: String = "",
      style: WheelPickerSheetStyle = .overlay, buttons: WheelPickerSheetButtons = .cancelAndConfirm,
      onConfirm: @escaping @MainActor (Model.Value) -> Void = { _ in },
      onCancel: @escaping @MainActor () -> Void = {}
    ) -> some View {
      modifier(
        WheelPickerSheetModifier(
          isPresented: isPresented, engine: engine, title: title, style: style, buttons: buttons,
          onCancel: onCancel, onConfirm: onConfirm))
    }
  }

  /// The sheet of ``SwiftUICore/View/wheelPickerSheet(isPresented:engine:title:style:buttons:onConfirm:onCancel:)``.
  struct WheelPickerSheetModifier<Model: WheelModel>: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var engine: SelectionEngine<Model>
    let title: String
    let style: WheelPickerSheetStyle
    let buttons: WheelPickerSheetButtons
    let onCancel: @MainActor () -> Void
    let onConfirm: @MainActor (Model.Value) -> Void
    /// The copy the wheels move until Confirm; equal to `engine` while the sheet is hidden.
    @State private var draft: SelectionEngine<Model>
    /// Whether a button ended the system sheet, so that its dismissal is not taken for a swipe.
    @State private var isEndedByButton = false
    /// The rows of wheels still under a finger, taken at Confirm.
    @State private var motion = WheelMotion()
    @Environment(\.wheelPickerStyle) private var customStyle
    @Environment(\.wheelPickerGeometry) private var geometry
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

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
      _draft = State(initialValue: engine.wrappedValue)
    }

    private var look: SheetLook {
      SheetLook(style: customStyle, geometry: geometry, colorScheme: colorScheme, locale: locale)
    }

    func body(content: Content) -> some View {
      let look = look
      switch style {
      case .overlay:
        content
          .overlay(alignment: .bottom) {
            ZStack(alignment: .bottom) {
              if isPresented {
                Color(look.style.backdrop.withAlpha(look.geometry.backdropAlpha))
                  .ignoresSafeArea()
                  .onTapGesture(perform: cancel)
                  .accessibilityLabel(Text(look.style.cancelTitle))
                  .transition(.opacity)
                panel(look).transition(.move(edge: .bottom))
              }
            }
            .animation(look.slide, value: isPresented)
          }
          .onChange(of: engine, perform: followWhileHidden)
          .onChange(of: isPresented, perform: presentedChanged)
      case .system:
        content
          .sheet(isPresented: $isPresented, onDismiss: dismissedBySystem) {
            panel(look).presentationDetents([.height(look.geometry.panelHeight)])
          }
          .onChange(of: engine, perform: followWhileHidden)
          .onChange(of: isPresented, perform: presentedChanged)
      }
    }

    private func panel(_ look: SheetLook) -> some View {
      VStack(spacing: 0) {
        bar(look)
        Rectangle()
          .fill(Color(look.palette.separator))
          .frame(height: look.style.separatorThickness)
        switch buttons {
        case .cancelAndConfirm:
          WheelPickerView(engine: $draft, spins: [], motion: motion, onChange: nil)
            .frame(height: look.wheelsHeight - look.style.separatorThickness)
        case .done:
          WheelPickerView(engine: $engine, spins: [], motion: motion, onChange: nil)
            .frame(height: look.wheelsHeight - look.style.separatorThickness)
        }
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
      .accessibilityAddTraits(.isModal)
    }

    private func bar(_ look: SheetLook) -> some View {
      let minimum = look.geometry.buttonSize
      return HStack(spacing: 0) {
        if buttons == .cancelAndConfirm {
          Button(role: .cancel, action: cancel) {
            Text(look.style.cancelTitle)
              .font(.sheet(look.style.cancelFont))
              .foregroundColor(Color(look.palette.cancelTint))
              .frame(minWidth: minimum.width, minHeight: minimum.height)
          }
        }
        Spacer(minLength: 0)
        Text(title)
          .font(.sheet(look.style.titleFont))
          .foregroundColor(Color(look.palette.titleText))
          .lineLimit(1)
          .accessibilityAddTraits(.isHeader)
        Spacer(minLength: 0)
        Button(action: confirm) {
          Text(buttons == .done ? look.words.done : look.style.confirmTitle)
            .font(.sheet(look.style.confirmFont))
            .foregroundColor(Color(look.palette.confirmTint))
            .frame(minWidth: minimum.width, minHeight: minimum.height)
        }
      }
      .padding(.horizontal, look.geometry.buttonMargin)
      .frame(height: look.geometry.barHeight)
    }

    private func confirm() {
      guard isPresented else { return }
      isEndedByButton = style == .system
      let settled = motion.settled(buttons == .cancelAndConfirm ? draft : engine)
      motion.reset()
      engine = settled
      draft = settled
      isPresented = false
      onConfirm(settled.value)
    }

    private func cancel() {
      guard isPresented else { return }
      isEndedByButton = style == .system
      motion.reset()
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
      motion.reset()
      draft = engine
      onCancel()
    }

    private func followWhileHidden(_ engine: SelectionEngine<Model>) {
      if !isPresented { draft = engine }
    }

    /// A sheet shown afresh starts from the engine, with no drag remembered.
    private func presentedChanged(_ isPresented: Bool) {
      guard isPresented else { return }
      motion.reset()
      draft = engine
    }
  }
#endif
