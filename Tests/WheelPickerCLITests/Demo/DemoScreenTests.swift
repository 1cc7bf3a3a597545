import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("DemoScreen")
struct DemoScreenTests {
  static func demo(
    _ keys: String, locale: String = "en", frame: Bool = true
  ) throws -> (DemoScreen, WheelPickerCLI.ExitStatus, RecordingConsole) {
    var common = CommonOptions(locale: LocaleSetting(locale))
    common.keys = try KeyScript.parse(keys, option: "--keys")
    common.printsFrame = frame
    let console = RecordingConsole()
    var demo = DemoScreen(options: common, environment: [:], console: console)
    let status = demo.run()
    return (demo, status, console)
  }

  @Test("a confirmed picker's answer shows under its button's purpose, not instead of it")
  func buttonTitles() throws {
    let list = DemoEntry.list.rawValue
    let stateZip = DemoEntry.stateZip.rawValue - list
    let (demo, status, console) = try Self.demo("\(list)*down enter down enter \(stateZip)*down enter")
    #expect(status == .confirmed)
    #expect(console.output.isEmpty)
    #expect(demo.buttonTitles[DemoEntry.list.rawValue] == "Single-column picker: 2k-5k")
    #expect(demo.buttonTitles[DemoEntry.stateZip.rawValue] == "State → ZIP: Alaska 99501")
    #expect(console.error.contains("Single-column picker: 2k-5k"))
    let (chinese, _, _) = try Self.demo("enter enter", locale: "zh-Hans")
    #expect(chinese.buttonTitles[DemoEntry.date.rawValue].hasPrefix("选择日期: "))
  }

  @Test("labels follow the locale; Esc on the menu cancels (exit 1, as everywhere); Ctrl-C is 130")
  func menu() throws {
    let (chinese, status, _) = try Self.demo("esc", locale: "zh-Hans")
    #expect(status == .cancelled)
    #expect(chinese.buttonTitles.prefix(5) == ["选择日期", "选择日期范围", "选择周", "选择季度", "选择地区"])
    let (_, interrupted, _) = try Self.demo("\(DemoEntry.list.rawValue)*down enter ctrl-c")
    #expect(interrupted.code == 130)
  }

  @Test("a cancelled picker leaves its button alone")
  func cancelled() throws {
    let (demo, _, _) = try Self.demo("\(DemoEntry.list.rawValue)*down enter down esc")
    #expect(demo.buttonTitles[DemoEntry.list.rawValue] == "Single-column picker")
  }

  @Test("pickers open over the dimmed menu; the text field follows the wheels")
  func backdropAndTextField() throws {
    let demo = DemoScreen(
      options: CommonOptions(locale: LocaleSetting("zh-Hans")), environment: [:], console: RecordingConsole())
    let (menu, menuProgram) = try demo.menu(selected: 0)
    let menuState = menuProgram.initialState(engine: menu.engine, size: TerminalSize(columns: 60, lines: 24))
    let picker = try demo.open(.textField, over: DemoScreen.backdrop(menuProgram, menuState))
    var common = CommonOptions(locale: LocaleSetting("zh-Hans"))
    common.keys = try KeyScript.parse("down", option: "--keys")
    let presenter = SheetPresenter(options: common, environment: [:], console: RecordingConsole())
    let terminal = ScriptedTerminal(keys: [.down], size: TerminalSize(columns: 60, lines: 24))
    let result = try picker.run(on: terminal, presenter: presenter)
    let frame = try #require(result.frame)
    let lines = (0..<24).map { frame.plainLine($0) }
    #expect(lines[1].contains("省份-城市") && lines[1].contains("天津市"), "\(lines[1])")
    #expect(lines.contains { $0.contains("WheelPicker 演示") }, "the menu shows behind the sheet")
    #expect(frame[0, 5].style.isFaint || frame[0, 6].style.isFaint)
    #expect(result.ending == .confirmed && result.answer == "天津市")
  }
}

extension DemoScreenTests {
  @Test(
    "every demo button opens its picker, and a confirmed answer shows beside its purpose",
    // The files picker waits for its command on each key, blocking a thread of the test pool that
    // its loads would run on; the built binary runs it instead (EndToEndPickerTests.demoFiles).
    arguments: DemoEntry.allCases.filter { $0 != .files }, ["en", "zh-Hans", "zh-Hant", "ja"])
  func demoEntry(_ entry: DemoEntry, locale: String) throws {
    let keys = (entry.rawValue == 0 ? "" : "\(entry.rawValue)*down ") + "enter enter"
    let (demo, status, console) = try Self.demo(keys, locale: locale, frame: false)
    #expect(status == .confirmed)
    #expect(console.output.isEmpty)
    let label = PickerWords(languageIdentifier: locale).label(of: entry)
    let title = demo.buttonTitles[entry.rawValue]
    #expect(title.hasPrefix(label + ": ") && title.count > label.count + 2, "\(title)")
    if entry == .authorsBooks, locale == "en" || locale == "zh-Hans" {
      #expect(title.hasSuffix(locale == "en" ? "Emma by Austen" : "鲁迅《呐喊》"))
    }
  }
}
