import Foundation
import Testing
import WheelPickerCore
import WheelPickerTestSupport

/// Seeded random range pickers and operations: the engine's invariants hold, and the end
/// never precedes the start nor leaves the length limits, after every operation.
@Suite("DateRange properties")
struct DateRangePropertyTests {
  typealias S = DateTestSupport

  /// Column sets with lengths in units no finer than their finest wheel, so that first moments compare exactly.
  static let cases: [(DateColumns, [DateRangeLength.Unit])] = [
    (.yearMonth, [.month, .year]), (.yearMonthDay, [.day, .week, .month]),
    (.yearMonthDayHourMinute, [.minute, .hour, .day]), (.hourMinute, [.minute, .hour]),
    (.yearMonthWeek, [.month]), (.year, [.year]),
  ]

  @Test("random operations keep the invariants, end ≥ start and the lengths")
  func randomOperations() throws {
    let seed: UInt64 = 0x0AA6_E000
    var generator = SeededGenerator(seed: seed)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    var operations = 0
    var models = 0
    while operations < 6_000 {
      let (columns, units) = Self.cases.randomElement(using: &generator) ?? (.yearMonthDay, [.day])
      let first = Int.random(in: 1990...2030, using: &generator)
      var config = S.configuration(
        columns, zone: "UTC", locale: "en_US", minimum: .year(first),
        maximum: .year(first + Int.random(in: 0...3, using: &generator)))
      config.includesPresent = columns != .hourMinute && Bool.random(using: &generator)
      let unit = units.randomElement(using: &generator) ?? .day
      let minimum =
        Bool.random(using: &generator) ? DateRangeLength(Int.random(in: 0...3, using: &generator), unit) : nil
      let maximum =
        Bool.random(using: &generator)
        ? DateRangeLength((minimum?.count ?? 0) + Int.random(in: 0...40, using: &generator), unit) : nil
      guard let model = try? DateRangeModel(config, minimumLength: minimum, maximumLength: maximum) else {
        continue
      }
      models += 1
      var engine = SelectionEngine(model: model)
      for _ in 0..<TestScale.operations(150) {
        operations += 1
        let wheel = Int.random(in: 0..<engine.wheelCount, using: &generator)
        let note = Comment(
          rawValue:
            "seed \(seed) op \(operations) \(columns) min \(String(describing: minimum)) max \(String(describing: maximum))"
        )
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: engine.step(Int.random(in: -12...12, using: &generator), inWheel: wheel)
        case 1:
          engine.selectRow(
            Int.random(in: 0...1, using: &generator) * 1000, inWheel: wheel, skipping: .forward)
        default:
          engine.selectRow(
            Int.random(in: -1...max(0, engine.rowCount(ofWheel: wheel)), using: &generator), inWheel: wheel)
        }
        #expect(engine.invariantViolations().isEmpty, note)
        let value = engine.value
        guard let start = try model.dates.date(for: value.start) else {
          Issue.record(Comment(rawValue: "\(note): the start is 至今"))
          continue
        }
        let end = try model.dates.date(for: value.end) ?? config.now
        let rounded = value.end.isPresent ? Self.floor(end, columns: columns, calendar: utc) : end
        #expect(rounded >= start, note)
        if let minimum {
          // A week of the month is offered when it holds the earliest end (its last day may).
          let last = columns == .yearMonthWeek ? rounded.addingTimeInterval(6 * 86_400) : rounded
          #expect(last >= Self.add(minimum, to: start, calendar: utc), note)
        }
        if let maximum {
          #expect(rounded <= Self.add(maximum, to: start, calendar: utc), note)
        }
        // The value shows again.
        var copy = engine
        do {
          try copy.select(value)
        } catch {
          Issue.record(Comment(rawValue: "\(note): \(value) did not round-trip: \(error)"))
        }
      }
    }
    #expect(models > 10)
  }

  static func add(_ length: DateRangeLength, to date: Date, calendar: Calendar) -> Date {
    let component: Calendar.Component
    var count = length.count
    switch length.unit {
    case .second: component = .second
    case .minute: component = .minute
    case .hour: component = .hour
    case .day: component = .day
    case .week:
      component = .day
      count *= 7
    case .month: component = .month
    case .year: component = .year
    }
    return calendar.date(byAdding: component, value: count, to: date) ?? date
  }

  /// Now on the columns' finest unit: 至今 counts as now on the end's grid.
  static func floor(_ date: Date, columns: DateColumns, calendar: Calendar) -> Date {
    let unit: Calendar.Component =
      switch columns {
      case .yearMonthDayHourMinute, .hourMinute: .minute
      default: .day
      }
    return calendar.dateInterval(of: unit, for: date)?.start ?? date
  }
}
