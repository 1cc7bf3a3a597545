#if canImport(SwiftUI) && canImport(UIKit)
  import WheelPickerCore
  import WheelPickerPresentation

  /// The rows under the centre line of wheels a finger is dragging: rows the
  /// engine has not taken yet, for Confirm pressed while a wheel moves.
  ///
  /// A class on purpose: a drag writes here on every frame, and nothing is
  /// drawn from it, so it must not cause the sheet to be drawn again.
  @MainActor
  final class WheelMotion {
    /// Wheel (dependency order) → the row it shows while dragged.
    private var draggedRows: [Int: Int] = [:]

    /// A dragged wheel now shows `row`.
    func show(_ row: Int, inWheel wheel: Int) { draggedRows[wheel] = row }

    /// The wheel is no longer dragged (its row went to the engine), or was reloaded.
    func clear(_ wheel: Int) { draggedRows[wheel] = nil }

    /// Forgets every drag (a sheet shown afresh).
    func reset() { draggedRows = [:] }

    /// `engine` after the rows the dragged wheels show are taken
    /// (``WheelPickerPresentation`` `settled(showingRows:)`); the engine itself when nothing is dragged.
    func settled<Model: WheelModel>(_ engine: SelectionEngine<Model>) -> SelectionEngine<Model> {
      guard !draggedRows.isEmpty else { return engine }
      return engine.settled(showingRows: engine.model.displayOrder.map { draggedRows[$0] })
    }
  }
#endif
