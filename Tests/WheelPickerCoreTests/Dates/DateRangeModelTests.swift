import Foundation
import Testing
import WheelPickerCore

@Suite("DateRangeModel")
struct DateRangeModelTests {
  typealias S = DateTestSupport

  static func model(
    _ columns: DateColumns, locale: String = "zh_Hans", minimum: DateBound = .year(1940),
    maximum: DateBound = .year(2100), present: Bool = false, min: DateRangeLength? = nil,
    max: DateRangeLength? = nil
  ) throws -> DateRangeModel {
    var config = S.configuration(columns, zone: "UTC", locale: locale, minimum: minimum, maximum: maximum)
    config.includesPresent = present
    return try DateRangeModel(config, minimumLength: min, maximumLength: max)
  }

  static func range(_ start: DateValue, _ end: DateValue) -> DateRange { DateRange(start: start, end: end) }

  @Test("start 2020-05-10 → 2020-07-10 moves an end of 2020-06-01 to 2020-07-10, announced")
  func startPastEnd() throws {
    let model = try Self.model(.yearMonthDay, locale: "en_US")
    var engine = try SelectionEngine(
      model: model, value: Self.range(S.ymd(2020, 5, 10), S.ymd(2020, 6, 1)))
    let change = try #require(S.selectKeyInRange(14, inWheel: 1, &engine))  // July
    #expect(engine.value == Self.range(S.ymd(2020, 7, 10), S.ymd(2020, 7, 10)))
    #expect(change.move(ofWheel: 4)?.reason == .clamped)
    #expect(change.move(ofWheel: 5)?.reason == .clamped)
    #expect(change.reloadedWheels == [2, 3, 4, 5])
    let words = PickerWords(languageIdentifier: "en")
    #expect(
      words.announcement(for: change, in: engine) == "end moved to July 10, 2020: it cannot precede the start"
    )
  }

  @Test("year-month: the end moves to the start's month, announced in Chinese")
  func yearMonthAnnouncement() throws {
    let model = try Self.model(.yearMonth, present: true)
    var engine = try SelectionEngine(
      model: model, value: Self.range(.fields(year: 2015, month: 3), .fields(year: 2015, month: 6)))
    let change = try #require(S.selectKeyInRange(18, inWheel: 1, &engine))  // September
    #expect(engine.value.end == .fields(year: 2015, month: 9))
    let words = PickerWords(languageIdentifier: "zh-Hans")
    #expect(words.announcement(for: change, in: engine) == "结束已调整为2015年9月（结束不能早于开始）")
    #expect(
      PickerWords(languageIdentifier: "en").announcement(for: change, in: engine)
        == "end moved to 2015年9月: it cannot precede the start")
  }

  @Test(
    "text of a range ending 至今",
    arguments: [("zh_Hans", "2015年9月 — 至今"), ("en_US", "September 2015 – Present")])
  func presentText(_ locale: String, _ expected: String) throws {
    let model = try Self.model(.yearMonth, locale: locale, maximum: .now, present: true)
    let engine = try SelectionEngine(model: model, value: Self.range(.fields(year: 2015, month: 9), .present))
    #expect(model.text(for: engine.value) == expected)
    // The end's other wheels are empty while 至今 is chosen.
    #expect(engine.selectedRow(inWheel: 3) == nil)
  }

  @Test("JSON shape: start fields flat, 至今 as present")
  func jsonShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(Self.range(.fields(year: 2015, month: 9), .present))
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"end":{"present":true},"start":{"isLeapMonth":false,"isRepeatedHour":false,"month":9,"year":2015}}"#
    )
    let decoded = try JSONDecoder().decode(DateRange.self, from: data)
    #expect(decoded == Self.range(.fields(year: 2015, month: 9), .present))
  }

  @Test("the end wheels are group 1, named end …, laid out after the start's")
  func traits() throws {
    let model = try Self.model(.yearMonthDay)
    #expect((0..<6).map { model.traits(ofWheel: $0).group } == [0, 0, 0, 1, 1, 1])
    #expect(model.traits(ofWheel: 3).name == "end year")
    #expect(model.traits(ofWheel: 0).name == "start year")
    #expect(model.displayOrder == [0, 1, 2, 3, 4, 5])
  }

  @Test("at most 90 days: later end rows are not offered, and an end too late is refused")
  func maximumLength() throws {
    let model = try Self.model(.yearMonthDay, locale: "en_US", max: DateRangeLength(90, .day))
    var engine = try SelectionEngine(
      model: model, value: Self.range(S.ymd(2020, 5, 10), S.ymd(2020, 8, 8)))
    #expect(throws: WheelPickerError.self) {
      try engine.select(Self.range(S.ymd(2020, 5, 10), S.ymd(2020, 8, 9)))
    }
    // August's days stop at the 8th.
    #expect(engine.title(ofRow: engine.rowCount(ofWheel: 5) - 1, inWheel: 5) == "8")
    // Moving the start back a month pulls the end in (month by month: August → July, the 8th
    // stays, as it lies before July 9), announced as the length rule.
    let change = try #require(S.selectKeyInRange(8, inWheel: 1, &engine))  // April
    #expect(engine.value == Self.range(S.ymd(2020, 4, 10), S.ymd(2020, 7, 8)))
    #expect(
      PickerWords(languageIdentifier: "en").announcement(for: change, in: engine)
        == "end moved to July 8, 2020: the range must stay within its length limits")
  }

  @Test("a minimum length keeps the end that far after the start")
  func minimumLength() throws {
    let model = try Self.model(.yearMonth, min: DateRangeLength(3, .month))
    var engine = try SelectionEngine(
      model: model, value: Self.range(.fields(year: 2020, month: 1), .fields(year: 2020, month: 4)))
    S.selectKeyInRange(6, inWheel: 1, &engine)  // March
    #expect(engine.value.end == .fields(year: 2020, month: 6))
    #expect(throws: WheelPickerError.self) {
      try engine.select(Self.range(.fields(year: 2020, month: 1), .fields(year: 2020, month: 3)))
    }
  }

  @Test(
    "lengths no range can meet are configuration errors",
    arguments: [
      ("minimum past the bounds", DateRangeLength(2, .year), DateRangeLength?.none),
      ("minimum over maximum", DateRangeLength(10, .day), DateRangeLength(5, .day)),
      ("days against months", DateRangeLength(10, .day), DateRangeLength(1, .month)),
      ("more than a million units", DateRangeLength(1_000_001, .day), DateRangeLength?.none),
    ])
  func impossibleLengths(_ name: String, _ min: DateRangeLength, _ max: DateRangeLength?) {
    #expect(Comment(rawValue: name)) {
      try Self.model(.yearMonthDay, minimum: .year(2020), maximum: .year(2020), min: min, max: max)
    } throws: { error in
      (error as? WheelPickerError)?.reason == .lengthNotAllowed
        && (error as? WheelPickerError)?.kind == .invalidConfiguration
    }
  }

  @Test("至今 is refused when now lies past the maximum length")
  func presentBeyondMaximum() throws {
    let model = try Self.model(.yearMonth, maximum: .now, present: true, max: DateRangeLength(1, .year))
    #expect(throws: WheelPickerError.self) {
      _ = try SelectionEngine(model: model, value: Self.range(.fields(year: 2015, month: 9), .present))
    }
    #expect(
      (try? SelectionEngine(model: model, value: Self.range(.fields(year: 2026, month: 1), .present))) != nil)
  }

  @Test("an end before the start is refused, naming the rule")
  func endBeforeStart() throws {
    let model = try Self.model(.yearMonth)
    #expect(
      kindAndReason {
        try model.keys(for: Self.range(.fields(year: 2020, month: 1), .fields(year: 2019, month: 1)))
      }
        == KindAndReason(.valueNotAvailable, .endBeforeStart))
  }
}

