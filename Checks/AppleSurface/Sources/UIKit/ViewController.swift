/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (Apple's declaration is implicitly unwrapped.)
  open var view: UIView! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded() (iOS 9)
  open func loadViewIfNeeded() { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// (the case the faces use, and the property's default)
public enum UIModalPresentationStyle: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext (iOS 8)
  case overCurrentContext = 6
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic (iOS 13)
  case automatic = -2
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
