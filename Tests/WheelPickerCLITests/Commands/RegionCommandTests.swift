import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("RegionCommand")
struct RegionCommandTests {
  static func sheet(_ arguments: [String]) throws -> PreparedSheet<RegionModel> {
    guard
      case .run(let command, let common) = try CommandLineParser.parse(
        ["region"] + arguments, environment: [:]),
      let options = command.options(of: RegionCommand.self)
    else { throw UsageError.misuse("region", "not a region command") }
    return try RegionCommand.prepare(options, in: .testing(locale: common.locale))
  }

  static let nanshan =
    #"{"path":[{"code":"44","name":"广东省"},{"code":"4403","name":"深圳市"},{"code":"440305","name":"南山区"}],"text":"广东省 深圳市 南山区"}"#

  @Test(
    "--select by names with / or spaces, or by code, gives the same JSON",
    arguments: ["广东/深圳/南山", "广东 深圳 南山区", "广东省/深圳市/南山区", "440305"])
  func select(_ path: String) throws {
    let sheet = try Self.sheet(["--select", path])
    #expect(sheet.answer(sheet.engine.value).json.serialized == Self.nanshan)
    #expect(sheet.answer(sheet.engine.value).text == "广东省 深圳市 南山区")
  }

  @Test("the first rows by default; --depth limits the wheels")
  func defaults() throws {
    let first = try Self.sheet([])
    #expect(first.engine.wheelCount == 3)
    let twoLevels = try Self.sheet(["--depth", "2", "--select", "广东 深圳"])
    #expect(twoLevels.engine.wheelCount == 2)
    #expect(twoLevels.answer(twoLevels.engine.value).text == "广东省 深圳市")
  }

  @Test("every bundled dataset loads", arguments: ["china", "china-towns", "world", "us-zip"])
  func datasets(_ name: String) throws {
    let sheet = try Self.sheet(["--data", name])
    #expect(sheet.engine.wheelCount >= 2)
    #expect(!sheet.answer(sheet.engine.value).text.isEmpty)
  }

  @Test("US ZIP codes and world subdivisions are found by code")
  func codes() throws {
    let zip = try Self.sheet(["--data", "us-zip", "--select", "90210"])
    #expect(zip.answer(zip.engine.value).text == "California 90210")
  }

  @Test("errors name the option, the value and the rule")
  func errors() throws {
    #expect(
      throws: UsageError(
        .invalidValue(option: "--depth", value: "4"),
        message: "--depth 4: must be at most 3, the levels of this dataset")
    ) {
      try Self.sheet(["--depth", "4"])
    }
    #expect(
      throws: UsageError(
        .invalidValue(option: "--data", value: "/nonexistent.json"),
        message:
          "--data /nonexistent.json: no such dataset or file (datasets: china, china-towns, world, us-zip)")
    ) {
      try Self.sheet(["--data", "/nonexistent.json"])
    }
    do {
      _ = try Self.sheet(["--select", "火星/奥林帕斯"])
      Issue.record("a region on Mars was found")
    } catch let error as UsageError {
      #expect(error.message.hasPrefix("--select 火星/奥林帕斯: "), "\(error.message)")
    }
  }

  @Test("a region file of code/name/children is read")
  func file() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wheelpicker-regions-\(UInt32.random(in: 0...UInt32.max)).json")
    try Data(#"[{"code":"A","name":"Alpha","children":[{"code":"A1","name":"Alpha One"}]}]"#.utf8).write(
      to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let sheet = try Self.sheet(["--data", url.path, "--select", "A1"])
    #expect(
      sheet.answer(sheet.engine.value).json.serialized
        == #"{"path":[{"code":"A","name":"Alpha"},{"code":"A1","name":"Alpha One"}],"text":"Alpha Alpha One"}"#
    )
  }

  @Test(
    "first rows by name in the --locale (countries, states) or by code (China); Hong Kong and Macau by English names",
    arguments: [
      (arguments: ["--data", "us-zip", "--locale", "en"], text: "Alabama 35004"),
      (arguments: ["--data", "us-zip", "--locale", "zh-Hans"], text: "Alabama 35004"),
      (arguments: ["--data", "world", "--locale", "en"], text: "Afghanistan Badakhshān"),
      (arguments: ["--data", "world", "--locale", "zh-Hans"], text: "阿尔巴尼亚 爱尔巴桑区"),
      (arguments: ["--data", "world", "--locale", "zh-Hans", "--select", "DE-BY"], text: "德国 巴伐利亚"),
      (arguments: ["--data", "world", "--locale", "zh-Hant", "--select", "US"], text: "美國 內布拉斯加"),
      (arguments: ["--data", "world", "--locale", "ja", "--select", "JP-13"], text: "日本 東京"),
      (arguments: ["--data", "world", "--locale", "ja", "--select", "ドイツ"], text: "ドイツ ザールラント"),
      (arguments: ["--data", "china", "--locale", "en"], text: "北京市 东城区"),
      (arguments: ["--data", "china", "--locale", "zh-Hans"], text: "北京市 东城区"),
      (arguments: ["--data", "china-towns", "--locale", "en"], text: "北京市 东城区 东华门街道"),
      (arguments: ["--data", "us-zip", "--locale", "en", "--select", "Alaska"], text: "Alaska 99501"),
      (arguments: ["--select", "Hong Kong"], text: "香港特别行政区"),
      (arguments: ["--select", "hk"], text: "香港特别行政区"),
      (arguments: ["--select", "macau"], text: "澳门特别行政区"),
      (arguments: ["--data", "china-towns", "--select", "hongkong"], text: "香港特别行政区"),
    ])
  func answers(arguments: [String], text: String) throws {
    let sheet = try Self.sheet(arguments)
    #expect(sheet.answer(sheet.engine.value).text == text)
  }
}
