#if canImport(UIKit)
  import UIKit
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// A view controller whose panel slides up over a fading backdrop.
  @MainActor
  protocol SlidingSheet: UIViewController {
    /// Puts the panel on screen and the backdrop at full opacity, or both out of sight.
    func setPanelShown(_ isShown: Bool)
  }

  /// The sheet's transition: the backdrop fades to black at 0.64 while the
  /// panel slides up in 0.4 s, ease-out; dismissal runs it backwards.
  ///
  /// The sheet is presented over the current context, so it lives in the
  /// presenting view controller's scene (and rotates, resizes and follows
  /// Dynamic Type with it) instead of being a view added to a key window.
  @MainActor
  final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate {
    /// The slide's length, from the sheet's geometry (0 under Reduce Motion: no slide).
    var slideDuration = SheetPoints.slideDuration
    /// The slide's timing curve, from the sheet's geometry.
    var slideCurve = SheetTimingCurve.easeOut

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      SheetAnimator(isPresenting: true, duration: slideDuration, curve: slideCurve)
    }

    func animationController(
      forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      SheetAnimator(isPresenting: false, duration: slideDuration, curve: slideCurve)
    }
  }

  /// Slides a ``SlidingSheet`` in or out.
  @MainActor
  final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let duration: TimeInterval
    private let curve: SheetTimingCurve

    init(isPresenting: Bool, duration: TimeInterval, curve: SheetTimingCurve) {
      self.isPresenting = isPresenting
      self.duration = duration
      self.curve = curve
    }

    func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
      guard let sheet = transitionContext.viewController(forKey: key) as? any SlidingSheet else {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        return
      }
      if isPresenting {
        transitionContext.containerView.addSubview(sheet.view)
        sheet.view.frame = transitionContext.finalFrame(for: sheet)
        sheet.setPanelShown(false)
        sheet.view.layoutIfNeeded()
      }
      let isPresenting = isPresenting
      // The geometry's curve, as SwiftUI's `timingCurve` runs it.
      let animator = UIViewPropertyAnimator(
        duration: transitionDuration(using: transitionContext),
        timingParameters: UICubicTimingParameters(
          controlPoint1: CGPoint(x: curve.c1x, y: curve.c1y),
          controlPoint2: CGPoint(x: curve.c2x, y: curve.c2y)))
      animator.addAnimations {
        sheet.setPanelShown(isPresenting)
        sheet.view.layoutIfNeeded()
      }
      animator.addCompletion { _ in
        let finished = !transitionContext.transitionWasCancelled
        if !isPresenting, finished { sheet.view.removeFromSuperview() }
        transitionContext.completeTransition(finished)
      }
      animator.startAnimation()
    }
  }
#endif
