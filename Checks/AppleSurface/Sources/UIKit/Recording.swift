// What the stub does instead of drawing: it keeps what it was asked, so tests (`@testable import UIKit`)
// can run the faces and read back the UIKit calls they made. Nothing here is UIKit API: every
// declaration is internal, and the public declarations of the other files stay copies of Apple's.

/// The calls the stub recorded that belong to no single object (announcements, haptics), and the
/// animations in flight.
@MainActor
enum UIKitRecording {
  /// A haptic a feedback generator was asked to play, or to prepare.
  enum Haptic: Equatable {
    case prepare
    case selectionChanged
    case impact(UIImpactFeedbackGenerator.FeedbackStyle)
    case notification(UINotificationFeedbackGenerator.FeedbackType)
  }

  /// A `UIAccessibility.post(notification:argument:)`, with the argument as text (an attributed
  /// string's characters), whether an attributed argument asked to queue behind current speech,
  /// and the argument itself when it is an object (the element VoiceOver is to move to).
  struct Post: Equatable {
    var notification: UIAccessibility.Notification
    var argument: String?
    var isQueued = false
    var element: AnyObject?

    static func == (lhs: Post, rhs: Post) -> Bool {
      lhs.notification == rhs.notification && lhs.argument == rhs.argument && lhs.isQueued == rhs.isQueued
        && lhs.element === rhs.element
    }
  }

  /// The recording session of the running task: a test sets it, and the tasks the face starts
  /// inherit it, so that tests running at the same time read only what they caused.
  nonisolated static let session = TaskLocal<UInt64?>(wrappedValue: nil)

  private static var allPosts: [(session: UInt64?, post: Post)] = []
  private static var allHaptics: [(session: UInt64?, haptic: Haptic)] = []

  /// The `UIAccessibility.post(notification:argument:)` calls of this session, oldest first.
  static var posts: [Post] { allPosts.filter { $0.session == session.get() }.map(\.post) }
  /// The haptics this session asked for, oldest first.
  static var haptics: [Haptic] { allHaptics.filter { $0.session == session.get() }.map(\.haptic) }
  /// Completions of `UIView.animate` calls whose animations have not finished yet, oldest first, by
  /// recording session (so that one test letting time pass ends only its own animations).
  private static var allAnimations: [(session: UInt64?, completion: () -> Void)] = []
  private static var allDurations: [(session: UInt64?, duration: TimeInterval)] = []
  /// The durations `UIView.animate` was called with in this session, oldest first.
  static var animationDurations: [TimeInterval] {
    allDurations.filter { $0.session == session.get() }.map(\.duration)
  }

  /// The announcements posted (`.announcement` notifications' text) in this session, oldest first.
  static var announcements: [String] {
    posts.filter { $0.notification == .announcement }.compactMap(\.argument)
  }

  /// Whether an animation of this session is still running.
  static var isAnimating: Bool { allAnimations.contains { $0.session == session.get() } }

  /// Lets time pass until every animation of this session has ended (those the ending ones start
  /// included), calling each completion with `true`, in the order the animations started.
  static func finishAnimations() {
    let current = session.get()
    while let index = allAnimations.firstIndex(where: { $0.session == current }) {
      let completion = allAnimations.remove(at: index).completion
      completion()
    }
  }

  /// Forgets what this session recorded, and drops the animations still running.
  static func reset() {
    let current = session.get()
    allPosts.removeAll { $0.session == current }
    allHaptics.removeAll { $0.session == current }
    allAnimations.removeAll { $0.session == current }
    allDurations.removeAll { $0.session == current }
    allCurves.removeAll { $0.session == current }
    SystemSettings.reset()
    HardwareKeyboard.reset()
    UIPickerView.componentSpacing = 5
  }

  static func record(_ haptic: Haptic) { allHaptics.append((session.get(), haptic)) }

  static func record(_ notification: UIAccessibility.Notification, argument: Any?) {
    let post: Post
    if let attributed = argument as? NSAttributedString {
      let attributes =
        attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
      post = Post(
        notification: notification, argument: attributed.string,
        isQueued: attributes[.accessibilitySpeechQueueAnnouncement] as? Bool == true)
    } else if let text = argument as? String {
      post = Post(notification: notification, argument: text)
    } else {
      post = Post(
        notification: notification, argument: argument.map { "\($0)" }, element: argument as AnyObject?)
    }
    allPosts.append((session.get(), post))
  }

