import Testing
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

@Suite("CommandLineParser")
struct CommandLineParserTests {
  static let english = ["LANG": "en_US.UTF-8"]

  static func run(_ arguments: [String]) throws -> (Launch, CommonOptions) {
    let invocation = try CommandLineParser.parse(arguments, environment: english)
    guard case .run(let command, let common) = invocation else {
      Issue.record("expected a run, got \(invocation)")
      return (.demo, CommonOptions(locale: .english))
    }
    return (command, common)
  }

  @Test("no arguments open the demo with the defaults")
  func demo() throws {
    let (command, common) = try Self.run([])
    #expect(command == .demo)
    #expect(common == CommonOptions(locale: LocaleSetting("en-US")))
    #expect(common.rows == 5 && common.format == .text && common.isAnimated && common.usesMouse)
  }

  @Test("every date option lands in its typed field")
  func dateOptions() throws {
    let (command, _) = try Self.run([
      "date", "--columns", "ymdhm", "--from", "2000-01", "--to=2030-12-31", "--present", "--select",
      "present",
      "--minute-step", "15", "--second-step", "30", "--clock", "12", "--calendar", "chinese", "--time-zone",
      "Asia/Shanghai", "--descending", "--units", "center", "--weekday",
    ])
    var expected = DateOptions()
    expected.columns = .ymdhm
    expected.from = .month(year: 2000, month: 1)
    expected.to = .date(.day(year: 2030, month: 12, day: 31))
    expected.hasPresent = true
    expected.select = .present
    expected.minuteStep = 15
    expected.secondStep = 30
    expected.clock = .twelveHour
    expected.calendar = .chinese
    expected.timeZone = "Asia/Shanghai"
    expected.isDescending = true
    expected.units = .besideCentre
    expected.showsWeekday = true
    #expect(command == .date(expected))
  }

