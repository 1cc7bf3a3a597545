import WheelPickerCore
import WheelPickerTerminal

extension TerminalSize {
  /// The largest `--size` accepted, to bound the memory of a frame.
  static let largestHeadless = TerminalSize(columns: 1000, lines: 500)

  /// `80x24`, as `--size` writes it.
  var argument: String { "\(columns)x\(lines)" }

  /// Parses `--size WxH` (also `W×H`), within ``/WheelPickerTerminal/TerminalSize/minimum`` and ``largestHeadless``.
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> TerminalSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    let pieces = parts.count == 2 ? parts : text.split(separator: "×", omittingEmptySubsequences: false)
    let rule = "must be WIDTHxHEIGHT in cells, such as 80x24"
    guard pieces.count == 2, let columns = wholeNumber(pieces[0]), let lines = wholeNumber(pieces[1]) else {
      throw UsageError.invalid(option, text, rule)
    }
    let size = TerminalSize(columns: columns, lines: lines)
    guard size.isLargeEnough else {
      throw UsageError.invalid(option, text, "must be at least \(minimum.argument) (the smallest sheet)")
    }
    guard columns <= largestHeadless.columns, lines <= largestHeadless.lines else {
      throw UsageError.invalid(option, text, "must be at most \(largestHeadless.argument)")
    }
    return size
  }

  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 6, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }
}
