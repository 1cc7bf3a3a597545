#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation

  /// One wheel: the rows around the centre line, dragged and snapped to a row.
  ///
  /// Only the rows on the front of the wheel's cylinder are views (about
  /// nine), so a wheel of 70,000 rows costs what a wheel of twelve does. The
  /// wheel reports where a drag comes to rest and shows whatever row the engine
  /// then holds: a disabled row asked for scrolls back to the row the engine chose.
  struct WheelColumn<Model: WheelModel>: View {
    /// The engine, read for rows; changes go through the callbacks.
    let engine: SelectionEngine<Model>
    /// The wheel, in dependency order.
    let wheel: Int
    let look: SheetLook
    /// Rows turned by spins so far (slot machine): a change turns the wheel that far.
    let spin: Int
    /// Told the row under the centre line while a finger drags the wheel.
    let motion: WheelMotion?
    /// Selects a row; answers the row the engine holds afterwards.
    let onRest: @MainActor (Int) -> Int?
    /// Steps by a number of rows (VoiceOver's increment and decrement).
    let onStep: @MainActor (Int) -> Void

    @State private var position: Double
    @State private var dragStart: Double?
    @State private var spunSoFar: Int

    init(
      engine: SelectionEngine<Model>, wheel: Int, look: SheetLook, spin: Int, motion: WheelMotion?,
      onRest: @escaping @MainActor (Int) -> Int?, onStep: @escaping @MainActor (Int) -> Void
    ) {
      self.engine = engine
      self.wheel = wheel
      self.look = look
      self.spin = spin
      self.motion = motion
      self.onRest = onRest
      self.onStep = onStep
      _position = State(initialValue: Double(engine.selectedRow(inWheel: wheel) ?? 0))
      _spunSoFar = State(initialValue: spin)
    }

    private var traits: WheelTraits { engine.model.traits(ofWheel: wheel) }

    private var track: WheelTrack {
      WheelTrack(
        rowCount: engine.rowCount(ofWheel: wheel), isCyclic: traits.isCyclic,
        rowHeight: look.geometry.rowHeight)
    }

    /// What the wheel must follow: the engine's row, or a spin.
    private var target: Target { Target(row: engine.selectedRow(inWheel: wheel), spin: spin) }

    var body: some View {
      GeometryReader { proxy in
        ZStack {
          WheelRows(
            engine: engine, wheel: wheel, track: track, look: look,
            geometry: cylinder(height: proxy.size.height), position: position)
          if let unit = traits.unit, !engine.showsPlaceholder(inWheel: wheel) {
            Text(unit)
              .font(.sheet(look.style.unitFont))
              .foregroundColor(Color(look.palette.unitText))
              .frame(maxWidth: .infinity, alignment: .trailing)
              .padding(.trailing, look.style.rowPadding)
          }
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
      .clipped()
      .contentShape(Rectangle())
      .gesture(drag)
      .onChange(of: target, perform: follow)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(engine.accessibilityLabel(ofWheel: wheel, words: look.words)))
      .accessibilityValue(Text(engine.accessibilityValue(ofWheel: wheel, words: look.words)))
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: onStep(1)
        case .decrement: onStep(-1)
        @unknown default: break
        }
      }
    }

    /// The geometry with the wheel area as high as this wheel, so that the
    /// rows' cylinder fills whatever height the caller gives the wheels.
    private func cylinder(height: Double) -> SheetGeometry {
      var geometry = look.geometry
      geometry.panelHeight = geometry.barHeight + max(height, geometry.rowHeight)
      return geometry
    }

    private var drag: some Gesture {
      DragGesture()
        .onChanged { value in
          let start = dragStart ?? position
          if dragStart == nil { dragStart = position }
          position = track.position(from: start, translation: value.translation.height)
          if track.rowCount > 0 { motion?.show(track.row(atIndex: Int(position.rounded())), inWheel: wheel) }
        }
        .onEnded { value in
          let start = dragStart ?? position
          dragStart = nil
          guard track.rowCount > 0 else {
            motion?.clear(wheel)
            return
          }
          let index = track.restingIndex(
            from: start, predictedTranslation: value.predictedEndTranslation.height)
          withAnimation(.easeOut(duration: WheelTrack.restingDuration(forRows: Double(index) - position))) {
            position = Double(index)
          }
          // The engine may refuse the row (a disabled one): show the one it holds.
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

  /// The rows of one wheel drawn around a fractional position on the wheel's
  /// cylinder (``WheelPickerPresentation/SheetGeometry/curvature(atOffset:)``),
  /// which SwiftUI animates frame by frame, so a wheel coming to rest passes every row between.
  private struct WheelRows<Model: WheelModel>: View, Animatable {
    let engine: SelectionEngine<Model>
    let wheel: Int
    let track: WheelTrack
    let look: SheetLook
    let geometry: SheetGeometry
    var position: Double

    nonisolated var animatableData: Double {
      get { position }
      set { position = newValue }
    }

    /// Rows either side of the centre that are drawn: the visible ones, and
    /// one more that slides in while the wheel turns.
    private var reach: Int { geometry.visibleOffsets.upperBound + 1 }

    /// Room for the unit beside the centre row, kept free on every row so the titles stay aligned.
    private var unitRoom: Double {
      guard let unit = engine.model.traits(ofWheel: wheel).unit else { return 0 }
      return look.style.unitSpacing + TextWidthEstimate.width(of: unit, fontSize: look.style.unitFont.size)
    }

    var body: some View {
      ZStack {
        if engine.showsPlaceholder(inWheel: wheel) {
          // After 至今: one greyed row that cannot be chosen, so the wheel keeps its place.
          title(engine.displayedTitle(ofRow: 0, inWheel: wheel, style: look.style), isEnabled: false)
        }
        ForEach(track.drawnIndices(around: position, reach: reach), id: \.self) { index in
          row(atIndex: index)
        }
      }
    }

    private func row(atIndex index: Int) -> some View {
      let row = track.row(atIndex: index)
      let curvature = geometry.curvature(atOffset: Double(index) - position)
      return title(
        engine.title(ofRow: row, inWheel: wheel), isEnabled: engine.isRowEnabled(row, inWheel: wheel)
      )
      .scaleEffect(x: 1, y: curvature.scale)
      .opacity(curvature.alpha)
      .offset(y: curvature.displacement)
    }

    private func title(_ text: String, isEnabled: Bool) -> some View {
      Text(text)
        .font(.sheet(look.style.rowFont))
        .foregroundColor(Color(isEnabled ? look.palette.rowText : look.palette.disabledRowText))
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .padding(.leading, look.style.rowPadding)
        .padding(.trailing, look.style.rowPadding + unitRoom)
        .frame(height: geometry.rowHeight)
    }
  }
#endif
