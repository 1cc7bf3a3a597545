import Foundation
import Testing

@testable import WheelPickerCore

@Suite("Spoken text of rows")
struct SpokenTextTests {
  /// The spoken text of the selected row of every wheel, in dependency order; newer ICU puts a
  /// narrow no-break space before AM/PM, older ICU a space, and both read the same.
  static func spoken<Model: WheelModel>(_ engine: SelectionEngine<Model>) -> [String] {
    (0..<engine.wheelCount).map { wheel in
      engine.selectedRow(inWheel: wheel).map {
        engine.model.spokenText(ofRow: $0, inWheel: wheel, given: engine.selection)
          .replacingOccurrences(of: "\u{202F}", with: " ")
      } ?? ""
    }
  }

  static func dateEngine(
    _ columns: DateColumns, locale: String, value: DateValue, units: DatePickerConfiguration.UnitPlacement,
    includesPresent: Bool = false
  ) throws -> SelectionEngine<DatePickerModel> {
    var configuration = DateTestSupport.configuration(columns, zone: "UTC", locale: locale)
    configuration.units = units
    configuration.includesPresent = includesPresent
    var engine = try DateTestSupport.engine(configuration)
    try engine.select(value)
    return engine
  }

  @Test(
    "a year-month picker reads the month with its year, whatever the titles show",
    arguments: [
      ("en_US", ["2007", "April 2007"]), ("zh_Hans", ["2007年", "2007年4月"]), ("ja_JP", ["2007年", "2007年4月"]),
      ("zh_Hant", ["2007年", "2007年4月"]),
    ])
  func yearMonth(_ locale: String, _ expected: [String]) throws {
    for units in [DatePickerConfiguration.UnitPlacement.besideCentre, .onEveryRow, .none] {
      let engine = try Self.dateEngine(
        .yearMonth, locale: locale, value: .fields(year: 2007, month: 4), units: units)
      #expect(Self.spoken(engine) == expected, "\(units)")
    }
  }

  @Test(
    "a year-month-day picker reads the whole date with the weekday",
    arguments: [
      ("en_US", ["2007", "April 2007", "Sunday, April 1, 2007"]),
      ("zh_Hans", ["2007年", "2007年4月", "2007年4月1日 星期日"]),
      ("ja_JP", ["2007年", "2007年4月", "2007年4月1日 日曜日"]),
    ])
  func yearMonthDay(_ locale: String, _ expected: [String]) throws {
    let engine = try Self.dateEngine(
      .yearMonthDay, locale: locale, value: DateTestSupport.ymd(2007, 4, 1), units: .besideCentre)
    #expect(Self.spoken(engine) == expected)
  }

  @Test(
    "hour and minute rows read as times",
    arguments: [
      ("en_US", ["PM", "2:00 PM", "2:20 PM"]), ("zh_Hans", ["14:00", "14:20"]),
      ("ja_JP", ["14:00", "14:20"]),
    ])
  func hourMinute(_ locale: String, _ expected: [String]) throws {
    let engine = try Self.dateEngine(
      .hourMinute, locale: locale, value: .fields(hour: 14, minute: 20), units: .besideCentre)
    #expect(Self.spoken(engine) == expected)
  }

  @Test(
    "至今 reads as the present word; the wheels after it are empty",
    arguments: [("en_US", "Present"), ("zh_Hans", "至今")])
  func present(_ locale: String, _ word: String) throws {
    let engine = try Self.dateEngine(
      .yearMonthDay, locale: locale, value: .present, units: .onEveryRow, includesPresent: true)
    #expect(Self.spoken(engine) == [word, "", ""])
  }

  @Test(
    "countdown rows read as durations",
    arguments: [
      ("en_US", ["1 hour", "30 minutes"]), ("zh_Hans", ["1小时", "30分钟"]), ("ja_JP", ["1時間", "30分"]),
    ])
  func countdown(_ locale: String, _ expected: [String]) throws {
    for units in [DatePickerConfiguration.UnitPlacement.besideCentre, .onEveryRow, .none] {
      let model = try CountdownModel(minuteStep: 5, locale: Locale(identifier: locale), units: units)
      let engine = try SelectionEngine(model: model, value: CountdownValue(hours: 1, minutes: 30))
      #expect(Self.spoken(engine) == expected, "\(units)")
    }
  }

