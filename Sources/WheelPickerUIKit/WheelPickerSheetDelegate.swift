#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// Told what happens in a ``WheelPickerSheetController``: every method has an
  /// empty default, so a delegate implements only what it needs.
  @MainActor
  public protocol WheelPickerSheetDelegate: AnyObject {
    /// Confirm was tapped; the sheet is going away.
    func wheelPickerSheet<Model: WheelModel>(
      _ sheet: WheelPickerSheetController<Model>, didConfirm value: Model.Value)
    /// The sheet was cancelled (Cancel, the backdrop, VoiceOver's escape).
    func wheelPickerSheetDidCancel<Model: WheelModel>(_ sheet: WheelPickerSheetController<Model>)
    /// A wheel moved; `sheet.value` is the value now.
    func wheelPickerSheet<Model: WheelModel>(
      _ sheet: WheelPickerSheetController<Model>, didChange change: SelectionChange)
  }

  extension WheelPickerSheetDelegate {
    /// Does nothing.
    public func wheelPickerSheet<Model: WheelModel>(
      _ sheet: WheelPickerSheetController<Model>, didConfirm value: Model.Value
    ) {}
    /// Does nothing.
    public func wheelPickerSheetDidCancel<Model: WheelModel>(_ sheet: WheelPickerSheetController<Model>) {}
    /// Does nothing.
    public func wheelPickerSheet<Model: WheelModel>(
      _ sheet: WheelPickerSheetController<Model>, didChange change: SelectionChange
    ) {}
  }
#endif
