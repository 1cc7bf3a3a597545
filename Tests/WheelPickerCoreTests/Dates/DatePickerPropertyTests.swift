import Foundation
import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// Seeded random configurations and operation sequences: at least 10,000
/// operations per picker kind, checking the engine's invariants and value →
/// selection → value round trips after every one.
@Suite("DatePicker properties")
struct DatePickerPropertyTests {
  typealias S = DateTestSupport

  enum Kind: String, CaseIterable, Sendable {
    case dates, times, week, quarter, lunar
  }

  static let zones = ["Asia/Shanghai", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "UTC"]
  static let steps = [1, 2, 5, 10, 15, 30]

  static func randomBound(
    _ generator: inout SeededGenerator, year: Int
  ) -> DateBound {
    let month = Int.random(in: 1...12, using: &generator)
    let day = Int.random(in: 1...28, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return .year(year)
    case 1: return .gregorian(DateFields(year: year, month: month))
    case 2: return .day(year, month, day)
    default:
      return .gregorian(
        DateFields(
          year: year, month: month, day: day, hour: Int.random(in: 0..<24, using: &generator),
          minute: Int.random(in: 0..<60, using: &generator), second: Int.random(in: 0..<60, using: &generator)
        ))
    }
  }

  static func randomConfiguration(_ kind: Kind, _ generator: inout SeededGenerator) -> DatePickerConfiguration
  {
    let columns: DateColumns
    var calendar = Calendar.Identifier.gregorian
    switch kind {
    case .dates:
      columns =
        [
          DateColumns.year, .yearMonth, .yearMonthDay, .monthDay, .yearMonthDayHour, .yearMonthDayHourMinute,
          .yearMonthDayHourMinuteSecond, .dateAndTime, .monthDayHourMinute, .yearMonthWeek,
        ].randomElement(using: &generator) ?? .yearMonthDay
      calendar =
        [.gregorian, .gregorian, .japanese, .buddhist].randomElement(using: &generator) ?? .gregorian
    case .times:
      columns =
        [DateColumns.hourMinute, .hourMinuteSecond, .minuteSecond].randomElement(using: &generator)
        ?? .hourMinute
    case .week: columns = .yearWeek
    case .quarter: columns = .yearQuarter
    case .lunar:
      columns =
        [DateColumns.yearMonth, .yearMonthDay, .yearMonthDayHourMinute].randomElement(using: &generator)
        ?? .yearMonthDay
      calendar = .chinese
    }
    let first = Int.random(in: 1901...2098, using: &generator)
    let span = [0, 0, 1, 3, 30].randomElement(using: &generator) ?? 1
    var config = DatePickerConfiguration(
      columns: columns, calendar: Calendar(identifier: calendar),
      timeZone: S.zone(zones.randomElement(using: &generator) ?? "UTC"),
      locale: Locale(
        identifier: ["zh_Hans", "en_US", "zh_Hant"].randomElement(using: &generator) ?? "en_US"),
      now: S.now.addingTimeInterval(
        Double(Int.random(in: -3_000_000_000...3_000_000_000, using: &generator))),
      minimum: randomBound(&generator, year: first), maximum: randomBound(&generator, year: first + span))
    if columns == .dateAndTime && span > 3 { config.maximum = .year(first + 3) }
    config.minuteStep = steps.randomElement(using: &generator) ?? 1
    config.secondStep = steps.randomElement(using: &generator) ?? 1
    config.uses12HourClock = Bool.random(using: &generator)
    config.descendingYears = Bool.random(using: &generator)
    config.includesPresent =
      columns.rawValue.hasPrefix("year") && columns != .yearWeek && Bool.random(using: &generator)
    config.showsWeekday = Bool.random(using: &generator)
    if Int.random(in: 0..<4, using: &generator) == 0 {
      let gregorian = Calendar(identifier: .gregorian)
      config.isEnabled = { value, moment in
        value.fields?.hour != nil || !gregorian.isDateInWeekend(moment)
      }
    }
    return config
  }

