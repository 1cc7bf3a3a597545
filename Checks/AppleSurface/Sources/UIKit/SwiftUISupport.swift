// UIKit API the SwiftUI face calls (its queued VoiceOver announcements), declared apart from the
// UIKit face's own stub files (stub; see UIKit.swift).
import Foundation

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement — nonisolated static let (UIKit)
  public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
}
