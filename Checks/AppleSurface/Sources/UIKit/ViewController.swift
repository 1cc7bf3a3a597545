/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (Apple's declaration is implicitly unwrapped.)
  open var view: UIView! {
    get {
      // Loaded on first use, then viewDidLoad, as UIKit does.
      if let viewStorage { return viewStorage }
      let view = UIView(frame: .zero)
      viewStorage = view
      viewDidLoad()
      return view
    }
    set { viewStorage = newValue }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded() (iOS 9)
  open func loadViewIfNeeded() { _ = view }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection (UIViewController adopts UITraitEnvironment)
  // A loaded view's traits (those of the window it is in), else the system's.
  open var traitCollection: UITraitCollection { viewStorage?.traitCollection ?? UITraitCollection() }
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) (deprecated in iOS 17, available on 16; Apple's message: "Use the trait change registration APIs
  /// declared in the UITraitChangeObservable protocol")
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize (iOS 7)
  open var preferredContentSize: CGSize = .zero
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller (iOS 8)
  open var popoverPresentationController: UIPopoverPresentationController? {
    // UIKit makes one for a controller whose presentation style is a popover.
    guard modalPresentationStyle == .popover else { return nil }
    if let popoverStorage { return popoverStorage }
    let popover = UIPopoverPresentationController(presented: self)
    popoverStorage = popover
    return popover
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { presentingStorage }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller (iOS 5)
  open var presentedViewController: UIViewController? { presentedStorage }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented (iOS 5)
  open var isBeingPresented: Bool { beingMoved == .presentation }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed (iOS 5)
  open var isBeingDismissed: Bool { beingMoved == .dismissal }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? {
    // The stub has no view controller containment, so no controller is ever inside a
    // navigation controller's stack.
    nil
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    if let refusal = presentationRefusal(of: viewControllerToPresent) {
      presentationRecords.append(.presentRefused(refusal))
      return
    }
    guard let window = view.window else { return }
    presentationRecords.append(.present(animated: flag))
    let presented = viewControllerToPresent
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    presentedStorage = presented
    presented.presentingStorage = self
    presented.transitionUnderWay = .presentation
    presented.beingMoved = .presentation
    let ended: (Bool) -> Void = { [weak self, weak presented] didComplete in
      guard let self, let presented else { return }
      presented.transitionUnderWay = nil
      if didComplete {
        self.presentationRecords.append(.presentCompleted)
        presented.viewDidAppear(flag)
        presented.beingMoved = nil
        completion?()
      } else {
        presented.beingMoved = nil
        presented.viewIfLoaded?.removeFromSuperview()
        container.removeFromSuperview()
        self.presentedStorage = nil
        presented.presentingStorage = nil
      }
    }
    // A popover is UIKit's own presentation, sized by the presented controller's preferred size.
    let isPopover = presented.modalPresentationStyle == .popover
    let animator =
      flag && !isPopover
      ? presented.transitioningDelegate?.animationController(
        forPresented: presented, presenting: self, source: self) : nil
    if let animator {
      animator.animateTransition(
        using: StubTransitionContext(
          containerView: container, from: self, to: presented, presented: presented, onComplete: ended))
    } else {
      presented.view.frame =
        isPopover ? CGRect(origin: .zero, size: presented.preferredContentSize) : container.bounds
      container.addSubview(presented.view)
      // UIKit's own slide takes time; without animation the presentation ends at once.
      if flag {
        UIKitRecording.startAnimation(duration: 0.3) { ended(true) }
      } else {
        ended(true)
      }
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    // Called on the presented controller, UIKit asks its presenter to dismiss it.
    guard let presented = presentedStorage else {
      if let presentingStorage {
        presentingStorage.dismiss(animated: flag, completion: completion)
      } else {
        presentationRecords.append(.dismissRefused(.nothingToDismiss))
      }
      return
    }
    guard presented.transitionUnderWay == nil, transitionUnderWay == nil else {
      presentationRecords.append(.dismissRefused(.transitionInProgress))
      return
    }
    presentationRecords.append(.dismiss(animated: flag))
    presented.transitionUnderWay = .dismissal
    presented.beingMoved = .dismissal
    let container = presented.viewIfLoaded?.superview
    let ended: (Bool) -> Void = { [weak self, weak presented] didComplete in
      guard let self, let presented else { return }
      presented.transitionUnderWay = nil
      guard didComplete else {
        presented.beingMoved = nil
        return
      }
      presented.viewIfLoaded?.removeFromSuperview()
      container?.removeFromSuperview()
      self.presentedStorage = nil
      presented.presentingStorage = nil
      self.presentationRecords.append(.dismissCompleted)
      presented.viewDidDisappear(flag)
      presented.beingMoved = nil
      completion?()
    }
    let animator =
      flag && presented.modalPresentationStyle != .popover
      ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
    if let animator, let container {
      animator.animateTransition(
        using: StubTransitionContext(
          containerView: container, from: presented, to: self, presented: presented, onComplete: ended))
    } else if flag {
      UIKitRecording.startAnimation(duration: 0.3) { ended(true) }
    } else {
      ended(true)
    }
  }

  // The stub's state: the view once loaded, who presents whom, a transition under way, and what
  // this controller was asked to present or dismiss.

  /// A presentation or dismissal whose transition has not ended.
  enum Transition: Equatable {
    case presentation
    case dismissal
  }
  private var viewStorage: UIView?
  private var popoverStorage: UIPopoverPresentationController?
  private weak var presentingStorage: UIViewController?
  private var presentedStorage: UIViewController?
  /// The transition under way (UIKit refuses another presentation or dismissal meanwhile).
  private(set) var transitionUnderWay: Transition?
  /// What `isBeingPresented` and `isBeingDismissed` report: the transition, and the
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` that ends it.
  private var beingMoved: Transition?
  /// What this controller was asked to present and dismiss, and what came of it, oldest first.
  var presentationRecords: [PresentationRecord] = []

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded (iOS 9)
  open var viewIfLoaded: UIView? { viewStorage }

  /// Why UIKit would refuse to present `presented` from this controller (it logs a warning then), if it would.
  private func presentationRefusal(of presented: UIViewController) -> PresentationRecord.Refusal? {
    if presentedStorage != nil { return .alreadyPresenting }
    if presented.presentingStorage != nil || presented === self { return .alreadyPresented }
    if transitionUnderWay != nil { return .transitionInProgress }
    if view.window == nil { return .notInWindow }
    if presented.modalPresentationStyle == .popover,
      presented.popoverPresentationController?.hasAnchor != true
    {
      return .popoverWithoutAnchor
    }
    return nil
  }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// (the case the faces use, and the property's default)
public enum UIModalPresentationStyle: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext (iOS 8)
  case overCurrentContext = 6
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover (iOS 8)
  case popover = 7
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic (iOS 13)
  case automatic = -2
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none (iOS 7)
  case none = -1
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  case fullScreen = 0
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
  case formSheet = 2
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:) (optional)
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:) (optional)
  func animationController(
    forDismissed dismissed: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

// Optional requirements (see UIKit.swift).
extension UIViewControllerTransitioningDelegate {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:) — default of an optional requirement (see UIKit.swift)
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:) — default of an optional requirement (see UIKit.swift)
  public func animationController(
    forDismissed dismissed: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval
  /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  var containerView: UIView { get }
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
  var transitionWasCancelled: Bool { get }
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  func completeTransition(_ didComplete: Bool)
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/rawvalue
  public let rawValue: String
  /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  /// The stack, root first (the stub's record of what was pushed).
  var stack: [UIViewController] = []

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    stack.append(viewController)
  }
}
