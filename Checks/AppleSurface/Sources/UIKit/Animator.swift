// Animations on a timing curve: a property animator runs its animations at once, as `UIView.animate`
// does here, and calls its completions when a test lets time pass (stub; see UIKit.swift).

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider (iOS 10)
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicubictimingparameters (iOS 10)
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint1
  open var controlPoint1: CGPoint { point1 }
  /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint2
  open var controlPoint2: CGPoint { point2 }
  /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    self.point1 = point1
    self.point2 = point2
    super.init()
  }
  private let point1: CGPoint
  private let point2: CGPoint
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition (iOS 10)
public enum UIViewAnimatingPosition: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition/end
  case end = 0
  /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition/start
  case start = 1
  /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition/current
  case current = 2
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator (iOS 10)
@MainActor open class UIViewPropertyAnimator: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timing = parameters
    super.init()
  }
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)
  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/startanimation()
  open func startAnimation() {
    for animation in animations { animation() }
    if let cubic = timing as? UICubicTimingParameters {
      UIKitRecording.record(curve: [cubic.controlPoint1, cubic.controlPoint2])
    }
    let completions = completions
    UIKitRecording.startAnimation(duration: duration) { for completion in completions { completion(.end) } }
  }

  private let duration: TimeInterval
  private let timing: any UITimingCurveProvider
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
}
