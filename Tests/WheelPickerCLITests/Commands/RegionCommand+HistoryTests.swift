import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerCLI

@Suite("RegionCommand with old codes")
struct RegionCommandHistoryTests {
  static func sheet(
    _ arguments: [String], console: RecordingConsole
  ) throws -> PreparedSheet<RegionModel> {
    guard
      case .run(let command, let common) = try CommandLineParser.parse(
        ["region"] + arguments, environment: [:]),
      let options = command.options(of: RegionCommand.self)
    else { throw UsageError.misuse("region", "not a region command") }
    return try RegionCommand.prepare(
      options, in: CommandContext(common: common, environment: [:], console: console))
  }

  @Test("an abolished code selects its successor and says so on stderr", arguments: ["china", "china-towns"])
  func renamed(data: String) throws {
    let console = RecordingConsole()
    let sheet = try Self.sheet(["--data", data, "--select", "120225"], console: console)
    #expect(sheet.engine.value.codes.prefix(3) == ["12", "1201", "120119"])
    #expect(console.error == "wheelpicker: 120225 蓟县 (1981–2016) is now 120119 蓟州区\n")
    let answer = sheet.answer(sheet.engine.value)
    if data == "china" {
      #expect(
        answer.json.serialized
          == #"{"path":[{"code":"12","name":"天津市"},{"code":"1201","name":"市辖区"},{"code":"120119","name":"蓟州区"}],"#
          + #""text":"天津市 蓟州区","requested":{"code":"120225","name":"蓟县","start":1981,"end":2016}}"#)
    }
  }

  @Test("an area split among several divisions opens on the first and names them all")
  func split() throws {
    let console = RecordingConsole()
    let sheet = try Self.sheet(["--select", "130106"], console: console)
    #expect(sheet.engine.value.codes.last == "130102")
    #expect(
      console.error
        == "wheelpicker: 130106 郊区 (1983–2001) is now 4 divisions: 130102 长安区, 130104 桥西区, 130105 新华区, "
        + "130108 裕华区; showing the first\n")
  }

  @Test("without a terminal (--keys) a split area is an error listing the divisions")
  func splitHeadless() throws {
    let console = RecordingConsole()
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "130106"),
        message:
          "--select 130106: 130106 郊区 (1983–2001) is now 4 divisions: 130102 长安区, 130104 桥西区, 130105 新华区, "
          + "130108 裕华区; select one of them by its code")
    ) { try Self.sheet(["--select", "130106", "--keys", "enter"], console: console) }
  }

  @Test("a successor deeper than the wheels --depth shows is an error naming --select")
  func tooDeep() throws {
    let console = RecordingConsole()
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "120225"),
        message:
          "--select 120225: 120225 蓟县 (1981–2016) is now 120119 蓟州区, deeper than the 2 wheels shown"
      )
    ) { try Self.sheet(["--depth", "2", "--select", "120225"], console: console) }
  }

  @Test("a current code, a code of no dataset and other data are not read as old codes")
  func notOld() throws {
    let console = RecordingConsole()
    let current = try Self.sheet(["--select", "120119"], console: console)
    #expect(current.engine.value.codes.last == "120119")
    #expect(current.answer(current.engine.value).json.serialized.contains("requested") == false)
    #expect(
      usageError { try Self.sheet(["--select", "999999"], console: console) }?.reason
        == .invalidValue(option: "--select", value: "999999"))
    #expect(
      usageError { try Self.sheet(["--data", "world", "--select", "120225"], console: console) }?.reason
        == .invalidValue(option: "--select", value: "120225"))
    // 邯郸地区 ended, but the source names no successor for it.
    #expect(
      throws: UsageError(
        .invalidValue(option: "--select", value: "132100"),
        message:
          "--select 132100: 132100 邯郸地区 (1981–1993) is no longer in use and the code history names no division "
          + "that took it over")
    ) { try Self.sheet(["--select", "132100"], console: console) }
    #expect(console.error.isEmpty)
  }

  @Test(
    "a search hit found by a former name is marked with it, in the sheet's language",
    arguments: [
      (query: "jixian", locale: "en", note: "formerly 蓟县 (1981–2016)"),
      (query: "蓟县", locale: "zh-Hans", note: "原蓟县（1981–2016）"),
      (query: "蓟州", locale: "en", note: nil),
    ])
  func note(query: String, locale: String, note: String?) throws {
    let model = RegionModel(dataset: .china)
    var search = CascadeSheetSearch<RegionModel>(regions: model)
    search.note = RegionCommand.formerNameNote(
      index: model.data.searchIndex, tree: model.tree, locale: LocaleSetting(locale))
    let engine = SelectionEngine(model: model)
    let first = try #require(search.matches(for: query, in: engine, focusedWheel: 0).first)
    var selected = engine
    for step in first.steps { _ = selected.selectRow(step.row, inWheel: step.wheel) }
    #expect(selected.value.codes.last == "120119")
    #expect(first.note == note)
  }
}
