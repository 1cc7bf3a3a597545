import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("LocaleSetting")
struct LocaleSettingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let expected: String
    var testDescription: String { environment.sorted { $0.key < $1.key }.description + " → " + expected }
  }

  static let cases: [Case] = [
    Case(environment: [:], expected: "en"),
    Case(environment: ["LANG": "C"], expected: "en"),
    Case(environment: ["LANG": "POSIX"], expected: "en"),
    Case(environment: ["LANG": "C.UTF-8"], expected: "en"),
    Case(environment: ["LANG": "zh_CN.UTF-8"], expected: "zh-Hans"),
    Case(environment: ["LANG": "zh_SG.UTF-8"], expected: "zh-Hans"),
    Case(environment: ["LANG": "zh_TW.UTF-8"], expected: "zh-Hant"),
    Case(environment: ["LANG": "zh_HK.Big5"], expected: "zh-Hant"),
    Case(environment: ["LANG": "zh_MO"], expected: "zh-Hant"),
    Case(environment: ["LANG": "zh"], expected: "zh"),
    Case(environment: ["LANG": "en_US.UTF-8"], expected: "en-US"),
    Case(environment: ["LANG": "de_DE.UTF-8@euro"], expected: "de-DE"),
    Case(environment: ["LANG": "ja_JP.eucJP"], expected: "ja-JP"),
    Case(environment: ["LANG": "garbage!"], expected: "en"),
    Case(environment: ["LANG": "xx_YY.FOO"], expected: "en"),
    Case(environment: ["LANG": "xx_YY.UTF-8"], expected: "en"),
    Case(environment: ["LANG": "qq"], expected: "en"),
    Case(environment: ["LANG": "de_QQ.UTF-8"], expected: "en"),
    Case(environment: ["LANG": "fr_FR.UTF-8"], expected: "fr-FR"),
    Case(environment: ["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"], expected: "en-GB"),
    Case(
      environment: ["LANG": "en_US.UTF-8", "LC_ALL": "zh_TW.UTF-8", "LC_MESSAGES": "fr_FR"],
      expected: "zh-Hant"),
    Case(environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""], expected: "zh-Hans"),
    Case(environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], expected: "en"),
    Case(environment: ["LANGUAGE": "zh_CN", "LC_CTYPE": "zh_CN.UTF-8"], expected: "en"),
  ]

  @Test("LC_ALL, then LC_MESSAGES, then LANG; C and POSIX are English", arguments: cases)
  func detects(_ example: Case) {
    #expect(LocaleSetting.detect(environment: example.environment).identifier == example.expected)
  }

  @Test(
    "--locale takes BCP 47 tags and POSIX names",
    arguments: [
      ("en", "en"), ("zh-Hans", "zh-Hans"), ("zh-Hant-TW", "zh-Hant-TW"), ("en_US", "en-US"),
      ("zh_TW", "zh-Hant"), ("ja", "ja"), ("es-419", "es-419"), ("C", "en"),
      ("th-TH-u-nu-thai", "th-TH-u-nu-thai"), ("en_US.UTF-8", "en-US"), ("de_DE.UTF-8@euro", "de-DE"),
      ("sr-Latn-RS-x-private", "sr-Latn-RS-x-private"),
    ])
  func parses(_ text: String, _ identifier: String) throws {
    #expect(try LocaleSetting.parse(text, option: "--locale").identifier == identifier)
  }

  @Test(
    "malformed identifiers are refused, a path among them",
    arguments: [
      "", "e", "english", "zh--Hans", "zh-Hans-CN-x-y", "中文", "../../etc/passwd", ".", "en_US./x", "en-u",
    ])
  func rejects(_ text: String) {
    let message =
      "--locale \(UsageError.shown(text)): must be a BCP 47 language tag (en, en-US, zh-Hans, th-TH-u-nu-thai) "
      + "or a POSIX locale name (en_US.UTF-8)"
    #expect(throws: UsageError(.invalidValue(option: "--locale", value: text), message: message)) {
      try LocaleSetting.parse(text, option: "--locale")
    }
  }

  @Test(
    "a well-formed tag of no known language is refused; a known one is taken", arguments: ["xx-YY", "qq"])
  func unknownLanguage(_ text: String) {
    #expect(throws: UsageError.self) { try LocaleSetting.parse(text, option: "--locale") }
    #expect((try? LocaleSetting.parse("de-CH", option: "--locale"))?.identifier == "de-CH")
  }

  @Test("Chinese labels for every Chinese locale")
  func chinese() {
    #expect(LocaleSetting("zh-Hans").isChinese)
    #expect(LocaleSetting("zh-Hant-TW").isChinese)
    #expect(!LocaleSetting("en-US").isChinese)
  }

  @Test(
    "traditional characters for the Hant script and for Taiwan, Hong Kong and Macau",
    arguments: [
      ("zh-Hant", true), ("zh-Hant-CN", true), ("zh-TW", true), ("zh-HK", true), ("zh-MO", true),
      ("zh-Hans", false), ("zh-Hans-HK", false), ("zh-CN", false), ("zh", false), ("en-TW", false),
    ])
  func traditional(_ identifier: String, _ isTraditional: Bool) {
    #expect(LocaleSetting(identifier).isTraditionalChinese == isTraditional)
  }
}

@Suite("An unknown environment locale is C")
struct UnknownLocaleTests {
  @Test("LANG of no known language answers in C's English, as GNU date does")
  func unknownLocaleIsC() {
    let console = RecordingConsole()
    let status = WheelPickerTool.run(
      arguments: ["time", "--select", "14:20", "--keys", "enter"],
      environment: ["LANG": "xx_YY.FOO", "TZ": "UTC"], console: console)
    #expect(status.code == 0, "\(console.error)")
    #expect(console.output == "2:20 PM\n", "\(console.output)")
  }
}
