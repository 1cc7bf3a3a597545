// Popovers: a view controller presented with `.popover` gets a popover presentation controller,
// anchored to a view's rectangle or a bar button item, sized by its `preferredContentSize`. A test
// dismisses one as a tap outside it does (`dismissByTappingOutside()`).

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller (iOS 8) — @MainActor class UIPresentationController
@MainActor open class UIPresentationController: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The controller presented.
  private(set) weak var presented: UIViewController?

  init(presented: UIViewController) {
    self.presented = presented
    super.init()
  }

  /// The style the presentation took when the window became horizontally compact; `nil` while it
  /// has not.
  private(set) var adaptedStyle: UIModalPresentationStyle?

  /// What the system does when the window's traits change while a popover is up (a Split View or
  /// Slide Over resize, a rotation): in a compact width it asks the delegate for the style to
  /// adapt to; `.none` keeps the popover.
  func traitsChanged(to traits: UITraitCollection) {
    guard traits.horizontalSizeClass == .compact else {
      adaptedStyle = nil
      return
    }
    adaptedStyle = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .formSheet
  }

  /// What the system does when the person taps outside a popover: it dismisses the presented
  /// controller (animated), then tells the delegate (`presentationControllerDidDismiss(_:)`).
  func dismissByTappingOutside() {
    guard let presented, let presenter = presented.presentingViewController else { return }
    presenter.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller (iOS 8) — @MainActor class UIPopoverPresentationController
/// (its `delegate` is declared on the superclass: Linux cannot narrow an inherited property's type)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .null
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem (iOS 16)
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

  /// Whether the popover has something to point at (UIKit raises an exception when it has not).
  var hasAnchor: Bool { sourceView != nil || sourceItem != nil }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem (iOS 16)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem — UIBarButtonItem conforms (iOS 16)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:) (iOS 13, optional)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:) (iOS 8.3, optional)
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
}

// Optional requirements (see UIKit.swift).
extension UIAdaptivePresentationControllerDelegate {
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:) — default of an optional requirement (see UIKit.swift)
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:) — default of an optional requirement (see UIKit.swift): a delegate that does not answer leaves UIKit's own adaptation, a popover behaving as a form sheet in a compact width
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .formSheet }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate (iOS 8)
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
}
