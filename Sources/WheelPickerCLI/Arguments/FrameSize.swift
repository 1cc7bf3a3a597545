import WheelPickerCore
import WheelPickerTerminal

/// The size of a frame in terminal cells (`--size 80x24`).
public struct FrameSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Lines.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The same size as a terminal's.
  public init(_ size: TerminalSize) { self.init(width: size.columns, height: size.lines) }

  /// The default size of a headless run.
  public static let headlessDefault = FrameSize(TerminalSize.standard)
  /// The smallest size in which a sheet can be drawn.
  public static let minimum = FrameSize(TerminalSize.minimum)
  /// The largest size accepted, to bound the memory of a frame.
  public static let maximum = FrameSize(width: 1000, height: 500)

  /// `80x24`.
  public var description: String { "\(width)x\(height)" }

  /// Parses `WxH` (also `W×H`), within ``minimum`` and ``maximum``.
  ///
  /// - Throws: `WheelPickerError` naming the value, the option and the rule.
  public static func parse(_ text: String, option: String) throws(WheelPickerError) -> FrameSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    let pieces = parts.count == 2 ? parts : text.split(separator: "×", omittingEmptySubsequences: false)
    let rule = "must be WIDTHxHEIGHT in cells, such as 80x24"
    guard pieces.count == 2, let width = wholeNumber(pieces[0]), let height = wholeNumber(pieces[1]) else {
      throw UsageError.invalid(option, text, rule)
    }
    guard width >= minimum.width, height >= minimum.height else {
      throw UsageError.invalid(option, text, "must be at least \(minimum) (the smallest sheet)")
    }
    guard width <= maximum.width, height <= maximum.height else {
      throw UsageError.invalid(option, text, "must be at most \(maximum)")
    }
    return FrameSize(width: width, height: height)
  }

  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 6, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }
}
