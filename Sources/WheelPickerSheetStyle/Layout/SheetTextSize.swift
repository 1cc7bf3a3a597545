import WheelPickerPresentation

/// A Dynamic Type size, named as the system names it (SwiftUI's `DynamicTypeSize`, UIKit's
/// `UIContentSizeCategory`), with the scale it asks of a sheet's text: the system's body text size
/// at that setting over the body size at the default setting (Large, 17 pt).
///
/// ```swift
/// SheetTextSize.accessibility5.textScale                       // 53 / 17 ≈ 3.12
/// SheetAccessibilitySettings(textSize: .xSmall).textScale      // 14 / 17 ≈ 0.82
/// ```
public enum SheetTextSize: Int, CaseIterable, Hashable, Sendable, Comparable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large, the largest size outside the accessibility sizes.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth and largest accessibility size.
  case accessibility5

  /// The system's body text size at this setting, in points (17 at Large).
  public var bodyPointSize: Double {
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rawValue]
  }

  /// How much larger than at Large text is drawn: ``bodyPointSize`` over 17.
  public var textScale: Double { bodyPointSize / Self.large.bodyPointSize }

  /// Whether this is one of the accessibility sizes (the panel then grows to keep its rows).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Sizes are ordered from the smallest to the largest.
  public static func < (lhs: SheetTextSize, rhs: SheetTextSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension SheetAccessibilitySettings {
  /// The settings for a Dynamic Type size and the Reduce Motion setting.
  public init(textSize: SheetTextSize, reducesMotion: Bool = false) {
    self.init(textScale: textSize.textScale, reducesMotion: reducesMotion)
  }
}