extension DateTestSupport {
  /// Selects the row whose key is `ordinal` in a range's wheel, by scanning (tests only).
  @discardableResult
  static func selectKeyInRange(
    _ ordinal: Int, inWheel wheel: Int, _ engine: inout SelectionEngine<DateRangeModel>
  ) -> SelectionChange? {
    let row = (0..<engine.rowCount(ofWheel: wheel)).first {
      engine.model.key(ofRow: $0, inWheel: wheel, given: engine.selection).ordinal == ordinal
    }
    guard let row else { return nil }
    return engine.selectRow(row, inWheel: wheel)
  }
}

extension DateRangeModelTests {
  /// A range configuration in UTC, 2000…2100 unless told.
  static func configuration(
    _ columns: DateColumns, locale: String = "en_US", minimum: DateBound = .year(2000),
    maximum: DateBound = .year(2100), present: Bool = false
  ) -> DatePickerConfiguration {
    var configuration = S.configuration(
      columns, zone: "UTC", locale: locale, minimum: minimum, maximum: maximum)
    configuration.includesPresent = present
    return configuration
  }

  @Test(
    "a length outside 0…1000000 units is refused, naming which length",
    arguments: [
      (DateRangeLength(-1, .day), nil, "minimum length -1 days must be 0…1000000 units"),
      (nil, DateRangeLength(1_000_001, .second), "maximum length 1000001 seconds must be 0…1000000 units"),
    ] as [(DateRangeLength?, DateRangeLength?, String)])
  func lengthOutOfRange(_ minimum: DateRangeLength?, _ maximum: DateRangeLength?, _ message: String) {
    #expect(throws: WheelPickerError(.invalidConfiguration, message, reason: .lengthNotAllowed)) {
      _ = try DateRangeModel(
        Self.configuration(.yearMonthDay), minimumLength: minimum, maximumLength: maximum)
    }
  }

  @Test("a wheel past both halves has plain traits and no cause")
  func unknownWheel() throws {
    let model = try DateRangeModel(Self.configuration(.yearMonthDay))
    #expect(model.wheelCount == 6)
    let traits = model.traits(ofWheel: 6)
    #expect(traits.name == "wheel 6" && traits.kind == .level(6))
    let move = SelectionMove(
      wheel: 6, fromRow: 0, toRow: 1, fromKey: RowKey(1), toKey: RowKey(2), reason: .clamped)
    #expect(model.cause(of: move, given: SelectionEngine(model: model).selection) == nil)
  }
}