  @Test("date defaults: ymd from 1900-01-01 to 2100-12-31, or 1940-01-01 to now with --present")
  func dateDefaults() throws {
    let options = try #require(try Self.run(["date"]).0.options(of: DateCommand.self))
    #expect(options.columns == .ymd)
    #expect(options.earliest == .day(year: 1900, month: 1, day: 1))
    #expect(options.latest == .date(.day(year: 2100, month: 12, day: 31)))
    #expect(options.select == nil)
    let present = try #require(try Self.run(["date", "--present"]).0.options(of: DateCommand.self))
    #expect(present.earliest == .day(year: 1940, month: 1, day: 1))
    #expect(present.latest == .now)
    let given = try #require(
      try Self.run(["date", "--present", "--from", "2000"]).0.options(of: DateCommand.self))
    #expect(given.earliest == .year(2000) && given.latest == .now)
  }

  @Test("time, countdown, slots options")
  func timeCountdownSlots() throws {
    var time = TimeOptions()
    time.select = ClockTime(hour: 14, minute: 20, second: 5)
    time.hasSeconds = true
    time.minuteStep = 5
    time.clock = .twentyFourHour
    time.wraps = true
    #expect(
      try Self.run([
        "time", "--select", "14:20:05", "--seconds", "--minute-step", "5", "--clock", "24", "--cyclic",
      ]).0
        == .time(time))
    var countdown = CountdownOptions()
    countdown.selectSeconds = 5400
    countdown.minuteStep = 10
    #expect(
      try Self.run(["countdown", "--select", "1h30m", "--minute-step", "10"]).0 == .countdown(countdown))
    var slots = SlotsOptions()
    slots.seed = 42
    #expect(try Self.run(["slots", "--seed", "42"]).0 == .slots(slots))
  }

  @Test("region, list, wheels, cascade options")
  func dataOptions() throws {
    var region = RegionOptions()
    region.data = .chinaTowns
    region.depth = 2
    region.select = PathArgument(["广东", "深圳"])
    #expect(
      try Self.run(["region", "--data", "china-towns", "--depth", "2", "--select", "广东 深圳"]).0
        == .region(region))
    #expect(
      try Self.run(["region", "--data", "./my.json"]).0
        == .region(with(RegionOptions()) { $0.data = .file("./my.json") }))

    var list = ListOptions()
    list.items = ["2k以下", "-x", "--rows"]
    list.select = "-x"
    #expect(try Self.run(["list", "2k以下", "--select", "-x", "--", "-x", "--rows"]).0 == .list(list))
    #expect(try Self.run(["list"]).0 == .list(ListOptions()))

    var wheels = WheelsOptions()
    wheels.wheels = [["a", "b", "c"], ["x", "y"]]
    wheels.select = ["a", "y"]
    #expect(
      try Self.run(["wheels", "--wheel", "a,b,c", "--wheel", "x,y", "--select", "a,y"]).0 == .wheels(wheels))

    var cascade = CascadeOptions()
    cascade.source = .file("areas.plist")
    cascade.shape = .plistArea
    cascade.select = PathArgument(["北京", "东城"])
    #expect(
      try Self.run(["cascade", "areas.plist", "--shape", "plist-area", "--select", "北京/东城"]).0
        == .cascade(cascade))
    #expect(try Self.run(["cascade", "-"]).0 == .cascade(CascadeOptions()))
  }

  @Test("common options, before or after the subcommand's")
  func commonOptions() throws {
    let (_, common) = try Self.run([
      "list", "a", "--title", "Pick", "--locale", "zh-Hans", "--now", "2025-07-25T10:00:00+08:00", "--format",
      "json", "--rows", "7", "--fullscreen", "--no-animation", "--no-mouse", "--no-color", "--keys",
      "2*down enter",
      "--print-frame", "--size", "40x10",
    ])
    var expected = CommonOptions(locale: LocaleSetting("zh-Hans"))
    expected.title = "Pick"
    expected.now = ISODateTime(
      year: 2025, month: 7, day: 25, hour: 10, minute: 0, second: 0, utcOffsetSeconds: 28_800)
    expected.format = .json
    expected.rows = 7
    expected.isFullscreen = true
    expected.isAnimated = false
    expected.usesMouse = false
    expected.usesColor = false
    expected.keys = KeyScript(steps: [.init(keys: [.down], count: 2), .init(keys: [.enter], count: 1)])
    expected.printsFrame = true
    expected.size = TerminalSize(columns: 40, lines: 10)
    #expect(common == expected)
  }

  @Test("the last value of an option wins; --wheel adds a wheel each time")
  func repeats() throws {
    #expect(try Self.run(["date", "--rows", "3", "--rows", "9"]).1.rows == 9)
    let command = try Self.run(["wheels", "--wheel", "a", "--wheel", "b", "--wheel", "c"]).0
    #expect(command.options(of: WheelsCommand.self)?.wheels == [["a"], ["b"], ["c"]])
  }

  @Test("the locale comes from the environment unless --locale says")
  func locale() throws {
    let zh = try CommandLineParser.parse(["list", "a"], environment: ["LANG": "zh_CN.UTF-8"])
    guard case .run(_, let common) = zh else { return #expect(Bool(false)) }
    #expect(common.locale == LocaleSetting("zh-Hans"))
  }

  @Test(
    "help, version and completion",
    arguments: [
      (["--help"], Invocation.help(nil)), (["-h"], .help(nil)), (["help"], .help(nil)),
      (["help", "date"], .help(.date)), (["date", "--help"], .help(.date)),
      (["date", "--rows", "4", "-h"], .help(.date)), (["--version"], .version),
      (["list", "--version"], .version),
      (["--completion", "zsh"], .completion(.zsh)), (["--completion=fish"], .completion(.fish)),
    ])
  func meta(_ arguments: [String], _ expected: Invocation) throws {
    #expect(try CommandLineParser.parse(arguments, environment: [:]) == expected)
  }

  @Test("-h after -- is an item, not a request for help")
  func helpAfterDoubleDash() throws {
    #expect(try Self.run(["list", "--", "-h"]).0.options(of: ListCommand.self)?.items == ["-h"])
  }

  @Test(
    "common options may come before the subcommand",
    arguments: [
      ["--locale", "zh-Hans", "--rows", "7", "list", "a"], ["--locale=zh-Hans", "--rows=7", "list", "a"],
      ["list", "--locale", "zh-Hans", "a", "--rows", "7"],
    ])
  func commonOptionsFirst(_ arguments: [String]) throws {
    let (command, common) = try Self.run(arguments)
    #expect(command == .list(with(ListOptions()) { $0.items = ["a"] }))
    #expect(common.locale == LocaleSetting("zh-Hans") && common.rows == 7)
  }

  @Test(
    "a value starting with -- is taken unless it names an option",
    arguments: [
      (["list", "a", "--title=--keys"], "--keys"), (["list", "a", "--title", "--x"], "--x"),
      (["list", "a", "--title", "-h-"], "-h-"), (["list", "a", "--title=--title"], "--title"),
    ])
  func dashedValues(_ arguments: [String], _ title: String) throws {
    #expect(try Self.run(arguments).1.title == title)
  }

  @Test("a common option's value that names a subcommand stays its value")
  func valueNamedLikeSubcommand() throws {
    let (command, common) = try Self.run(["--title", "date"])
    #expect(command == .demo)
    #expect(common.title == "date")
  }
}

/// A copy of `value` changed by `change`.
func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
  var copy = value
  change(&copy)
  return copy
}
