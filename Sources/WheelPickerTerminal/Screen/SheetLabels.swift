import WheelPickerCore

/// The words a terminal sheet shows, localized by the caller: the core's table
/// (``/WheelPickerCore/PickerWords``) for everything every face says (the buttons' titles come
/// from the sheet program's plan), and the words only a terminal needs (the key help's heading,
/// the note of a terminal too small).
public struct SheetLabels: Hashable, Sendable {
  /// The core's words of the sheet's language: the buttons, the empty-wheel placeholder, the
  /// range separator and the words every face shares come from here.
  public var words: PickerWords
  /// Shown after a query that matches nothing.
  public var noMatch: String
  /// The first words of the message shown when the terminal is below 20×6.
  public var tooSmall: String
  /// The heading of the key help.
  public var help: String
  /// Shown after a query cut at `PickerSheet.maximumQueryLength` characters.
  public var queryTruncated: String

  /// Creates labels of the caller's; the shared words (placeholder, separator, announcements)
  /// are `words`' (English unless given), and so is the note of a cut query unless given.
  public init(
    noMatch: String, tooSmall: String, help: String,
    queryTruncated: String? = nil, words: PickerWords = PickerWords(language: .english)
  ) {
    self.words = words
    self.noMatch = noMatch
    self.tooSmall = tooSmall
    self.help = help
    self.queryTruncated = queryTruncated ?? words.queryTruncated(to: 4_096)
  }

  /// The core's words of a language (Cancel/取消/キャンセル, no match, …), so that every face says
  /// the same thing.
  public init(words: PickerWords) {
    self.init(noMatch: words.noMatch, tooSmall: words.tooSmall, help: words.help, words: words)
  }

  /// English.
  public static let english = SheetLabels(words: PickerWords(language: .english))

  /// Simplified Chinese (取消 / 确定).
  public static let simplifiedChinese = SheetLabels(words: PickerWords(language: .simplifiedChinese))
}
