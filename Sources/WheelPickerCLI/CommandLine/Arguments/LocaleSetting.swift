import Foundation
import WheelPickerCore

/// The language and region of the command's output, as a BCP 47 identifier.
///
/// Kept as text so that choosing one never loads ICU: the `list` path
/// never builds a `Locale`, and `--locale` asks Foundation only about a
/// language the words table does not have.
struct LocaleSetting: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, such as `en`, `en-US`, `zh-Hans`, `zh-Hant-TW`.
  var identifier: String

  /// Creates a setting from an identifier (not checked).
  init(_ identifier: String) { self.identifier = identifier }

  /// English, the default and the meaning of `C` and `POSIX`.
  static let english = LocaleSetting("en")

  /// The identifier.
  var description: String { identifier }

  /// The language subtag (`zh`, `en`).
  var language: String {
    String(identifier.prefix { $0 != "-" }).lowercased()
  }

  /// The core's words in this language (`取消`, `确定`, the demo's buttons…).
  var words: PickerWords { PickerWords(languageIdentifier: identifier) }

  /// Whether button labels and messages should be Chinese (取消/确定).
  var isChinese: Bool { language == "zh" }

  /// Whether the Chinese is written in traditional characters: the `Hant`
  /// script, or a Taiwan, Hong Kong or Macau region without a script (`zh-TW`).
  var isTraditionalChinese: Bool {
    guard isChinese else { return false }
    let subtags = identifier.split(separator: "-").dropFirst().map { $0.lowercased() }
    if subtags.contains("hant") { return true }
    if subtags.contains("hans") { return false }
    return subtags.contains { ["tw", "hk", "mo"].contains($0) }
  }

  /// The locale of the environment: the first of `LC_ALL`, `LC_MESSAGES`,
  /// `LANG` that is set and not empty; `C`/`POSIX`, unparsable values and locales of
  /// no known language or region (`xx_YY.FOO`) are English, as the C library falls back to `C`.
  ///
  /// `zh_CN.UTF-8` → `zh-Hans-CN`… reduced to `zh-Hans`; `zh_TW`, `zh_HK`,
  /// `zh_MO` → `zh-Hant`; `de_DE.UTF-8@euro` → `de-DE`.
  static func detect(environment: [String: String]) -> LocaleSetting {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      guard let setting = fromPOSIX(value), setting.isKnownLanguage, setting.isKnownRegion else {
        return english
      }
      return setting
    }
    return english
  }

  /// Whether the language is one the words table holds (no look-up, no ICU) or an ISO 639 code.
  var isKnownLanguage: Bool {
    PickerWords.Language.allCases.contains { $0.rawValue.hasPrefix(language) }
      || Locale.LanguageCode(language).isISOLanguage
  }

  /// Whether a two-letter region subtag, when there is one, is an ISO 3166 code (a script such as
  /// `Hans`, or a UN M.49 area, is not a region of this kind).
  var isKnownRegion: Bool {
    let subtags = identifier.split(separator: "-").dropFirst()
    guard let region = subtags.first(where: { $0.count == 2 }) else { return true }
    return Locale.Region(String(region).uppercased()).isISORegion
  }

  /// Converts a POSIX locale name (`language[_TERRITORY][.codeset][@modifier]`).
  static func fromPOSIX(_ value: String) -> LocaleSetting? {
    let name = value.prefix { $0 != "." && $0 != "@" }
    // What follows the name is a codeset (`.UTF-8`) and a modifier (`@euro`): letters, digits, `-`.
    let rest = value.dropFirst(name.count)
    guard
      rest.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "@") }),
      !rest.contains(".."), !rest.hasSuffix("."), !rest.hasSuffix("@")
    else { return nil }
    if name == "C" || name == "POSIX" { return english }
    guard !name.isEmpty else { return nil }
    let parts = name.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count <= 2, let languagePart = parts.first, isLetters(languagePart, 2...3) else { return nil }
    let language = languagePart.lowercased()
    guard parts.count == 2 else { return LocaleSetting(language) }
    let territory = parts[1]
    guard isLetters(territory, 2...2) || isDigits(territory, 3...3) else { return nil }
    let region = territory.uppercased()
    if language == "zh" {
      let script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
      return LocaleSetting("zh-" + script)
    }
    return LocaleSetting(language + "-" + region)
  }

  /// Parses `--locale ID`: a BCP 47 tag or a POSIX name (`zh-Hans`, `en_US`, `ja`).
  ///
  /// - Throws: `UsageError` naming the value, the option and the rule.
  static func parse(_ text: String, option: String) throws(UsageError) -> LocaleSetting {
    var posix: LocaleSetting?
    if text.contains("_") || text.contains(".") || text == "C" || text == "POSIX" { posix = fromPOSIX(text) }
    guard posix != nil || isBCP47(text) else {
      throw UsageError.invalid(
        option, text,
        "must be a BCP 47 language tag (en, en-US, zh-Hans, th-TH-u-nu-thai) or a POSIX locale name (en_US.UTF-8)"
      )
    }
    let setting = posix ?? LocaleSetting(text)
    guard setting.isKnownLanguage else {
      throw UsageError.invalid(
        option, text, "names no known language (\"\(setting.language)\" is not an ISO 639 code)")
    }
    return setting
  }

  /// Whether `text` is a well-formed BCP 47 tag: a language of 2–3 letters, then subtags of 1–8
  /// letters or digits where each one-character subtag (an extension such as `u`, or `x` for
  /// private use) is followed by at least one more; at most 64 characters.
  static func isBCP47(_ text: String) -> Bool {
    guard text.count <= 64 else { return false }
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first, isLetters(first, 2...3) else { return false }
    for (index, subtag) in subtags.enumerated().dropFirst() {
      guard isAlphanumeric(subtag, 1...8) else { return false }
      if subtag.count == 1, index == subtags.count - 1 { return false }
      if subtag.count == 1, index + 1 < subtags.count, subtags[index + 1].count == 1 { return false }
    }
    return true
  }

  private static func isLetters(_ text: Substring, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(text.count)
      && text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
  }

  private static func isDigits(_ text: Substring, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(text.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  private static func isAlphanumeric(_ text: Substring, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(text.count)
      && text.utf8.allSatisfy {
        (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
      }
  }
}