  static func randomValue(_ generator: inout SeededGenerator) -> DateValue {
    func field(_ range: ClosedRange<Int>) -> Int? {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: return nil
      case 1: return [Int.min, Int.max, -1, 0][Int.random(in: 0..<4, using: &generator)]
      default: return Int.random(in: range, using: &generator)
      }
    }
    if Int.random(in: 0..<20, using: &generator) == 0 { return .present }
    return .date(
      DateFields(
        era: Bool.random(using: &generator) ? nil : field(76...236), year: field(1890...2110),
        month: field(1...13), isLeapMonth: Int.random(in: 0..<8, using: &generator) == 0, day: field(1...31),
        hour: field(0...23), minute: field(0...59), second: field(0...59),
        isRepeatedHour: Int.random(in: 0..<8, using: &generator) == 0, weekYear: field(1890...2110),
        week: field(1...53), quarter: field(1...4)))
  }

  @Test("random operations keep the invariants and round-trip values", arguments: Kind.allCases)
  func randomOperations(_ kind: Kind) throws {
    let seed = UInt64(0xDA7E_0000) + UInt64(Kind.allCases.firstIndex(of: kind) ?? 0)
    var generator = SeededGenerator(seed: seed)
    var operations = 0
    var models = 0
    while operations < 10_000 {
      let config = Self.randomConfiguration(kind, &generator)
      guard let model = try? DatePickerModel(config) else { continue }  // e.g. a step-less empty range
      models += 1
      var engine = SelectionEngine(model: model)
      for _ in 0..<TestScale.operations(200) {
        operations += 1
        let wheel = Int.random(in: 0..<engine.wheelCount, using: &generator)
        switch Int.random(in: 0..<100, using: &generator) {
        case 0:
          let next = Self.randomConfiguration(kind, &generator)
          if let replacement = try? DatePickerModel(next), replacement.wheelCount == engine.wheelCount {
            engine.replaceModel(replacement)
          }
        case 1..<4:
          // Values from outside: often absurd or unavailable; refused without touching the selection.
          let before = engine.selection
          let garbage = Self.randomValue(&generator)
          do {
            try engine.select(garbage)
            #expect(engine.value == garbage, Comment(rawValue: "seed \(seed) op \(operations)"))
          } catch {
            #expect(engine.selection == before, Comment(rawValue: "seed \(seed) op \(operations)"))
          }
          _ = engine.model.isoString(for: garbage)
          _ = engine.model.text(for: garbage)
          _ = try? engine.model.date(for: garbage)
        case 4..<10:
          _ = engine.title(
            ofRow: Int.random(in: 0..<max(1, engine.rowCount(ofWheel: wheel)), using: &generator),
            inWheel: wheel)
        default:
          let count = engine.rowCount(ofWheel: wheel)
          engine.selectRow(Int.random(in: -1...max(0, count), using: &generator), inWheel: wheel)
        }
        #expect(engine.invariantViolations().isEmpty, Comment(rawValue: "seed \(seed) op \(operations)"))
        let value = engine.value
        let selected = (0..<engine.wheelCount).allSatisfy { wheel in
          engine.selectedRow(inWheel: wheel).map { engine.isRowEnabled($0, inWheel: wheel) } ?? true
        }
        if selected {
          // A fresh engine now and then, else a copy: both must show the value again.
          var copy = operations % 10 == 0 ? SelectionEngine(model: engine.model) : engine
          do {
            try copy.select(value)
            #expect(copy.value == value, Comment(rawValue: "seed \(seed) op \(operations)"))
          } catch {
            Issue.record(
              Comment(rawValue: "seed \(seed) op \(operations): \(value) did not round-trip: \(error)"))
          }
        }
      }
    }
    #expect(models > 10)
  }

  @Test("countdown: random operations keep the invariants and round-trip values")
  func countdown() throws {
    let seed: UInt64 = 0xC0_0000
    var generator = SeededGenerator(seed: seed)
    var engine = SelectionEngine(
      model: try CountdownModel(minuteStep: 5, locale: Locale(identifier: "zh_Hans")))
    for operation in 0..<TestScale.operations(10_000) {
      if operation % 500 == 0 {
        let step = Self.steps.randomElement(using: &generator) ?? 1
        engine.replaceModel(try CountdownModel(minuteStep: step, locale: Locale(identifier: "en_US")))
      }
      let wheel = Int.random(in: 0..<2, using: &generator)
      engine.selectRow(Int.random(in: -1...60, using: &generator), inWheel: wheel)
      #expect(engine.invariantViolations().isEmpty, Comment(rawValue: "seed \(seed)"))
      var copy = SelectionEngine(model: engine.model)
      try copy.select(engine.value)
      #expect(copy.selection == engine.selection, Comment(rawValue: "seed \(seed)"))
    }
  }
}

@Suite("DatePickerModel keys from outside")
struct DatePickerHostileKeyTests {
  @Test(
    "absurd keys find no row and describe without trapping",
    arguments: [DateColumns.yearMonthDayHourMinuteSecond, .dateAndTime, .yearWeek, .yearQuarter, .monthDay])
  func absurdKeys(_ columns: DateColumns) throws {
    var config = DateTestSupport.configuration(columns, calendar: .gregorian)
    config.uses12HourClock = true
    let engine = try DateTestSupport.engine(config)
    for wheel in 0..<engine.wheelCount {
      for ordinal in [Int.min, Int.min + 1, -(1 << 50), 1 << 50, Int.max - 1] {
        #expect(engine.model.row(for: RowKey(ordinal), inWheel: wheel, given: engine.selection) == nil)
        #expect(engine.model.describe(RowKey(ordinal), inWheel: wheel) == String(ordinal))
      }
    }
  }
}
