#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore

  /// The wheels of any picker side by side, over an engine the caller keeps in `@State`.
  ///
  /// ```swift
  /// @State private var engine = SelectionEngine(model: try RegionModel(dataset: .china, levels: 2))
  ///
  /// var body: some View {
  ///   WheelPickerView(engine: $engine)
  ///   Text(engine.value.text(separator: "-"))   // 广东省-深圳市, live
  /// }
  /// ```
  ///
  /// Every wheel is a custom wheel rather than SwiftUI's `Picker` with the
  /// `.wheel` style, which cannot wrap around, grey a row or hold 70,000 rows
  /// lazily. Each change goes through the engine: moving a province re-derives
  /// its cities at once; a day clamped by a shorter month is announced to
  /// VoiceOver; a disabled row scrolls back to the row the engine chose.
  /// Widths follow the model's width weights, units sit beside the centre row,
  /// and cyclic wheels turn without end.
  public struct WheelPickerView<Model: WheelModel>: View {
    @Binding private var engine: SelectionEngine<Model>
    private let look: WheelPickerLook
    private let spins: [Int]
    private let onChange: (@MainActor (SelectionChange) -> Void)?
    /// One count per wheel, raised when the engine reloads the wheel, so that a
    /// reloaded wheel starts afresh on its new row instead of sliding to it.
    @State private var reloads: [Int: Int] = [:]

    /// Creates the wheels of `engine`'s model.
    ///
    /// - Parameters:
    ///   - engine: the engine, kept by the caller; every selection goes through it.
    ///   - look: row height and text size (the seed's by default).
    ///   - onChange: called after each change the user makes, with what the engine did.
    public init(
      engine: Binding<SelectionEngine<Model>>, look: WheelPickerLook = .standard,
      onChange: (@MainActor (SelectionChange) -> Void)? = nil
    ) {
      self.init(engine: engine, look: look, spins: [], onChange: onChange)
    }

    /// Creates wheels that turn `spins[wheel]` rows further each time the count grows (a slot machine).
    init(
      engine: Binding<SelectionEngine<Model>>, look: WheelPickerLook, spins: [Int],
      onChange: (@MainActor (SelectionChange) -> Void)?
    ) {
      _engine = engine
      self.look = look
      self.spins = spins
      self.onChange = onChange
    }

    /// The view's content.
    public var body: some View {
      GeometryReader { proxy in
        let order = engine.model.displayOrder
        let widths = Self.widths(of: order.map { engine.model.traits(ofWheel: $0) }, total: proxy.size.width)
        ZStack {
          RoundedRectangle(cornerRadius: look.bandCornerRadius)
            .fill(WheelPickerLook.bandColor(colorScheme))
            .frame(height: look.rowHeight)
            .padding(.horizontal, 8)
          HStack(spacing: 0) {
            ForEach(Array(order.enumerated()), id: \.element) { place, wheel in
              WheelColumn(
                engine: engine, wheel: wheel, look: look, words: words,
                spin: wheel < spins.count ? spins[wheel] : 0,
                onRest: { row in rest(row, inWheel: wheel) }, onStep: { delta in step(delta, inWheel: wheel) }
              )
              .id(reloads[wheel, default: 0])
              .frame(width: widths[place])
            }
          }
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
    }

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

    /// Words people read and hear, in the environment's language.
    private var words: PickerWords { PickerWords(locale: locale) }

    private func rest(_ row: Int, inWheel wheel: Int) -> Int? {
      let change = engine.selectRow(row, inWheel: wheel)
      applied(change)
      return engine.selectedRow(inWheel: wheel)
    }

    private func step(_ delta: Int, inWheel wheel: Int) {
      applied(engine.step(delta, inWheel: wheel))
    }

    private func applied(_ change: SelectionChange) {
      for wheel in change.reloadedWheels { reloads[wheel, default: 0] += 1 }
      Announcer.announce(words.announcement(for: change, in: engine))
      onChange?(change)
    }

    /// Each wheel's width: its share of `total` by weight; a wheel without a weight counts as 1.
    static func widths(of traits: [WheelTraits], total: Double) -> [Double] {
      let weights = traits.map { max($0.widthWeight ?? 1, 0) }
      let sum = weights.reduce(0, +)
      guard sum > 0 else { return weights.map { _ in total / Double(max(weights.count, 1)) } }
      return weights.map { total * $0 / sum }
    }
  }
#endif
