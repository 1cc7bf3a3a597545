#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// One wheel: the rows around the centre line, dragged and snapped to a row.
  ///
  /// Only the rows on the front of the wheel's cylinder are views (about
  /// nine), so a wheel of 70,000 rows costs what a wheel of twelve does. The
  /// wheel tells the sheet where a drag comes to rest (`rowSettled`) and what
  /// VoiceOver's adjustments ask (`stepWheel`), and goes wherever the sheet then
  /// tells it (``WheelShow``): a disabled row asked for scrolls back to the row
  /// the engine chose. Its texts, unit, placeholder and what VoiceOver reads
  /// come from the program.
  struct WheelColumn<Model: WheelModel>: View {
    let program: PickerSheet<Model>
    let state: PickerSheet<Model>.State
    /// The wheel's place, width, unit and placeholder in the plan.
    let column: SheetPlan.Column
    /// The last row the sheet told the wheel to show.
    let show: WheelShow?
    let look: SheetLook
    /// Told the row under the centre line while a finger drags the wheel.
    let motion: WheelMotion?
    let send: @MainActor (PickerSheet<Model>.Event) -> Void

    @State private var position: Double
    @State private var dragStart: Double?

    init(
      program: PickerSheet<Model>, state: PickerSheet<Model>.State, column: SheetPlan.Column,
      show: WheelShow?,
      look: SheetLook, motion: WheelMotion?, send: @escaping @MainActor (PickerSheet<Model>.Event) -> Void
    ) {
      self.program = program
      self.state = state
      self.column = column
      self.show = show
      self.look = look
      self.motion = motion
      self.send = send
      _position = State(initialValue: Double(state.engine.selectedRow(inWheel: column.wheel) ?? 0))
    }

    private var track: WheelTrack {
      WheelTrack(
        rowCount: state.engine.rowCount(ofWheel: column.wheel),
        isCyclic: state.engine.model.traits(ofWheel: column.wheel).isCyclic,
        rowHeight: look.geometry.rowHeight)
    }

    var body: some View {
      GeometryReader { proxy in
        ZStack {
          WheelRows(
            program: program, state: state, column: column, track: track, look: look,
            geometry: cylinder(height: proxy.size.height), position: position)
          if let unit = column.unit, let unitX = column.unitX {
            // Where the plan puts it: right after the rows' text, which ends against it.
            Text(unit)
              .font(.sheet(look.style.unitFont))
              .foregroundColor(Color(look.palette.unitText))
              .padding(.leading, unitX - column.x)
              .frame(width: column.width, alignment: .leading)
          }
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
      .clipped()
      .contentShape(Rectangle())
      .gesture(drag)
      .onChange(of: show, perform: follow)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(program.accessibilityLabel(at: column.position, in: state)))
      .accessibilityValue(Text(accessibilityValue))
      // In a sheet that answers several rows, VoiceOver reads a marked row as selected, and its
      // double tap marks the row (as a tap does: `drag`).
      .accessibilityAddTraits(isSelectedRowMarked ? .isSelected : [])
      .accessibilityAction(.default) { if program.marking != nil { send(.toggleMark) } }
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: send(.stepWheel(1, at: column.position))
        case .decrement: send(.stepWheel(-1, at: column.position))
        @unknown default: break
        }
      }
    }

    /// The selected row of the wheel, `nil` for an empty wheel.
    private var selectedRow: Int? { state.engine.selectedRow(inWheel: column.wheel) }

    /// Whether the selected row is marked (read as selected).
    private var isSelectedRowMarked: Bool {
      selectedRow.map { program.isMarked(row: $0, at: column.position, in: state) } ?? false
    }

    /// What VoiceOver reads: the row, and in a sheet that answers several whether it is marked
    /// (`Tea, marked`).
    private var accessibilityValue: String {
      let value = program.accessibilityValue(at: column.position, in: state)
      guard let row = selectedRow,
        let mark = program.accessibilityMark(ofRow: row, at: column.position, in: state)
      else { return value }
      return value + ", " + mark
    }

    /// Whether a finger lifted where it went down, without a fling: a tap, not a drag.
    static func isTap(_ value: DragGesture.Value) -> Bool {
      let moved = max(abs(value.translation.height), abs(value.predictedEndTranslation.height))
      return moved < 4
    }

    /// The geometry with the wheel area as high as this wheel, so that the
    /// rows' cylinder fills whatever height the caller gives the wheels.
    private func cylinder(height: Double) -> SheetGeometry {
      var geometry = look.geometry
      geometry.panelHeight = geometry.barHeight + max(height, geometry.rowHeight)
      return geometry
    }

    /// The finger on the wheel. In a sheet that answers several rows the gesture starts at once, so
    /// that a tap (a finger lifted where it went down) marks the selected row.
    private var drag: some Gesture {
      DragGesture(minimumDistance: program.marking == nil ? 10 : 0)
        .onChanged { value in
          let start = dragStart ?? position
          if dragStart == nil { dragStart = position }
          position = track.position(from: start, translation: value.translation.height)
          if track.rowCount > 0 {
            motion?.show(track.row(atIndex: Int(position.rounded())), at: column.position)
          }
        }
        .onEnded { value in
          let start = dragStart ?? position
          dragStart = nil
          motion?.clear(column.position)
          guard track.rowCount > 0 else { return }
          if program.marking != nil, Self.isTap(value) {
            position = start
            send(.toggleMark)
            return
          }
          let index = track.restingIndex(
            from: start, predictedTranslation: value.predictedEndTranslation.height)
          if look.reducesMotion {
            position = Double(index)
          } else {
            withAnimation(.easeOut(duration: WheelTrack.restingDuration(forRows: Double(index) - position))) {
              position = Double(index)
            }
          }
          // The rows the wheel turned, so that a wrapping hour wheel flung past 12 carries AM/PM once a lap.
          let turned = track.isCyclic ? index - Int(start.rounded()) : nil
          send(.rowSettled(row: track.row(atIndex: index), at: column.position, turned: turned))
        }
    }

    /// Goes where the sheet says: a spin's tick turns the wheel forward by its rows, anything
    /// else the shortest way; not while a finger holds the wheel.
    private func follow(_ show: WheelShow?) {
      guard let show, dragStart == nil else { return }
      let from = position + Double(show.turn)
      let destination = track.nearestPosition(of: show.row, from: from)
      guard destination != position else { return }
      guard show.isAnimated else {
        position = destination
        return
      }
      let animation: Animation =
        show.turn > 0
        ? .easeOut(duration: SpinTicker.interval)
        : .easeOut(duration: WheelTrack.restingDuration(forRows: destination - position))
      withAnimation(animation) { position = destination }
    }
  }

  /// The rows of one wheel drawn around a fractional position on the wheel's
  /// cylinder (``/WheelPickerSheetStyle/SheetGeometry/curvature(atOffset:)``),
  /// which SwiftUI animates frame by frame, so a wheel coming to rest passes every row between.
  private struct WheelRows<Model: WheelModel>: View, Animatable {
    let program: PickerSheet<Model>
    let state: PickerSheet<Model>.State
    let column: SheetPlan.Column
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

    var body: some View {
      ZStack {
        if let placeholder = column.placeholder {
          // One greyed row that cannot be chosen, so the wheel keeps its place.
          title(placeholder, isEnabled: false)
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
        program.title(ofRow: row, at: column.position, in: state),
        isEnabled: state.engine.isRowEnabled(row, inWheel: column.wheel),
        isMarked: program.isMarked(row: row, at: column.position, in: state)
      )
      .scaleEffect(x: 1, y: curvature.scale)
      .opacity(curvature.alpha)
      .offset(y: curvature.displacement)
    }

    /// A row's text where the plan puts it; a marked row's begins with the check mark (the plan
    /// keeps its room in every row of a sheet that answers several).
    private func title(_ text: String, isEnabled: Bool, isMarked: Bool = false) -> some View {
      Text(isMarked ? PickerSheet<Model>.markSymbol + " " + text : text)
        .font(.sheet(look.style.rowFont))
        .foregroundColor(Color(isEnabled ? look.palette.rowText : look.palette.disabledRowText))
        .lineLimit(1)
        // The plan's text frame: centred, or ending against the unit.
        .frame(
          width: max(0, column.textWidth), alignment: column.textAlignment == .trailing ? .trailing : .center
        )
        .padding(.leading, column.textX - column.x)
        .frame(width: column.width, height: geometry.rowHeight, alignment: .leading)
    }
  }
#endif
