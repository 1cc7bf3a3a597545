#if canImport(UIKit)
  import UIKit

  /// What a ``WheelPickerSheetController`` points at when it is shown in a popover (in a regular
  /// width: an iPad, a wide window): the control the person tapped.
  ///
  /// <!-- snippet:
  /// let sheet = WheelPickerSheetController(engine: SelectionEngine(model: ListModel(["红", "绿"])), title: "颜色")
  /// let dateButton = UIButton(frame: .zero)
  /// let doneItem = UIBarButtonItem(systemItem: .done)
  /// -->
  /// ```swift
  /// sheet.present(from: self, anchor: .view(dateButton))
  /// sheet.present(from: self, anchor: .barButtonItem(doneItem))
  /// ```
  @MainActor
  public enum WheelPickerSheetAnchor {
    /// The whole of a view.
    case view(UIView)
    /// A rectangle in a view's coordinates (a cell's text, a character in a label).
    case rect(CGRect, in: UIView)
    /// A bar button item (iOS 16's `sourceItem`).
    case barButtonItem(UIBarButtonItem)
  }

  /// Turns the system's dismissal of a popover (a tap outside it) into a callback.
  @MainActor
  final class PopoverDismissal: NSObject, UIPopoverPresentationControllerDelegate {
    private let dismissed: () -> Void

    init(dismissed: @escaping () -> Void) {
      self.dismissed = dismissed
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      dismissed()
    }

    /// A popover stays a popover when its window narrows while it is up (a Split View or Slide Over
    /// resize): adapted by the system, the panel alone would cover the window over a clear background.
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      .none
    }
  }
#endif
