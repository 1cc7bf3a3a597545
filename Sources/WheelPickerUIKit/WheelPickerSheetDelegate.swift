#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// Told what happens in a ``WheelPickerSheetController`` over one model: every method has an
  /// empty default, so a delegate implements only what it needs.
  ///
  /// The requirements name the sheet's model, so the method a delegate writes for its sheet is
  /// the requirement itself. Every requirement has an empty default: a method whose name or types
  /// differ from it (a `didConfirm` taking a `String` for a list's `ListChoice`) compiles as a
  /// separate method that is never called, and Swift does not warn, so write them with the
  /// editor's completion (or use the sheet's closures):
  ///
  /// <!-- snippet:
  /// final class ColourButtonController: UIViewController { let button = UIButton(frame: .zero) }
  /// let sheet = WheelPickerSheetController(engine: SelectionEngine(model: try ListModel(["红", "绿"])), title: "颜色")
  /// -->
  /// ```swift
  /// extension ColourButtonController: WheelPickerSheetDelegate {
  ///   func wheelPickerSheet(_ sheet: WheelPickerSheetController<ListModel>, didConfirm value: ListChoice) {
  ///     button.setTitle(value.value, for: .normal)
  ///   }
  /// }
  /// sheet.delegate = self   // a WheelPickerSheetController<ListModel>
  /// ```
  ///
  /// `Model` is inferred from the methods a delegate writes; one that writes none names it
  /// (`typealias Model = ListModel`). A delegate of sheets over several models adopts the protocol
  /// once per model through small helper objects, or uses the closures.
  @MainActor
  public protocol WheelPickerSheetDelegate<Model>: AnyObject {
    /// The model of the sheets this delegate is told about.
    associatedtype Model: WheelModel
    /// Confirm was tapped; the sheet is going away.
    func wheelPickerSheet(_ sheet: WheelPickerSheetController<Model>, didConfirm value: Model.Value)
    /// The sheet was cancelled (Cancel, the backdrop, VoiceOver's escape, a dismissal by others).
    func wheelPickerSheetDidCancel(_ sheet: WheelPickerSheetController<Model>)
    /// A wheel moved; `sheet.value` is the value now.
    func wheelPickerSheet(_ sheet: WheelPickerSheetController<Model>, didChange change: SelectionChange)
    /// ``WheelPickerSheetController/present(from:animated:)`` could not show the sheet; nothing
    /// else is reported for it.
    func wheelPickerSheet(
      _ sheet: WheelPickerSheetController<Model>, didRefusePresentation error: WheelPickerSheetError)
  }

  extension WheelPickerSheetDelegate {
    /// Does nothing.
    public func wheelPickerSheet(_ sheet: WheelPickerSheetController<Model>, didConfirm value: Model.Value) {}
    /// Does nothing.
    public func wheelPickerSheetDidCancel(_ sheet: WheelPickerSheetController<Model>) {}
    /// Does nothing.
    public func wheelPickerSheet(
      _ sheet: WheelPickerSheetController<Model>, didChange change: SelectionChange
    ) {}
    /// Does nothing.
    public func wheelPickerSheet(
      _ sheet: WheelPickerSheetController<Model>, didRefusePresentation error: WheelPickerSheetError
    ) {}
  }
#endif