  @Test("region rows read the full name; a placeholder reads as its title")
  func region() throws {
    let model = RegionModel(dataset: .china)
    let guangzhou = try SelectionEngine(model: model, value: model.path(forDefault: "广东 广州 天河"))
    #expect(Self.spoken(guangzhou) == ["广东省", "广州市", "天河区"])
    let beijing = try SelectionEngine(model: model, value: model.path(forDefault: "北京 东城"))
    #expect(Self.spoken(beijing) == ["北京市", "北京市", "东城区"])
    #expect(beijing.model.cascade.tree.names.contains("市辖区"))
  }

  @Test("a cascade speaks names where its titles are shorter")
  func cascade() {
    let tree = CascadeTree(roots: [
      .init(name: "Kingdom of the Netherlands", title: "Netherlands", children: [.init(name: "Amsterdam")])
    ])
    let engine = SelectionEngine(model: CascadeModel(tree: tree))
    #expect(engine.title(ofRow: 0, inWheel: 0) == "Netherlands")
    #expect(Self.spoken(engine) == ["Kingdom of the Netherlands", "Amsterdam"])
  }

  @Test("by default a row reads its title with the unit the title leaves out")
  func defaultText() throws {
    let list = ListModel(["apple", "pear"])
    #expect(list.spokenText(ofRow: 1, inWheel: 0, given: WheelSelection([1])) == "pear")
    let clock = CyclicModel(
      try DatePickerModel(DateTestSupport.configuration(.hourMinute, zone: "UTC", locale: "zh_Hans")))
    let engine = try SelectionEngine(model: clock, value: .fields(hour: 9, minute: 5))
    #expect(Self.spoken(engine) == ["09:00", "09:05"])
  }

  @Test(
    "weeks, quarters and the date wheel read in full",
    arguments: [
      (
        DateColumns.yearWeek, "en_US", DateValue.date(DateFields(weekYear: 2020, week: 53)),
        ["2020", "Week 53, 2020"]
      ),
      (.yearWeek, "zh_Hans", .date(DateFields(weekYear: 2020, week: 53)), ["2020年", "2020年第53周"]),
      (.yearQuarter, "en_US", .date(DateFields(year: 2021, quarter: 2)), ["2021", "2nd quarter 2021"]),
      (.yearQuarter, "zh_Hans", .date(DateFields(year: 2021, quarter: 2)), ["2021年", "2021年第2季度"]),
      (.monthDay, "en_US", .fields(month: 2, day: 29), ["February", "February 29"]),
    ])
  func otherColumns(_ columns: DateColumns, _ locale: String, _ value: DateValue, _ expected: [String]) throws
  {
    let engine = try Self.dateEngine(columns, locale: locale, value: value, units: .besideCentre)
    #expect(Self.spoken(engine) == expected)
  }

  @Test(
    "every column set in every calendar speaks every selected row",
    arguments: [Calendar.Identifier.gregorian, .chinese, .japanese], ["en_US", "zh_Hans", "ja_JP"])
  func everyColumnSet(_ calendar: Calendar.Identifier, _ locale: String) throws {
    for columns in DateColumns.allCases {
      let engine = try DateTestSupport.engine(
        DateTestSupport.configuration(columns, zone: "UTC", locale: locale, calendar: calendar))
      for (wheel, text) in Self.spoken(engine).enumerated() {
        let title = engine.selectedRow(inWheel: wheel).map { engine.title(ofRow: $0, inWheel: wheel) } ?? ""
        #expect(!text.isEmpty && !text.contains("'"), "\(columns) wheel \(wheel): \(text) (title \(title))")
      }
    }
  }

  @Test("a lunar date reads its cyclic year and Chinese day numbers")
  func lunar() throws {
    let engine = try DateTestSupport.engine(
      DateTestSupport.configuration(.yearMonthDay, zone: "UTC", locale: "zh_Hans", calendar: .chinese))
    #expect(Self.spoken(engine) == ["丙午年", "丙午年十月", "丙午年十月廿一 星期日"])
  }
}

/// A title and its unit, as screen readers hear a row.
extension SpokenTextTests {
  @Test(
    "a Latin unit follows after a space, another script's directly, and a unit already there is not repeated",
    arguments: [
      ("5", "hr", "5 hr"), ("30", "日", "30日"), ("30日", "日", "30日"), ("7", "", "7"), ("", "min", ""),
      ("12", "µs", "12µs"), ("3", "-x", "3-x"),
    ])
  func titles(_ title: String, _ unit: String, _ expected: String) {
    #expect(SpokenText.title(title, unit: unit) == expected)
  }

  @Test("no unit leaves the title alone")
  func noUnit() {
    #expect(SpokenText.title("April", unit: nil) == "April")
  }
}