  private static var allCurves: [(session: UInt64?, points: [CGPoint])] = []
  /// The control points of the cubic timing curves property animators ran on in this session, oldest first.
  static var timingCurves: [[CGPoint]] { allCurves.filter { $0.session == session.get() }.map(\.points) }

  static func record(curve points: [CGPoint]) { allCurves.append((session.get(), points)) }

  static func startAnimation(duration: TimeInterval, completion: @escaping () -> Void) {
    allDurations.append((session.get(), duration))
    allAnimations.append((session.get(), completion))
  }
}

/// What a view controller was asked to present or dismiss, and what became of it.
enum PresentationRecord: Equatable {
  /// Why UIKit refused a presentation or a dismissal (it logs a warning and does nothing else).
  enum Refusal: Equatable {
    /// The presenter already presents a view controller.
    case alreadyPresenting
    /// The view controller to present is presented already.
    case alreadyPresented
    /// The presenter's view is not in a window.
    case notInWindow
    /// A presentation or dismissal of the presenter or the presented controller is under way.
    case transitionInProgress
    /// `dismiss` on a controller that neither presents nor is presented.
    case nothingToDismiss
    /// A popover with neither a source view nor a source item (UIKit raises an exception).
    case popoverWithoutAnchor
  }

  case present(animated: Bool)
  case presentRefused(Refusal)
  case presentCompleted
  case dismiss(animated: Bool)
  case dismissRefused(Refusal)
  case dismissCompleted
}

/// The transition context UIKit hands an animator: a container view in the presenter's window,
/// the two controllers, and the completion that ends the presentation or dismissal.
@MainActor
final class StubTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  var transitionWasCancelled: Bool { false }
  private let from: UIViewController
  private let to: UIViewController
  private let presented: UIViewController
  private var onComplete: ((Bool) -> Void)?

  init(
    containerView: UIView, from: UIViewController, to: UIViewController, presented: UIViewController,
    onComplete: @escaping (Bool) -> Void
  ) {
    self.containerView = containerView
    self.from = from
    self.to = to
    self.presented = presented
    self.onComplete = onComplete
  }

  func completeTransition(_ didComplete: Bool) {
    let complete = onComplete
    onComplete = nil
    complete?(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: return from
    case .to: return to
    default: return nil
    }
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === presented && vc === to ? containerView.bounds : .zero
  }
}

/// The person's settings the stub reports, set by a test (the system's defaults unless one does):
/// the text size (`UITraitCollection.preferredContentSizeCategory`, and the scale
/// `UIFontMetrics` applies), Reduce Motion (`UIAccessibility.isReduceMotionEnabled`) and the
/// horizontal size class (`UITraitCollection.horizontalSizeClass`).
enum SystemSettings {
  nonisolated(unsafe) static var contentSizeCategory = UIContentSizeCategory.large
  nonisolated(unsafe) static var isReduceMotionEnabled = false
  nonisolated(unsafe) static var horizontalSizeClass = UIUserInterfaceSizeClass.compact

  /// The body text's size at each category (17 points at Large), as UIKit's text styles grow.
  private static let bodySizes: [String: Double] = [
    "UICTContentSizeCategoryXS": 14, "UICTContentSizeCategoryS": 15, "UICTContentSizeCategoryM": 16,
    "UICTContentSizeCategoryL": 17, "UICTContentSizeCategoryXL": 19, "UICTContentSizeCategoryXXL": 21,
    "UICTContentSizeCategoryXXXL": 23, "UICTContentSizeCategoryAccessibilityM": 28,
    "UICTContentSizeCategoryAccessibilityL": 33, "UICTContentSizeCategoryAccessibilityXL": 40,
    "UICTContentSizeCategoryAccessibilityXXL": 47, "UICTContentSizeCategoryAccessibilityXXXL": 53,
  ]

  /// How much `UIFontMetrics.default` scales a value at the current category.
  static var textScale: CGFloat { CGFloat(bodySizes[contentSizeCategory.rawValue] ?? 17) / 17 }

  static func reset() {
    contentSizeCategory = .large
    isReduceMotionEnabled = false
    horizontalSizeClass = .compact
  }
}

extension UIContentSizeCategory {
  /// The default text size (UIKit's `.large`; the stub declares no categories).
  static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// The largest accessibility text size.
  static let largestAccessibility = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  /// The third accessibility text size (40-point body text).
  static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
}
