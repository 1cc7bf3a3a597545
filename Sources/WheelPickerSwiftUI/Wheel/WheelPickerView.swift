#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation

  /// The wheels of any picker side by side, over an engine the caller keeps in `@State`.
  ///
  /// ```swift
  /// @State private var engine = SelectionEngine(model: try RegionModel(dataset: .china, levels: 2))
  ///
  /// var body: some View {
  ///   WheelPickerView(engine: $engine).frame(height: 206)
  ///   Text(engine.value.text(separator: "-"))   // 广东省-深圳市, live
  /// }
  /// ```
  ///
  /// Every wheel is a custom wheel rather than SwiftUI's `Picker` with the
  /// `.wheel` style, which cannot wrap around, grey a row or hold 70,000 rows
  /// lazily. Each change goes through the engine: moving a province re-derives
  /// its cities at once; a day clamped by a shorter month is announced to
  /// VoiceOver; a disabled row scrolls back to the row the engine chose; after
  /// 至今 the month and day wheels show one greyed, unselectable `—`.
  ///
  /// Looks and sizes come from the presentation module, as in the UIKit face:
  /// widths from the wheels' weights or content (`WheelWidths`), rows on a
  /// cylinder whose radius is half the view's height (`SheetGeometry`),
  /// colours and fonts from `SheetStyle` in the environment's colour scheme
  /// (see ``SwiftUICore/View/wheelPickerStyle(_:)`` and
  /// ``SwiftUICore/View/wheelPickerGeometry(_:)``). Give the view a height; a
  /// sheet gives it the panel's height less the bar (206 pt).
  public struct WheelPickerView<Model: WheelModel>: View {
    @Binding private var engine: SelectionEngine<Model>
    private let spins: [Int]
    private let motion: WheelMotion?
    private let onChange: (@MainActor (SelectionChange) -> Void)?
    /// One count per wheel, raised when the engine reloads the wheel, so that a
    /// reloaded wheel starts afresh on its new row instead of sliding to it.
    @State private var reloads: [Int: Int] = [:]
    @Environment(\.wheelPickerStyle) private var customStyle
    @Environment(\.wheelPickerGeometry) private var geometry
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

    /// Creates the wheels of `engine`'s model.
    ///
    /// - Parameters:
    ///   - engine: the engine, kept by the caller; every selection goes through it.
    ///   - onChange: called after each change the user makes, with what the engine did.
    public init(
      engine: Binding<SelectionEngine<Model>>, onChange: (@MainActor (SelectionChange) -> Void)? = nil
    ) {
      self.init(engine: engine, spins: [], motion: nil, onChange: onChange)
    }

    /// Creates wheels that turn `spins[wheel]` rows further each time the count
    /// grows (a slot machine), and that tell `motion` what they show while dragged (a sheet).
    init(
      engine: Binding<SelectionEngine<Model>>, spins: [Int], motion: WheelMotion?,
      onChange: (@MainActor (SelectionChange) -> Void)?
    ) {
      _engine = engine
      self.spins = spins
      self.motion = motion
      self.onChange = onChange
    }

    /// The view's content.
    public var body: some View {
      let look = SheetLook(style: customStyle, geometry: geometry, colorScheme: colorScheme, locale: locale)
      GeometryReader { proxy in
        let order = engine.model.displayOrder
        let widths = WheelWidths.widths(
          of: engine, available: max(0, proxy.size.width - 2 * geometry.wheelMargin), style: look.style,
          geometry: geometry)
        ZStack {
          RoundedRectangle(cornerRadius: look.style.centreBandCornerRadius)
            .fill(Color(look.palette.centreBand))
            .frame(height: geometry.rowHeight)
            .padding(.horizontal, geometry.wheelMargin + look.style.centreBandInset)
          let starts = Set(WheelGroups.starts(of: engine.model))
          HStack(spacing: geometry.wheelGap) {
            ForEach(Array(order.enumerated()), id: \.element) { place, wheel in
              if starts.contains(place) {
                // The separator between groups (a range's 至), read between the halves by VoiceOver:
                // its room less the gap HStack adds.
                Text(WheelGroups.text(style: look.style))
                  .font(.sheet(look.style.rowFont))
                  .foregroundColor(Color(look.palette.rowText))
                  .frame(
                    width: max(0, WheelGroups.room(style: look.style, geometry: geometry) - geometry.wheelGap)
                  )
              }
              WheelColumn(
                engine: engine, wheel: wheel, look: look, spin: wheel < spins.count ? spins[wheel] : 0,
                motion: motion, onRest: { row in rest(row, inWheel: wheel, look: look) },
                onStep: { delta in step(delta, inWheel: wheel, look: look) }
              )
              .id(reloads[wheel, default: 0])
              .frame(width: place < widths.count ? widths[place] : 0)
            }
          }
          .padding(.horizontal, geometry.wheelMargin)
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
    }

    private func rest(_ row: Int, inWheel wheel: Int, look: SheetLook) -> Int? {
      motion?.clear(wheel)
      applied(engine.selectRow(row, inWheel: wheel), look: look)
      return engine.selectedRow(inWheel: wheel)
    }

    private func step(_ delta: Int, inWheel wheel: Int, look: SheetLook) {
      applied(engine.step(delta, inWheel: wheel), look: look)
    }

    private func applied(_ change: SelectionChange, look: SheetLook) {
      for wheel in change.reloadedWheels {
        reloads[wheel, default: 0] += 1
        // A reloaded wheel shows other rows: a row dragged in it before means nothing now.
        motion?.clear(wheel)
      }
      Announcer.announce(engine.announcement(for: change, words: look.words))
      onChange?(change)
    }
  }
#endif
