import Foundation
import Testing
import WheelPickerSwiftUI

@testable import SwiftUI

/// A screen written as an app writes one with a single import: engines made without `try`, a
/// `Date` bound to the sheet as to `DatePicker(selection:)`, and inline date wheels over a `Date`.
struct BirthdayScreen: View {
  @State private var engine = SelectionEngine(model: ListModel(["2k以下", "2k-5k", "5k-10k"]))
  @State private var region = SelectionEngine(model: RegionModel(dataset: .china, levels: 2))
  @State private var birthday: Date
  @State private var isPicking = false

  init(birthday: Date) {
    _birthday = State(initialValue: birthday)
  }

  var body: some View {
    VStack {
      Button("生日") { isPicking = true }
        .wheelPickerSheet(isPresented: $isPicking, selection: $birthday, title: "生日")
      Text("birthday \(Int(birthday.timeIntervalSince1970))")
      Text("salary \(engine.value.value), region \(region.value.text(separator: "-"))")
    }
    .wheelPickerStyle(SheetStyle())
    .wheelPickerGeometry(SheetGeometry())
  }
}

/// Inline date wheels over a `Date` from 1970 to now, with the bound date shown below them.
struct DayScreen: View {
  @State private var day: Date

  init(day: Date) { _day = State(initialValue: day) }

  var body: some View {
    VStack {
      WheelPickerView(selection: $day, in: Date(timeIntervalSince1970: 0)...Date.now, columns: .yearMonthDay)
        .frame(height: 206)
      Text("day \(Int(day.timeIntervalSince1970))")
    }
  }
}

/// A sheet over a list that has no rows, made without `try`.
struct EmptyListScreen: View {
  @State private var engine = SelectionEngine(model: ListModel([]))
  @State private var isPicking = false
  let confirmed: ConfirmedValues

  var body: some View {
    Button("空") { isPicking = true }
      .wheelPickerSheet(isPresented: $isPicking, engine: $engine, title: "空") { confirmed.values.append($0) }
  }
}

/// What a sheet confirmed.
@MainActor final class ConfirmedValues {
  var values: [ListChoice] = []
}

@MainActor
@Suite("Date bindings: a sheet and inline wheels over a Date")
struct DateBindingSessionTests {
  /// The moment of a wall-clock time in the device's zone (what the faces use for a `Date`).
  static func moment(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) throws -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return try #require(
      calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)))
  }

  /// The one text of `host` starting with `prefix`.
  static func line<Root: View>(_ prefix: String, in host: ViewHost<Root>) -> String? {
    let lines = host.all { $0.text?.hasPrefix(prefix) == true }.compactMap(\.text)
    return lines.count == 1 ? lines[0] : nil
  }

  @Test(
    "the sheet starts on the bound Date; Confirm writes the day shown, keeping the time of day; Cancel and escape leave it",
    arguments: SessionWindow.allCases, SessionEnding.allCases)
  func sheetOverDate(window: SessionWindow, ending: SessionEnding) throws {
    let birthday = try Self.moment(2007, 4, 1, 12, 34)
    let host = ViewHost(
      BirthdayScreen(birthday: birthday), size: window.size,
      environment: window.environment(Faces.environment))
    #expect(Self.line("salary", in: host) == "salary 2k以下, region 北京市")
    host.press(try #require(host.button("生日")))
    let panel = try #require(host.all { $0.accessibilityTraits.contains(.isModal) }.first)
    #expect(panel.place == (window == .iPad ? .popover : .sheet))
    let month = try #require(host.wheel("Month"))
    host.turn(month, by: 2)
    switch ending {
    case .confirm: host.press(try #require(host.button("Confirm")))
    case .cancel: host.press(try #require(host.button("Cancel")))
    case .escape: host.escape(from: try #require(host.wheel("Month")))
    }
    let expected = ending == .confirm ? try Self.moment(2007, 6, 1, 12, 34) : birthday
    #expect(Self.line("birthday", in: host) == "birthday \(Int(expected.timeIntervalSince1970))")
    #expect(host.all { $0.accessibilityTraits.contains(.isModal) }.isEmpty)
  }

  @Test(
    "inline wheels show a Date before the range's start clamped to it, and write the day a move settles on")
  func inlineWheelsClamp() throws {
    let before = try Self.moment(1960, 5, 5, 9, 0)
    let host = ViewHost(
      DayScreen(day: before), size: SessionWindow.iPhone.size,
      environment: SessionWindow.iPhone.environment(Faces.environment))
    // The range starts at 1970-01-01 00:00 UTC: the wheels show that day in the device's zone.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let start = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: 0))
    let startYear = try #require(start.year)
    let year = try #require(host.wheel("Year"))
    #expect(year.accessibilityValue?.contains(String(startYear)) == true, "clamped to the range's start")
    #expect(
      Self.line("day", in: host) == "day \(Int(before.timeIntervalSince1970))", "not written before a move")
    host.turn(year, by: 1)
    // A year later, on the same month and day, at the bound Date's time of day.
    let moved = try Self.moment(startYear + 1, start.month ?? 1, start.day ?? 1, 9, 0)
    #expect(Self.line("day", in: host) == "day \(Int(moved.timeIntervalSince1970))")
  }

  @Test(
    "an empty list made without try is a sheet showing the empty-wheel row; Confirm reports ListChoice.none")
  func emptyList() throws {
    let confirmed = ConfirmedValues()
    let host = ViewHost(
      EmptyListScreen(confirmed: confirmed), size: SessionWindow.iPhone.size,
      environment: SessionWindow.iPhone.environment(Faces.environment))
    host.press(try #require(host.button("空")))
    let panel = try #require(host.all { $0.accessibilityTraits.contains(.isModal) }.first)
    #expect(panel.texts.contains(PickerWords(language: .english).empty))
    host.press(try #require(host.button("Confirm")))
    #expect(confirmed.values == [ListChoice.none])
  }
}
