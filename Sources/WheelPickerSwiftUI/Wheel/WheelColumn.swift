#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore

  /// One wheel: the rows around the centre line, dragged and snapped to a row.
  ///
  /// Only the rows within reach of the centre are views (about seven), so a wheel
  /// of 70,000 rows costs what a wheel of twelve does. The wheel reports where a
  /// drag comes to rest and shows whatever row the engine then holds: a disabled
  /// row asked for scrolls back to the row the engine chose.
  struct WheelColumn<Model: WheelModel>: View {
    /// The engine, read for rows; changes go through the callbacks.
    let engine: SelectionEngine<Model>
    /// The wheel, in dependency order.
    let wheel: Int
    let look: WheelPickerLook
    let words: PickerWords
    /// Rows turned by spins so far (slot machine): a change turns the wheel that far.
    let spin: Int
    /// Selects a row; answers the row the engine holds afterwards.
    let onRest: @MainActor (Int) -> Int?
    /// Steps by a number of rows (VoiceOver's increment and decrement).
    let onStep: @MainActor (Int) -> Void

    @State private var position: Double
    @State private var dragStart: Double?
    @State private var spunSoFar: Int

    init(
      engine: SelectionEngine<Model>, wheel: Int, look: WheelPickerLook, words: PickerWords, spin: Int,
      onRest: @escaping @MainActor (Int) -> Int?, onStep: @escaping @MainActor (Int) -> Void
    ) {
      self.engine = engine
      self.wheel = wheel
      self.look = look
      self.words = words
      self.spin = spin
      self.onRest = onRest
      self.onStep = onStep
      _position = State(initialValue: Double(engine.selectedRow(inWheel: wheel) ?? 0))
      _spunSoFar = State(initialValue: spin)
    }

    private var traits: WheelTraits { engine.model.traits(ofWheel: wheel) }

    private var track: WheelTrack {
      WheelTrack(
        rowCount: engine.rowCount(ofWheel: wheel), isCyclic: traits.isCyclic, rowHeight: look.rowHeight)
    }

    /// What the wheel must follow: the engine's row, or a spin.
    private var target: Target { Target(row: engine.selectedRow(inWheel: wheel), spin: spin) }

    var body: some View {
      GeometryReader { proxy in
        ZStack {
          WheelRows(
            engine: engine, wheel: wheel, track: track, look: look, words: words, position: position,
            reach: Int((proxy.size.height / 2 / look.rowHeight).rounded(.up)) + 1)
          if let unit = traits.unit, track.rowCount > 0 {
            Text(unit)
              .font(.system(size: look.fontSize, weight: .semibold))
              .frame(maxWidth: .infinity, alignment: .trailing)
              .padding(.trailing, 4)
          }
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
      .clipped()
      .contentShape(Rectangle())
      .gesture(drag)
      .onChange(of: target, perform: follow)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(words.label(of: traits, wheel: wheel)))
      .accessibilityValue(Text(spokenValue))
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: onStep(1)
        case .decrement: onStep(-1)
        @unknown default: break
        }
      }
    }

    private var spokenValue: String {
      guard let row = engine.selectedRow(inWheel: wheel) else { return words.empty }
      return engine.model.spokenText(ofRow: row, inWheel: wheel, given: engine.selection)
    }

    private var drag: some Gesture {
      DragGesture()
        .onChanged { value in
          let start = dragStart ?? position
          if dragStart == nil { dragStart = position }
          position = track.position(from: start, translation: value.translation.height)
        }
        .onEnded { value in
          let start = dragStart ?? position
          dragStart = nil
          guard track.rowCount > 0 else { return }
          let index = track.restingIndex(
            from: start, predictedTranslation: value.predictedEndTranslation.height)
          withAnimation(.easeOut(duration: WheelTrack.restingDuration(forRows: Double(index) - position))) {
            position = Double(index)
          }
          // The engine may refuse the row (disabled, 至今's empty wheels): show the one it holds.
          if let held = onRest(track.row(atIndex: index)), held != track.row(atIndex: index) {
            withAnimation(.easeOut(duration: 0.25)) {
              position = track.nearestPosition(of: held, from: position)
            }
          }
        }
    }

    private func follow(_ target: Target) {
      guard dragStart == nil else { return }
      let turned = target.spin - spunSoFar
      spunSoFar = target.spin
      if turned != 0 {
        // A spin turns the reel the whole way, not the shortest way round, and stops on the engine's row.
        let landing = position + Double(turned)
        withAnimation(.easeOut(duration: WheelTrack.restingDuration(forRows: Double(turned)))) {
          position = track.nearestPosition(of: target.row ?? 0, from: landing)
        }
        return
      }
      guard let row = target.row else { return }
      let destination = track.nearestPosition(of: row, from: position)
      guard destination != position else { return }
      withAnimation(.easeOut(duration: WheelTrack.restingDuration(forRows: destination - position))) {
        position = destination
      }
    }

    /// The engine's row and the spins, compared together so one change moves the wheel once.
    struct Target: Equatable {
      var row: Int?
      var spin: Int
    }
  }

  /// The rows of one wheel drawn around a fractional position, which SwiftUI
  /// animates frame by frame, so a wheel coming to rest passes every row between.
  private struct WheelRows<Model: WheelModel>: View, Animatable {
    let engine: SelectionEngine<Model>
    let wheel: Int
    let track: WheelTrack
    let look: WheelPickerLook
    let words: PickerWords
    var position: Double
    let reach: Int

    nonisolated var animatableData: Double {
      get { position }
      set { position = newValue }
    }

    var body: some View {
      ZStack {
        if track.rowCount == 0 {
          Text(words.empty).font(.system(size: look.fontSize)).foregroundColor(.secondary)
        }
        ForEach(track.drawnIndices(around: position, reach: reach), id: \.self) { index in
          row(atIndex: index)
        }
      }
    }

    private func row(atIndex index: Int) -> some View {
      let row = track.row(atIndex: index)
      let distance = Double(index) - position
      let isEnabled = engine.isRowEnabled(row, inWheel: wheel)
      return Text(engine.title(ofRow: row, inWheel: wheel))
        .font(.system(size: look.fontSize))
        .foregroundColor(isEnabled ? .primary : .secondary)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .padding(.horizontal, 4)
        .frame(height: look.rowHeight)
        .scaleEffect(WheelTrack.scale(atDistance: distance))
        .opacity(
          isEnabled
            ? WheelTrack.opacity(atDistance: distance) : WheelTrack.opacity(atDistance: distance) * 0.4
        )
        .offset(y: distance * look.rowHeight)
    }
  }
#endif
