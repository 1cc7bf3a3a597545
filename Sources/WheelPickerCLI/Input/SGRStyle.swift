import WheelPickerTerminal

/// The style SGR sequences (`ESC [ … m`) set, read as a terminal reads them, for `list --ansi`:
/// the 8 and 16 colours, 256 indexed colours, 24-bit colours (drawn as the nearest of the 256),
/// bold, faint, underline, reverse, strike-through and their resets. Other parameters are skipped.
enum SGRStyle {
  /// `style` after the parameters `parameters` (the bytes between `ESC [` and `m`).
  ///
  /// - Complexity: O(parameters).
  static func applying(_ parameters: some Collection<UInt8>, to style: Style) -> Style {
    var numbers: [Int] = []
    var current: Int?
    for byte in parameters {
      if (0x30...0x39).contains(byte) {
        current = min(9_999, (current ?? 0) * 10 + Int(byte - 0x30))
      } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
        numbers.append(current ?? 0)
        current = nil
      } else {
        return style  // a private or malformed sequence sets nothing
      }
    }
    numbers.append(current ?? 0)
    var style = style
    var index = 0
    while index < numbers.count {
      let number = numbers[index]
      index += 1
      switch number {
      case 0: style = .plain
      case 1: style.isBold = true
      case 2: style.isFaint = true
      case 4: style.isUnderlined = true
      case 7: style.isReversed = true
      case 9: style.isStruckThrough = true
      case 22:
        style.isBold = false
        style.isFaint = false
      case 24: style.isUnderlined = false
      case 27: style.isReversed = false
      case 29: style.isStruckThrough = false
      case 30...37: style.foreground = .basic(UInt8(number - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = .basic(UInt8(number - 40))
      case 49: style.background = nil
      case 90...97: style.foreground = .basic(UInt8(number - 90 + 8))
      case 100...107: style.background = .basic(UInt8(number - 100 + 8))
      case 38, 48:
        let color = extendedColor(numbers, at: &index)
        if number == 38 {
          style.foreground = color ?? style.foreground
        } else {
          style.background = color ?? style.background
        }
      default: break
      }
    }
    return style
  }

  /// The colour of `5;N` or `2;R;G;B` at `index` (after a 38 or 48), moving past it.
  private static func extendedColor(_ numbers: [Int], at index: inout Int) -> Style.Color? {
    guard index < numbers.count else { return nil }
    switch numbers[index] {
    case 5 where index + 1 < numbers.count:
      defer { index += 2 }
      return .indexed(UInt8(min(255, numbers[index + 1])))
    case 2 where index + 3 < numbers.count:
      defer { index += 4 }
      func level(_ value: Int) -> Int { min(5, (min(255, value) * 5 + 127) / 255) }
      let (red, green, blue) = (
        level(numbers[index + 1]), level(numbers[index + 2]), level(numbers[index + 3])
      )
      return .indexed(UInt8(16 + 36 * red + 6 * green + blue))
    default:
      index = numbers.count
      return nil
    }
  }
}
