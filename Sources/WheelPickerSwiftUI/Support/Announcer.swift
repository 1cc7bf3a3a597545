#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import UIKit

  /// Speaks what moved by itself, through VoiceOver.
  ///
  /// `UIAccessibility.post` rather than SwiftUI's `AccessibilityNotification.Announcement`:
  /// the latter is iOS 17, the package's floor is iOS 16, and one path is easier to
  /// trust than two. Posting draws nothing, so the face stays free of UIKit views.
  @MainActor
  enum Announcer {
    /// Posts `text` as a VoiceOver announcement queued behind what VoiceOver is saying (the
    /// wheel's new value, read as the wheel moves), so neither cuts the other off; nothing
    /// when `text` is `nil`.
    static func announce(_ text: String?) {
      guard let text else { return }
      let queued = NSAttributedString(
        string: text, attributes: [.accessibilitySpeechQueueAnnouncement: NSNumber(value: true)])
      UIAccessibility.post(notification: .announcement, argument: queued)
    }

  }
#endif
