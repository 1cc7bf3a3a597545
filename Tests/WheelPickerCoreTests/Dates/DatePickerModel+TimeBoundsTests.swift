import Foundation
import Testing
import WheelPickerCore

@Suite("DatePicker: times of day as bounds")
struct DatePickerTimeBoundsTests {
  typealias S = DateTestSupport

  static func engine(
    _ columns: DateColumns, from: DateBound, to: DateBound, step: Int = 1
  ) throws -> SelectionEngine<DatePickerModel> {
    var configuration = S.utc(columns, minimum: from, maximum: to)
    configuration.minuteStep = step
    return try S.engine(configuration)
  }

  @Test("04:30 … 20:00 offers the hours 4 to 20, from minute 30 at 4 and only 00 at 20")
  func rows() throws {
    var engine = try Self.engine(
      .hourMinute, from: .time(hour: 4, minute: 30), to: .time(hour: 20, minute: 0))
    #expect(engine.rowCount(ofWheel: 0) == 17)
    #expect(engine.title(ofRow: 0, inWheel: 0) == "04")
    #expect(engine.title(ofRow: 16, inWheel: 0) == "20")
    // Now, 12:00 UTC, lies inside the bounds.
    #expect(engine.value == .fields(hour: 12, minute: 0))
    engine.selectRow(0, inWheel: 0)
    #expect(engine.rowCount(ofWheel: 1) == 30)
    #expect(engine.title(ofRow: 0, inWheel: 1) == "30")
    engine.selectRow(16, inWheel: 0)
    #expect(engine.rowCount(ofWheel: 1) == 1)
    #expect(engine.value == .fields(hour: 20, minute: 0))
  }

  @Test("a time outside the bounds is refused; the ends themselves are offered")
  func selection() throws {
    var engine = try Self.engine(
      .hourMinute, from: .time(hour: 4, minute: 30), to: .time(hour: 20, minute: 0))
    #expect(throws: WheelPickerError.self) { try engine.select(.fields(hour: 4, minute: 29)) }
    #expect(throws: WheelPickerError.self) { try engine.select(.fields(hour: 20, minute: 1)) }
    try engine.select(.fields(hour: 4, minute: 30))
    #expect(engine.value == .fields(hour: 4, minute: 30))
    try engine.select(.fields(hour: 20, minute: 0))
    #expect(engine.value == .fields(hour: 20, minute: 0))
  }

  @Test("now outside the bounds starts on the nearest end")
  func clampsNow() throws {
    let engine = try Self.engine(
      .hourMinute, from: .time(hour: 13, minute: 15), to: .time(hour: 18, minute: 0))
    #expect(engine.value == .fields(hour: 13, minute: 15))
  }

  @Test("reversed times of day are refused, naming both bounds")
  func reversed() {
    #expect {
      _ = try Self.engine(.hourMinute, from: .time(hour: 20, minute: 0), to: .time(hour: 4, minute: 30))
    } throws: { error in
      (error as? WheelPickerError)?.reason == .boundsReversed
    }
  }

  @Test("seeded: with random bounds and steps, exactly the times on the grid between them are offered")
  func property() throws {
    let seed: UInt64 = 0x71_3E_B0
    var generator = SeededGenerator(seed: seed)
    for round in 0..<60 {
      let seconds = Bool.random(using: &generator)
      let step = [1, 5, 15, 30].randomElement(using: &generator) ?? 1
      let a = Int.random(in: 0..<86_400, using: &generator)
      let b = Int.random(in: 0..<86_400, using: &generator)
      let (low, high) = (min(a, b), max(a, b))
      func bound(_ second: Int) -> DateBound {
        .time(hour: second / 3600, minute: second % 3600 / 60, second: seconds ? second % 60 : 0)
      }
      let lowSecond = seconds ? low : low - low % 60
      let highSecond = seconds ? high : high - high % 60
      let engine: SelectionEngine<DatePickerModel>
      do {
        engine = try Self.engine(
          seconds ? .hourMinuteSecond : .hourMinute, from: bound(low), to: bound(high), step: step)
      } catch {
        // Bounds closer than a step apart leave no time: the only refusal allowed.
        #expect(
          (error as? WheelPickerError)?.reason == .emptyRange,
          Comment(rawValue: "seed \(seed) round \(round): \(error)"))
        continue
      }
      for _ in 0..<40 {
        let second = Int.random(in: 0..<86_400, using: &generator)
        let hour = second / 3600
        let minute = second % 3600 / 60 / step * step
        let time = hour * 3600 + minute * 60 + (seconds ? second % 60 : 0)
        let value = DateValue.fields(hour: hour, minute: minute, second: seconds ? second % 60 : nil)
        var copy = engine
        let accepted = (try? copy.select(value)) != nil
        #expect(
          accepted == (lowSecond...highSecond).contains(time),
          Comment(rawValue: "seed \(seed) round \(round): \(value) in \(low)…\(high) step \(step)"))
        #expect(copy.invariantViolations().isEmpty, Comment(rawValue: "seed \(seed) round \(round)"))
      }
    }
  }
}
