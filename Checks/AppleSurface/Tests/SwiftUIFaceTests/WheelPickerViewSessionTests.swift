import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// The changes a `WheelPickerView` reported through `onChange`.
@MainActor final class ChangeLog {
  var changes: [SelectionChange] = []
}

/// Wheels over an engine kept in the screen's `@State`, with the value shown below them.
struct LiveWheels<Model: WheelModel>: View {
  @State private var engine: SelectionEngine<Model>
  let log: ChangeLog

  init(engine: SelectionEngine<Model>, log: ChangeLog) {
    _engine = State(initialValue: engine)
    self.log = log
  }

  var body: some View {
    VStack {
      WheelPickerView(engine: $engine, onChange: { log.changes.append($0) }).frame(height: 206)
      Text("value: \(engine.value)")
    }
  }
}

/// Wheels over an engine the screen also sets itself, with a button ("Set").
struct SettableWheels<Model: WheelModel>: View {
  @State private var engine: SelectionEngine<Model>
  let replacement: SelectionEngine<Model>
  let log: ChangeLog

  init(engine: SelectionEngine<Model>, replacement: SelectionEngine<Model>, log: ChangeLog) {
    _engine = State(initialValue: engine)
    self.replacement = replacement
    self.log = log
  }

  var body: some View {
    VStack {
      WheelPickerView(engine: $engine, onChange: { log.changes.append($0) }).frame(height: 206)
      Button {
        engine = replacement
      } label: {
        Text("Set")
      }
    }
  }
}

@MainActor
@Suite("WheelPickerView: scripted sessions")
struct WheelPickerViewSessionTests {
  /// The value line a `LiveWheels` shows for `engine`.
  func valueLine<Model: WheelModel>(_ engine: SelectionEngine<Model>) -> String { "value: \(engine.value)" }

