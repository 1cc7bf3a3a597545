// UIKit API the SwiftUI face calls (its VoiceOver announcements and focus), declared apart from the
// UIKit face's own stub files (stub; see UIKit.swift).
import Foundation

extension UIAccessibility.Notification {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged — nonisolated static let screenChanged
  public static let screenChanged = UIAccessibility.Notification(rawValue: 1000)
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement — nonisolated static let (UIKit)
  public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
}
