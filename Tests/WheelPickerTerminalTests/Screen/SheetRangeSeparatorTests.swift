import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

/// A range's two groups of wheels, with the separator between them.
@Suite("Sheet range separator")
struct SheetRangeSeparatorTests {
  static func engine(
    locale: String, end: DateValue = .present
  ) throws -> SelectionEngine<DateRangeModel> {
    var config = DatePickerConfiguration(
      columns: .yearMonth, timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
      locale: Locale(identifier: locale),
      now: Date(timeIntervalSince1970: 1_795_953_600), minimum: .year(1940), maximum: .now,
      includesPresent: true)
    config.units = .onEveryRow
    return try SelectionEngine(
      model: DateRangeModel(config),
      value: DateRange(start: .fields(year: 2015, month: 9), end: end))
  }

  @Test("Chinese: 至 between the start's wheels and the end's, the end's month empty under 至今")
  func chinese() throws {
    let program = SheetProgram<DateRangeModel>(
      configuration: .init(title: "任职时间", labels: .simplifiedChinese))
    let state = program.initialState(engine: try Self.engine(locale: "zh_Hans"), size: .standard)
    #expect(
      program.render(state, size: TerminalSize(columns: 44, lines: 8)).plainText == """
         取消             任职时间             确定
        ────────────────────────────────────────────
          2013年      7月          2025年
          2014年      8月          2026年
         ›2015年 ‹    9月     至    至今      —
          2016年     10月
          2017年     11月
        ↑↓ row  ←→ wheel  enter confirm  esc cancel…
        """)
  }

  @Test("←/→ walk through every wheel of both groups, in display order (month before year in English)")
  func walk() throws {
    let program = SheetProgram<DateRangeModel>(configuration: .init(labels: .english))
    let engine = try Self.engine(locale: "en_US", end: .fields(year: 2016, month: 3))
    #expect(engine.model.displayOrder == [1, 0, 3, 2])
    var state = program.initialState(engine: engine, size: .standard)
    var focused: [Int?] = [state.sheet.wheel(at: state.sheet.focus)]
    for _ in 0..<4 {
      (state, _) = program.update(state, .key(.right))
      focused.append(state.sheet.wheel(at: state.sheet.focus))
    }
    #expect(focused == [1, 0, 3, 2, 2])
  }
}
