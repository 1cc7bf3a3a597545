import Foundation
import Testing
import WheelPickerCore

@Suite("A wrapping 12-hour wheel carries into AM/PM")
struct DatePickerModelCarryTests {
  typealias S = DateTestSupport

  static func engine(
    _ columns: DateColumns = .hourMinute, hour: Int, minute: Int, wraps: Bool? = nil
  ) throws -> SelectionEngine<DatePickerModel> {
    var config = S.configuration(columns, locale: "en_US", minimum: .year(2026), maximum: .year(2026))
    config.uses12HourClock = true
    config.wrapsClockWheels = wraps
    config.initialValue =
      columns == .hourMinute
      ? .fields(hour: hour, minute: minute)
      : .fields(year: 2026, month: 3, day: 1, hour: hour, minute: minute)
    return try S.engine(config)
  }

  static func hourWheel(_ engine: SelectionEngine<DatePickerModel>) throws -> Int {
    try #require((0..<engine.wheelCount).first { engine.model.traits(ofWheel: $0).kind == .hour })
  }

  @Test(
    "hours past 11 ↔ 12 flip the meridiem, as UIDatePicker's do",
    arguments: [
      (11, 59, 1, 12), (9, 59, 6, 15), (12, 30, -1, 11), (23, 30, 1, 0), (0, 15, -1, 23), (1, 30, 25, 2),
      (3, 0, -27, 0), (10, 0, 1, 11), (22, 0, 12, 10), (5, 0, 24, 5),
    ])
  func carries(_ hour: Int, _ minute: Int, _ delta: Int, _ expected: Int) throws {
    for columns in [DateColumns.hourMinute, .dateAndTime] {
      var engine = try Self.engine(columns, hour: hour, minute: minute)
      let wheel = try Self.hourWheel(engine)
      let change = engine.step(delta, inWheel: wheel)
      #expect(engine.value.fields?.hour == expected, "\(columns) \(hour):\(minute) \(delta)")
      #expect(engine.value.fields?.minute == minute)
      let flipped = (hour < 12) != (expected < 12)
      let period = try #require(engine.model.carry(ofWheel: wheel))
      #expect((change.move(ofWheel: period)?.reason == .carried) == flipped, "\(change.moves)")
      if columns == .dateAndTime { #expect(engine.value.fields?.day == 1) }
    }
  }

  @Test("the AM/PM wheel has two rows and never wraps, even inside CyclicModel")
  func periodStops() throws {
    var engine = SelectionEngine(
      model: CyclicModel(try DatePickerModel(Self.engine(hour: 9, minute: 0).model.configuration)))
    let period = try #require(engine.model.carry(ofWheel: 1))
    #expect(!engine.model.traits(ofWheel: period).isCyclic)
    #expect(engine.model.traits(ofWheel: 1).isCyclic)
    #expect(engine.rowCount(ofWheel: period) == 2)
    engine.step(1, inWheel: period)
    engine.step(1, inWheel: period)
    engine.step(1, inWheel: period)
    #expect(engine.value.fields?.hour == 21)
  }

  @Test(
    "clock wheels wrap by default in the system-style modes only; false turns it off",
    arguments: [
      (DateColumns.hourMinute, nil as Bool?, true), (.hourMinuteSecond, nil, true), (.dateAndTime, nil, true),
      (.yearMonthDayHourMinute, nil, false), (.yearMonthDayHourMinute, true, true),
      (.hourMinute, false, false),
    ])
  func wrapping(_ columns: DateColumns, _ wraps: Bool?, _ cyclic: Bool) throws {
    var config = S.configuration(columns, locale: "en_US")
    config.wrapsClockWheels = wraps
    let model = try DatePickerModel(config)
    for wheel in 0..<model.wheelCount {
      let traits = model.traits(ofWheel: wheel)
      let isClock = [WheelKind.hour, .minute, .second].contains(traits.kind)
      #expect(traits.isCyclic == (isClock && cyclic), "\(traits.name)")
    }
  }

  @Test(
    "the carried AM/PM wheel is announced, as a move the user did not make",
    arguments: [
      (PickerWords.Language.english, "PM"), (.simplifiedChinese, "下午"),
    ])
  func announced(_ language: PickerWords.Language, _ word: String) throws {
    var engine = try Self.engine(hour: 11, minute: 0)
    let change = engine.step(1, inWheel: try Self.hourWheel(engine))
    let sentence = try #require(PickerWords(language: language).announcement(for: change, in: engine))
    #expect(sentence.contains(word), "\(sentence)")
    #expect(change.moves.first?.describe(with: engine.model) == "AM/PM carried AM → PM")
  }

  @Test("without wrapping the hour stops at 11 PM and nothing carries")
  func stops() throws {
    var engine = try Self.engine(hour: 23, minute: 0, wraps: false)
    let wheel = try Self.hourWheel(engine)
    engine.step(1, inWheel: wheel)
    #expect(engine.value == .fields(hour: 23, minute: 0))
  }

  @Test("a 24-hour wheel wraps 23 → 00 without a carry")
  func twentyFour() throws {
    var config = S.configuration(.hourMinute, locale: "en_US")
    config.uses12HourClock = false
    config.initialValue = .fields(hour: 23, minute: 59)
    var engine = try S.engine(config)
    #expect(engine.model.carry(ofWheel: 0) == nil)
    engine.step(1, inWheel: 0)
    #expect(engine.value == .fields(hour: 0, minute: 59))
  }

  @Test("a settled row turns the shortest way: 11 → 12 is forwards into PM, 12 → 11 back into AM")
  func turns() throws {
    var engine = try Self.engine(hour: 11, minute: 5)
    let wheel = try Self.hourWheel(engine)
    engine.turn(toRow: 0, inWheel: wheel)
    #expect(engine.value == .fields(hour: 12, minute: 5))
    engine.turn(toRow: 11, inWheel: wheel)
    #expect(engine.value == .fields(hour: 11, minute: 5))
    // 11 → 3 is four rows forwards, past 12: PM.
    engine.turn(toRow: 3, inWheel: wheel)
    #expect(engine.value == .fields(hour: 15, minute: 5))
    // Halfway round is no direction: the row is taken in the same half of the day.
    engine.turn(toRow: 9, inWheel: wheel)
    #expect(engine.value == .fields(hour: 21, minute: 5))
  }

  @Test("seeded random steps agree with clock arithmetic on a 12-hour wheel")
  func randomSteps() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    var engine = try Self.engine(hour: 7, minute: 0)
    let wheel = try Self.hourWheel(engine)
    var hour = 7
    for _ in 0..<200 {
      let delta = Int.random(in: -40...40, using: &generator)
      engine.step(delta, inWheel: wheel)
      hour = ((hour + delta) % 24 + 24) % 24
      #expect(engine.value.fields?.hour == hour, "seed \(seed), step \(delta)")
    }
  }
}
