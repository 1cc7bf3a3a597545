import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("SheetPresenter")
struct SheetPresenterTests {
  static func sheet() throws -> PreparedSheet<ListModel> {
    var options = ListOptions()
    options.items = ["a", "b", "c"]
    return try ListCommand.prepare(options, in: .testing())
  }

  @Test("options and environment shape the sheet")
  func configuration() throws {
    var common = CommonOptions(locale: LocaleSetting("zh-Hans"))
    common.rows = 7
    common.isFullscreen = true
    common.isAnimated = false
    common.usesMouse = false
    common.title = "选一个"
    let presenter = SheetPresenter(
      options: common, environment: ["NO_COLOR": "1"], console: RecordingConsole())
    let configuration = presenter.configuration(for: try Self.sheet())
    #expect(configuration.title == "选一个")
    #expect(configuration.labels == .simplifiedChinese)
    #expect(configuration.keyMap == .simplifiedChinese)
    #expect(configuration.visibleRows == 7)
    #expect(configuration.presentation == .fullscreen)
    #expect(!configuration.isAnimated && !configuration.isMouseEnabled && !configuration.usesColor)
    let dumb = SheetPresenter(
      options: CommonOptions(locale: .english), environment: ["TERM": "dumb"], console: RecordingConsole())
    #expect(!dumb.configuration(for: try Self.sheet()).usesStyles)
  }

  @Test("labels follow the locale: English, Simplified and Traditional Chinese")
  func labels() {
    #expect(SheetPresenter.labels(for: .english) == .english)
    #expect(SheetPresenter.labels(for: LocaleSetting("zh-Hans")).words.confirm == "确定")
    #expect(SheetPresenter.labels(for: LocaleSetting("zh-Hant")).words.confirm == "確定")
    #expect(SheetPresenter.labels(for: LocaleSetting("zh-Hant-TW")).words.cancel == "取消")
  }

  @Test("--print-frame is exactly H lines with trailing spaces trimmed")
  func printed() {
    var frame = Frame(width: 10, height: 3)
    _ = frame.draw("ab", x: 2, y: 1)
    #expect(SheetPresenter.printed(frame, lines: 5) == "\n  ab\n\n\n\n")
    #expect(SheetPresenter.printed(frame, lines: 2) == "\n  ab\n")
  }

  @Test("a headless run prints the answer; cancel and Ctrl-C print nothing")
  func statuses() throws {
    for (keys, status, output) in [
      ("down enter", 0, "b\n"), ("down", 0, "b\n"), ("esc", 1, ""), ("ctrl-c", 130, ""),
    ] {
      var common = CommonOptions(locale: .english)
      common.keys = try KeyScript.parse(keys, option: "--keys")
      let console = RecordingConsole()
      let presenter = SheetPresenter(options: common, environment: [:], console: console)
      let sheet = try Self.sheet()
      #expect(
        presenter.present(sheet, program: presenter.program(for: sheet)).code == Int32(status), "\(keys)")
      #expect(console.output == output, "\(keys)")
    }
  }

  @Test(
    "the key help speaks the locale's language",
    arguments: [
      ("en-US", KeyMap.standard), ("zh-Hans", .simplifiedChinese), ("zh-TW", .traditionalChinese),
      ("ja-JP", .japanese),
    ])
  func keyMap(_ identifier: String, _ expected: KeyMap) {
    #expect(SheetPresenter.keyMap(for: LocaleSetting(identifier)) == expected)
  }
}
