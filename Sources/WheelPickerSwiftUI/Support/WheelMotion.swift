#if canImport(SwiftUI) && canImport(UIKit)
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The rows under the centre line of wheels a finger is dragging: rows the
  /// sheet has not been told of yet, handed to Confirm pressed while a wheel moves
  /// (`PickerSheet.Event.confirm(shownRows:)`).
  ///
  /// A class on purpose: a drag writes here on every frame, and nothing is
  /// drawn from it, so it must not cause the sheet to be drawn again.
  @MainActor
  final class WheelMotion {
    /// The row each dragged wheel shows.
    private var draggedRows: [DisplayPosition: Int] = [:]

    /// Told when the first wheel starts being dragged (`true`) and when the last one is let go
    /// (`false`): the system sheet's swipe to dismiss waits meanwhile.
    var draggingChanged: (@MainActor (Bool) -> Void)?

    /// Whether a finger drags a wheel.
    var isDragging: Bool { !draggedRows.isEmpty }

    /// A dragged wheel now shows `row`.
    func show(_ row: Int, at position: DisplayPosition) { change { draggedRows[position] = row } }

    /// The wheel is no longer dragged (its row went to the sheet), or was reloaded.
    func clear(_ position: DisplayPosition) { change { draggedRows[position] = nil } }

    /// Forgets every drag (a sheet shown afresh, or gone).
    func reset() { change { draggedRows = [:] } }

    private func change(_ body: () -> Void) {
      let before = isDragging
      body()
      if isDragging != before { draggingChanged?(isDragging) }
    }

    /// The rows the wheels show, by display position, for `count` wheels: a dragged wheel's row,
    /// `nil` for the others; `nil` when no wheel is dragged (the sheet knows every row).
    func shownRows(count: Int) -> [Int?]? {
      guard !draggedRows.isEmpty else { return nil }
      return (0..<count).map { draggedRows[DisplayPosition($0)] }
    }
  }
#endif
