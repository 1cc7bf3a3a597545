/// The sheet's styles in one place: centre row, fading rows, buttons, backdrop.
enum Theme {
  static let backdrop = Style(background: .indexed(236))
  static let bar = Style(isBold: true)
  static let title = Style(isBold: true)
  static let cancel = Style(foreground: .indexed(245))
  static let confirm = Style(foreground: .basic(12), isBold: true)
  static let rule = Style(foreground: .indexed(240), isFaint: true)
  static let hint = Style(foreground: .indexed(244), isFaint: true)
  static let empty = Style(foreground: .indexed(244), isFaint: true)

  /// Rows fade with their distance from the centre, like a wheel seen from the side.
  static func row(distance: Int, isFocused: Bool) -> Style {
    switch distance {
    case 0:
      return isFocused
        ? Style(isBold: true, isReversed: true)
        : Style(background: .indexed(238), isBold: true, isUnderlined: false)
    case 1: return Style(foreground: .indexed(252))
    case 2: return Style(foreground: .indexed(246), isFaint: true)
    default: return Style(foreground: .indexed(240), isFaint: true)
    }
  }

  /// A disabled row: struck through and faint, whatever its distance.
  static func disabled(_ style: Style) -> Style {
    var copy = style
    copy.isStruckThrough = true
    copy.isFaint = true
    return copy
  }
}
