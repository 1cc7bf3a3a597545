import WheelPickerCore

/// The words a sheet shows, localized by the caller.
public struct SheetLabels: Hashable, Sendable {
  /// The Cancel button (`取消`).
  public var cancel: String
  /// The Confirm button (`确定`).
  public var confirm: String
  /// Shown after a query that matches nothing.
  public var noMatch: String
  /// The first words of the message shown when the terminal is below 20×6.
  public var tooSmall: String
  /// The heading of the key help.
  public var help: String
  /// Shown in an empty wheel's centre row.
  public var empty: String
  /// Shown after a query cut at ``SheetState/maximumQueryLength`` characters.
  public var queryTruncated: String
  /// Drawn between groups of wheels (a range's start and end: `至`, `—`).
  public var groupSeparator: String

  /// Creates labels; the note of a cut query is English unless given.
  public init(
    cancel: String, confirm: String, noMatch: String, tooSmall: String, help: String, empty: String = "—",
    queryTruncated: String? = nil, groupSeparator: String = "—"
  ) {
    self.cancel = cancel
    self.confirm = confirm
    self.noMatch = noMatch
    self.tooSmall = tooSmall
    self.help = help
    self.empty = empty
    self.queryTruncated =
      queryTruncated ?? PickerWords(language: .english).queryTruncated(to: queryLengthLimit)
    self.groupSeparator = groupSeparator
  }

  /// The core's words of a language (Cancel/取消/キャンセル, no match, …), so that every face says
  /// the same thing.
  public init(words: PickerWords) {
    self.init(
      cancel: words.cancel, confirm: words.confirm, noMatch: words.noMatch, tooSmall: words.tooSmall,
      help: words.help, empty: words.empty, queryTruncated: words.queryTruncated(to: queryLengthLimit),
      groupSeparator: words.rangeSeparator)
  }

  /// English.
  public static let english = SheetLabels(words: PickerWords(language: .english))

  /// Simplified Chinese, as in the seed (取消 / 确定).
  public static let simplifiedChinese = SheetLabels(words: PickerWords(language: .simplifiedChinese))
}
