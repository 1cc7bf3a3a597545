#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// Told what happens in any number of ``WheelPickerSheetController``s, of any kinds, told apart
  /// by their first argument as `UIPickerViewDelegate` tells its pickers apart.
  ///
  /// The methods are concrete: the sheet comes as the view controller it is, and its value is
  /// read from the sheet the delegate keeps (typed: `dateSheet.date`, `regionSheet.value`) or by
  /// casting it. Every method is required, so a misspelt or mistyped one is a compile error
  /// (the type does not conform), never a method that is silently not called:
  ///
  /// <!-- snippet:
  /// final class TripController: UIViewController {
  ///   let dateButton = UIButton(frame: .zero)
  ///   let regionButton = UIButton(frame: .zero)
  ///   var dateSheet: WheelPickerSheetController<DatePickerModel>?
  ///   var regionSheet: WheelPickerSheetController<RegionModel>?
  /// }
  /// -->
  /// ```swift
  /// extension TripController: WheelPickerSheetDelegate {
  ///   func wheelPickerSheetDidConfirm(_ sheet: UIViewController) {
  ///     if sheet === dateSheet, let date = dateSheet?.date {
  ///       dateButton.setTitle(date.formatted(date: .abbreviated, time: .omitted), for: .normal)
  ///     } else if let sheet = sheet as? WheelPickerSheetController<RegionModel> {
  ///       regionButton.setTitle(sheet.value.text, for: .normal)
  ///     }
  ///   }
  ///   func wheelPickerSheetDidCancel(_ sheet: UIViewController) {}
  ///   func wheelPickerSheet(_ sheet: UIViewController, didChange change: SelectionChange) {}
  ///   func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError) {}
  /// }
  /// ```
  ///
  /// A controller that needs one event only may use the sheet's closures instead
  /// (``WheelPickerSheetController/onConfirm``), typed by the sheet's model.
  @MainActor
  public protocol WheelPickerSheetDelegate: AnyObject {
    /// Confirm was tapped; the sheet's `value` is the confirmed one and the sheet is going away.
    func wheelPickerSheetDidConfirm(_ sheet: UIViewController)
    /// The sheet was cancelled (Cancel, the backdrop, VoiceOver's escape, a dismissal by others).
    func wheelPickerSheetDidCancel(_ sheet: UIViewController)
    /// A wheel moved; the sheet's `value` is the value now.
    func wheelPickerSheet(_ sheet: UIViewController, didChange change: SelectionChange)
    /// ``WheelPickerSheetController/present(from:animated:)->()`` could not show the sheet; nothing
    /// else is reported for it.
    func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError)
  }
#endif
