/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator (iOS 10)
@MainActor open class UIFeedbackGenerator: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() { UIKitRecording.record(.prepare) }
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  open func selectionChanged() { UIKitRecording.record(.selectionChanged) }
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
    self.style = style
    super.init()
  }
  private let style: FeedbackStyle
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  open func impactOccurred() { UIKitRecording.record(.impact(style)) }
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
    UIKitRecording.record(.notification(notificationType))
  }
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
  public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }
}