  @Test("a province moved reloads exactly the wheels the engine names; a district moved reloads none")
  func cascade() throws {
    let start = SelectionEngine(model: RegionModel(dataset: .china))
    let labels = (0..<3).map { start.accessibilityLabel(ofWheel: $0, words: Faces.words) }
    let log = ChangeLog()
    let host = ViewHost(face: LiveWheels(engine: start, log: log))
    func paths() throws -> [ViewPath] { try labels.map { try #require(host.wheel($0)).path } }
    let before = try paths()
    host.turn(try #require(host.wheel(labels[0])), by: 3)
    var expected = start
    let change = expected.selectRow(3, inWheel: 0)
    #expect(!change.reloadedWheels.isEmpty)
    #expect(log.changes == [change])
    let after = try paths()
    #expect(Set((0..<3).filter { before[$0] != after[$0] }) == Set(change.reloadedWheels))
    #expect(host.all { $0.text == valueLine(expected) }.count == 1, "the binding was written")
    #expect(
      host.wheel(labels[1])?.accessibilityValue == expected.accessibilityValue(ofWheel: 1, words: Faces.words)
    )

    host.turn(try #require(host.wheel(labels[2])), by: 1)
    let own = expected.selectRow(1, inWheel: 2)
    #expect(own.reloadedWheels.isEmpty)
    #expect(log.changes == [change, own])
    #expect(try paths() == after)
  }

  @Test("VoiceOver's increment steps a wheel through the engine and announces the clamp it causes")
  func adjustable() throws {
    let start = try Faces.dateEngine(2025, 1, 31)
    let log = ChangeLog()
    let host = ViewHost(face: LiveWheels(engine: start, log: log))
    let posted = UIAccessibility.posted.count
    let haptics = Faces.haptics
    host.adjust(try #require(host.wheel("Month")), .increment)
    var expected = start
    let change = expected.step(1, inWheel: 1)
    #expect(log.changes == [change])
    #expect(Faces.haptics == haptics + 1, "a move the user made plays one selection haptic")
    #expect(
      Faces.announcements(since: posted) == [
        try #require(expected.announcement(for: change, words: Faces.words))
      ])
    #expect(
      host.wheel("Month")?.accessibilityValue == expected.accessibilityValue(ofWheel: 1, words: Faces.words))
    #expect(host.all { $0.text == valueLine(expected) }.count == 1)
    host.adjust(try #require(host.wheel("Day")), .decrement)
    #expect(log.changes.last == expected.step(-1, inWheel: 2))
    #expect(host.all { $0.text == valueLine(expected) }.count == 1)
  }

  @Test("an engine set from outside is shown at once, reported to nobody, and moved on from there")
  func setFromOutside() throws {
    let start = try Faces.dateEngine(2007, 4, 1)
    let replacement = try Faces.dateEngine(2025, 1, 31)
    let log = ChangeLog()
    let host = ViewHost(face: SettableWheels(engine: start, replacement: replacement, log: log))
    host.turn(try #require(host.wheel("Day")), by: 1)
    #expect(log.changes.count == 1)
    host.press(try #require(host.button("Set")))
    #expect(log.changes.count == 1, "a change the app made is not the user's")
    for (wheel, label) in ["Year", "Month", "Day"].enumerated() {
      #expect(
        host.wheel(label)?.accessibilityValue
          == replacement.accessibilityValue(ofWheel: wheel, words: Faces.words))
    }
    let year = try #require(host.wheel("Year"))
    let centre = year.all { $0.text != nil }.max { $0.opacity < $1.opacity }
    #expect(centre?.text == replacement.title(ofRow: replacement.selectedRow(inWheel: 0) ?? -1, inWheel: 0))
    host.adjust(try #require(host.wheel("Month")), .increment)
    var expected = replacement
    #expect(log.changes.last == expected.step(1, inWheel: 1))
    #expect(
      host.wheel("Day")?.accessibilityValue == expected.accessibilityValue(ofWheel: 2, words: Faces.words),
      "the day is clamped from the engine the app set")
  }

  @Test("each wheel is as wide as the program's plan says, its rows in the style's row font")
  func layoutRequests() throws {
    let start = try Faces.dateEngine(2007, 4, 1)
    let host = ViewHost(face: LiveWheels(engine: start, log: ChangeLog()))
    let style = SheetStyle(words: Faces.words)
    let geometry = SheetGeometry()
    let program = PickerSheet<DatePickerModel>(style: style, geometry: geometry)
    let plan = program.plan(
      program.initialState(engine: start), width: host.size.width - 2 * geometry.wheelMargin)
    let wheels = try ["Year", "Month", "Day"].map { try #require(host.wheel($0)) }
    let framed = wheels.map { Double($0.frame?.width ?? -1) }
    let widths = plan.columns.map(\.width)
    #expect(framed.count == widths.count)
    #expect(zip(framed, widths).allSatisfy { abs($0 - $1) < 1e-9 }, "\(framed) ≠ \(widths)")
    let selected = try #require(start.selectedRow(inWheel: 1))
    let title = try #require(wheels[1].first { $0.text == start.title(ofRow: selected, inWheel: 1) })
    #expect(title.font == .system(size: style.rowFont.size, weight: .regular))
  }

  @Test("a unit sits where the plan puts it, after rows whose text ends against it")
  func unitsFromPlan() throws {
    var configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: Faces.now, minimum: .year(1940), maximum: .now)
    configuration.units = .besideCentre
    let start = try SelectionEngine(
      model: DatePickerModel(configuration), value: .fields(year: 2007, month: 4, day: 1))
    let host = ViewHost(face: LiveWheels(engine: start, log: ChangeLog()))
    let geometry = SheetGeometry()
    let program = PickerSheet<DatePickerModel>(style: SheetStyle(words: Faces.words), geometry: geometry)
    let plan = program.plan(
      program.initialState(engine: start), width: host.size.width - 2 * geometry.wheelMargin)
    let year = plan.columns[0]
    let unitX = try #require(year.unitX)
    let unit = try #require(host.all { $0.text == "年" }.first)
    let leading = unit.records.compactMap { record -> CGFloat? in
      if case .padding(let edges, let length) = record, edges == .leading { return length }
      return nil
    }
    #expect(leading.map(Double.init) == [unitX - year.x])
    let title = try #require(host.all { $0.text == "2007" }.first)
    #expect(
      title.records.contains {
        if case .frame(let width, _) = $0 { return width.map(Double.init) == year.textWidth }
        return false
      })
  }

  @Test("a range: its wheels and the separator between the halves take the plan's widths and text")
  func rangeSeparator() throws {
    let configuration = try DatePickerConfiguration(
      columns: .yearMonth, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: Faces.now, minimum: .year(1940), maximum: .now, includesPresent: true)
    let start = try SelectionEngine(
      model: DateRangeModel(configuration),
      value: DateRange(start: .fields(year: 2015, month: 9), end: .fields(year: 2024, month: 12)))
    let host = ViewHost(face: LiveWheels(engine: start, log: ChangeLog()))
    let geometry = SheetGeometry()
    let program = PickerSheet<DateRangeModel>(style: SheetStyle(words: Faces.words), geometry: geometry)
    let state = program.initialState(engine: start)
    let plan = program.plan(state, width: host.size.width - 2 * geometry.wheelMargin)
    let separator = try #require(plan.separators.first)
    #expect(plan.separators.count == 1)
    let texts = host.all { $0.text == separator.text }
    #expect(texts.count == 1)
    #expect(texts.first.map { Double($0.frame?.width ?? -1) } == separator.width)
    let wheels = host.all { $0.gesture != nil && $0.adjustableAction != nil }
    #expect(wheels.map { Double($0.frame?.width ?? -1) } == plan.columns.map(\.width))
    #expect(
      wheels.map(\.accessibilityLabel)
        == plan.columns.map { program.accessibilityLabel(at: $0.position, in: state) })
  }
}

/// A form with a region field.
struct FieldScreen: View {
  @State private var region: PickerTextBinding<RegionModel>

  init(region: PickerTextBinding<RegionModel>) { _region = State(initialValue: region) }

  var body: some View {
    WheelPickerTextField("省份-城市", binding: $region)
  }
}

@MainActor
@Suite("WheelPickerTextField: scripted sessions")
struct WheelPickerTextFieldSessionTests {
  @Test("a tap opens the wheels with Done; the text follows every move; Done keeps it")
  func editing() throws {
    let engine = SelectionEngine(model: RegionModel(dataset: .china, levels: 2))
    let start = PickerTextBinding(engine: engine, separator: "-")
    let host = ViewHost(face: FieldScreen(region: start))
    let field = try #require(host.all { $0.accessibilityValue == start.text }.first)
    #expect(host.button("Done") == nil)
    host.press(field)
    let sheet = try #require(host.all { $0.presentationDetents != nil }.first)
    #expect(sheet.presentationDetents == [.height(SheetGeometry().panelHeight)])
    #expect(host.button("Cancel") == nil, "a field's wheels have Done alone")
    let province = start.engine.accessibilityLabel(ofWheel: 0, words: Faces.words)
    host.turn(try #require(host.wheel(province)), by: 2)
    var expected = start
    _ = expected.selectRow(2, inWheel: 0)
    #expect(expected.text != start.text)
    #expect(
      host.all { $0.accessibilityValue == expected.text }.count == 1,
      "the field's text follows the wheels live")
    #expect(host.all { $0.text == expected.text }.count == 1)
    host.press(try #require(host.button("Done")))
    #expect(host.button("Done") == nil)
    #expect(host.all { $0.accessibilityValue == expected.text }.count == 1)
  }
}
