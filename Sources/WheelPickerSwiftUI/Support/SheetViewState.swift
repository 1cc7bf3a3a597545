#if canImport(SwiftUI) && canImport(UIKit)
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// A row a wheel was told to show (`PickerSheet.Effect.show`), numbered so that the same row
  /// asked for twice (a refused row scrolled back to again) still moves the wheel.
  struct WheelShow: Equatable {
    /// The row to show at the centre.
    var row: Int
    /// Whether the wheel slides there, or stands there at once.
    var isAnimated: Bool
    /// Rows the wheel turns forward to get there (a spin's tick), rather than the shortest way.
    var turn: Int
    /// Which request this is, counted per sheet.
    var request: Int
  }

  /// What a SwiftUI view keeps of a sheet: the program's state, and for each wheel how often it
  /// was reloaded (its identity: a reloaded wheel starts afresh on its new row) and the last row
  /// it was told to show.
  struct SheetViewState<Model: WheelModel>: Equatable {
    /// The program's state.
    private(set) var sheet: PickerSheet<Model>.State
    /// Reloads so far, by wheel.
    private(set) var reloads: [DisplayPosition: Int] = [:]
    /// The last row each wheel was told to show.
    private(set) var shows: [DisplayPosition: WheelShow] = [:]
    /// Show requests so far.
    private var requests = 0

    init(_ sheet: PickerSheet<Model>.State) { self.sheet = sheet }

    /// A state put in place of `previous` from outside (the caller's engine changed): each wheel
    /// keeps its identity and slides to its row in the new state.
    init(_ sheet: PickerSheet<Model>.State, following previous: SheetViewState) {
      self.sheet = sheet
      reloads = previous.reloads
      requests = previous.requests
      for (offset, wheel) in sheet.engine.model.displayOrder.enumerated() {
        requests += 1
        shows[DisplayPosition(offset)] = WheelShow(
          row: sheet.engine.selectedRow(inWheel: wheel) ?? 0, isAnimated: true, turn: 0, request: requests)
      }
    }

    /// Sends `event` to `program`, keeps the new state, and carries out what every SwiftUI face
    /// does alike: reloads and shows on the wheels, a dragged row forgotten when its wheel
    /// reloads, announcements and the selection haptic. Returns every effect, for the view to
    /// carry out the rest (report, dismiss, spin).
    @MainActor
    mutating func send(
      _ event: PickerSheet<Model>.Event, to program: PickerSheet<Model>, motion: WheelMotion?,
      haptic: SelectionHaptic
    ) -> [PickerSheet<Model>.Effect] {
      let spinBefore = sheet.spinRemaining
      let effects: [PickerSheet<Model>.Effect]
      (sheet, effects) = program.update(sheet, event)
      for effect in effects {
        switch effect {
        case .reload(let positions):
          for position in positions {
            reloads[position, default: 0] += 1
            motion?.clear(position)
          }
        case .show(let row, let position, let isAnimated):
          requests += 1
          let turn = event == .tick ? turned(at: position, from: spinBefore) : 0
          shows[position] = WheelShow(row: row, isAnimated: isAnimated, turn: turn, request: requests)
        case .announce(let sentence):
          Announcer.announce(sentence)
        case .selectionHaptic:
          haptic.play()
        default:
          break
        }
      }
      return effects
    }

    /// Rows a tick turned the wheel at `position`: what it had left to turn, less what it has now.
    private func turned(at position: DisplayPosition, from before: [Int]) -> Int {
      guard before.indices.contains(position.offset) else { return 0 }
      let left =
        sheet.spinRemaining.indices.contains(position.offset) ? sheet.spinRemaining[position.offset] : 0
      return max(0, before[position.offset] - left)
    }
  }
#endif
