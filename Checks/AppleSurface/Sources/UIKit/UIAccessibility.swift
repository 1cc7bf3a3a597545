// UIAccessibility, as the SwiftUI face posts announcements through it (stub; see UIKit.swift).

/// https://developer.apple.com/documentation/uikit/uiaccessibility — `enum UIAccessibility`
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification — `struct Notification`
  public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    public static let announcement = Notification(rawValue: 1008)
  }
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError("stub")
  }
}
