import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

@MainActor
@Suite("wheelPickerSheet: scripted sessions")
struct SheetSessionTests {
  nonisolated static let styles: [WheelPickerSheetStyle] = [.overlay, .system]
  let look = SheetStyle(words: Faces.words)

  /// The engine after the month wheel of 7 April 2007 is moved to June.
  func june() throws -> SelectionEngine<DatePickerModel> {
    var engine = try Faces.dateEngine(2007, 4, 1)
    _ = engine.selectRow(try #require(Faces.row(of: "6月", inWheel: 1, of: engine)), inWheel: 1)
    return engine
  }

  /// A sheet over 1 April 2007 presented in `style`, its month wheel dragged to June (the draft).
  func sheetMovedToJune(
    _ style: WheelPickerSheetStyle
  ) throws -> (
    SelectionEngine<DatePickerModel>, SheetSession<DatePickerModel>, ViewHost<SheetScreen<DatePickerModel>>
  ) {
    let start = try Faces.dateEngine(2007, 4, 1)
    let session = SheetSession(engine: start)
    let host = ViewHost(face: SheetScreen(session: session, style: style))
    host.press(try #require(host.button("Pick")))
    host.turn(try #require(host.wheel("Month")), by: 2)
    return (start, session, host)
  }

  @Test(
    "present, drag the month wheel, Confirm: the value is reported once and the binding written once",
    arguments: styles)
  func confirm(style: WheelPickerSheetStyle) throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(face: SheetScreen(session: session, style: style))
    #expect(host.button("Confirm") == nil)
    host.press(try #require(host.button("Pick")))
    #expect(session.isPresented)
    let month = try #require(host.wheel("Month"))
    #expect(month.accessibilityValue == session.engine.accessibilityValue(ofWheel: 1, words: Faces.words))
    host.turn(month, by: 2)
    let expected = try june()
    #expect(
      host.wheel("Month")?.accessibilityValue == expected.accessibilityValue(ofWheel: 1, words: Faces.words))
    #expect(session.engineWrites == 0, "the wheels move a draft until Confirm")
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [expected.value])
    #expect(session.engine.value == expected.value)
    #expect(session.engineWrites == 1)
    #expect(!session.isPresented)
    #expect(session.cancels == 0, "the system's onDismiss after Confirm is not a cancel")
    #expect(host.button("Confirm") == nil)
  }

  @Test(
    "a second Confirm and a Cancel after Confirm (taps while the sheet leaves) report nothing",
    arguments: styles)
  func secondConfirm(style: WheelPickerSheetStyle) throws {
    let (_, session, host) = try sheetMovedToJune(style)
    let confirm = try #require(host.button("Confirm"))
    let cancel = try #require(host.button("Cancel"))
    host.press(confirm)
    host.press(confirm)
    host.press(cancel)
    #expect(session.confirmed == [try june().value])
    #expect(session.engineWrites == 1)
    #expect(session.cancels == 0)
    #expect(!session.isPresented)
  }

  @Test("the presenter setting isPresented to false cancels once and discards the draft", arguments: styles)
  func dismissedByPresenter(style: WheelPickerSheetStyle) throws {
    let (start, session, host) = try sheetMovedToJune(style)
    let confirm = try #require(host.button("Confirm"))
    host.act { session.isPresented = false }
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(session.engineWrites == 0)
    #expect(session.engine == start)
    host.press(confirm)
    #expect(session.confirmed.isEmpty, "a Confirm after the sheet was taken away reports nothing")
    #expect(session.cancels == 1)
  }

  @Test(
    "Cancel discards the draft: nothing written, onCancel once, the next sheet starts from the engine",
    arguments: styles)
  func cancelButton(style: WheelPickerSheetStyle) throws {
    let (start, session, host) = try sheetMovedToJune(style)
    let cancel = try #require(host.button("Cancel"))
    #expect(cancel.isCancelButton)
    host.press(cancel)
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(session.engineWrites == 0)
    #expect(session.engine == start)
    #expect(!session.isPresented)
    host.press(try #require(host.button("Pick")))
    #expect(
      host.wheel("Month")?.accessibilityValue == start.accessibilityValue(ofWheel: 1, words: Faces.words))
  }

  @Test("VoiceOver's escape on a wheel cancels the sheet once, as Cancel does", arguments: styles)
  func voiceOverEscape(style: WheelPickerSheetStyle) throws {
    let (start, session, host) = try sheetMovedToJune(style)
    host.escape(from: try #require(host.wheel("Day")))
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(session.engine == start)
    #expect(!session.isPresented)
    #expect(host.wheel("Day") == nil, "the panel left")
  }

  @Test("a tap on the overlay's backdrop cancels once and discards the draft")
  func backdrop() throws {
    let (start, session, host) = try sheetMovedToJune(.overlay)
    let backdrop = try #require(host.all { $0.tapAction != nil }.first)
    #expect(backdrop.accessibilityLabel == "Cancel")
    host.tap(backdrop)
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(session.engine == start)
    #expect(host.all { $0.tapAction != nil }.isEmpty, "the backdrop leaves with the panel")
  }

  @Test("a swipe down on the system sheet cancels once and discards the draft")
  func swipeDown() throws {
    let (start, session, host) = try sheetMovedToJune(.system)
    host.swipeDownSheet()
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(session.engineWrites == 0)
    #expect(session.engine == start)
    #expect(host.button("Confirm") == nil)
  }

  @Test("Confirm while a finger holds a wheel takes the row under the centre line", arguments: styles)
  func confirmMidDrag(style: WheelPickerSheetStyle) throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(face: SheetScreen(session: session, style: style))
    host.press(try #require(host.button("Pick")))
    host.hold(try #require(host.wheel("Month")), at: CGSize(width: 0, height: -2 * Faces.rowHeight))
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [try june().value])
  }

  @Test("a day clamped by a shorter month is announced with the core's sentence", arguments: styles)
  func clampAnnounced(style: WheelPickerSheetStyle) throws {
    let start = try Faces.dateEngine(2025, 1, 31)
    var expected = start
    let change = expected.selectRow(try #require(Faces.row(of: "2月", inWheel: 1, of: start)), inWheel: 1)
    let sentence = try #require(expected.announcement(for: change, words: Faces.words))
    let session = SheetSession(engine: start)
    let host = ViewHost(face: SheetScreen(session: session, style: style))
    host.press(try #require(host.button("Pick")))
    let posted = UIAccessibility.posted.count
    host.turn(try #require(host.wheel("Month")), by: 1)
    #expect(Faces.announcements(since: posted) == [sentence])
    #expect(UIAccessibility.posted.last?.notification == .announcement)
    #expect(
      host.wheel("Day")?.accessibilityValue == expected.accessibilityValue(ofWheel: 2, words: Faces.words))
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [expected.value])
  }

  @Test("a clamp's effects are carried out as the program gives them: one haptic, the sentence posted once")
  func clampEffects() throws {
    let start = try Faces.dateEngine(2025, 1, 31)
    let program = PickerSheet<DatePickerModel>(style: look, geometry: SheetGeometry(), title: "Date")
    let february = try #require(Faces.row(of: "2月", inWheel: 1, of: start))
    let (expected, effects) = program.update(
      program.initialState(engine: start), .rowSettled(row: february, at: DisplayPosition(1)))
    let sentences = effects.compactMap { effect -> String? in
      if case .announce(let sentence) = effect { sentence } else { nil }
    }
    #expect(sentences.count == 1)
    #expect(effects.filter { $0 == .selectionHaptic }.count == 1)
    #expect(effects.contains(.reload([DisplayPosition(2)])))
    let session = SheetSession(engine: start)
    let host = ViewHost(face: SheetScreen(session: session, style: .overlay))
    host.press(try #require(host.button("Pick")))
    let dayPath = try #require(host.wheel("Day")).path
    let posted = UIAccessibility.posted.count
    let haptics = Faces.haptics
    host.turn(try #require(host.wheel("Month")), by: 1)
    #expect(Faces.haptics == haptics + 1)
    #expect(Faces.announcements(since: posted) == sentences)
    let day = try #require(host.wheel("Day"))
    #expect(day.path != dayPath, "the day wheel was reloaded")
    #expect(day.accessibilityValue == program.accessibilityValue(at: DisplayPosition(2), in: expected))
  }

  @Test(
    "after 至今 an empty wheel shows the plan's placeholder (the style's text) and says the program's value")
  func presentPlaceholderFromPlan() throws {
    var style = look
    style.emptyWheelText = "n/a"
    let start = try Faces.dateEngine(2007, 4, 1)
    let session = SheetSession(engine: start)
    let host = ViewHost(face: SheetScreen(session: session, style: .system).wheelPickerStyle(style))
    host.press(try #require(host.button("Pick")))
    let present = try #require(Faces.row(of: "至今", inWheel: 0, of: start))
    host.turn(try #require(host.wheel("Year")), by: present - (start.selectedRow(inWheel: 0) ?? 0))
    let program = PickerSheet<DatePickerModel>(style: style, geometry: SheetGeometry(), title: "Date")
    let (state, _) = program.update(
      program.initialState(engine: start), .rowSettled(row: present, at: DisplayPosition(0)))
    let plan = program.plan(state, width: host.size.width - 2 * SheetGeometry().wheelMargin)
    for (offset, label) in [(1, "Month"), (2, "Day")] {
      let wheel = try #require(host.wheel(label))
      #expect(plan.columns[offset].placeholder == "n/a")
      #expect(wheel.texts == ["n/a"])
      #expect(wheel.accessibilityValue == program.accessibilityValue(at: DisplayPosition(offset), in: state))
      #expect(Double(wheel.frame?.width ?? -1) == plan.columns[offset].width)
    }
  }

  @Test("a disabled day dragged to slides back to the row the program shows, greyed, and is not confirmed")
  func disabledRowScrollsBack() throws {
    var configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: Faces.now, minimum: .year(1940), maximum: .now, includesPresent: true)
    configuration.isEnabled = { value, _ in value.fields?.day != 2 }
    let start = try SelectionEngine(
      model: DatePickerModel(configuration), value: .date(DateFields(year: 2007, month: 4, day: 1)))
    let program = PickerSheet<DatePickerModel>(style: look, geometry: SheetGeometry(), title: "Date")
    let (expected, effects) = program.update(
      program.initialState(engine: start), .rowSettled(row: 1, at: DisplayPosition(2)))
    let held = try #require(expected.engine.selectedRow(inWheel: 2))
    #expect(held != 1)
    #expect(effects.contains(.show(row: held, at: DisplayPosition(2), animated: true)))
    let session = SheetSession(engine: start)
    let host = ViewHost(face: SheetScreen(session: session, style: .overlay))
    host.press(try #require(host.button("Pick")))
    host.turn(try #require(host.wheel("Day")), by: 1)
    let day = try #require(host.wheel("Day"))
    let centre = day.all { $0.text != nil }.max { $0.opacity < $1.opacity }
    #expect(centre?.text == expected.engine.title(ofRow: held, inWheel: 2))
    #expect(day.accessibilityValue == program.accessibilityValue(at: DisplayPosition(2), in: expected))
    let grey = Color(sheet: look.palette(for: .light).disabledRowText)
    #expect(day.first { $0.text == start.title(ofRow: 1, inWheel: 2) }?.foregroundColor == grey)
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [expected.engine.value])
  }

  @Test("至今 empties the month and day wheels: one greyed — each, read as nothing to choose")
  func present() throws {
    let start = try Faces.dateEngine(2007, 4, 1)
    let session = SheetSession(engine: start)
    let host = ViewHost(face: SheetScreen(session: session, style: .overlay))
    host.press(try #require(host.button("Pick")))
    let year = try #require(host.wheel("Year"))
    let here = try #require(start.selectedRow(inWheel: 0))
    let present = try #require(Faces.row(of: "至今", inWheel: 0, of: start))
    host.turn(year, by: present - here)
    var expected = start
    _ = expected.selectRow(present, inWheel: 0)
    #expect(expected.value == .present)
    let grey = Color(sheet: look.palette(for: .light).disabledRowText)
    for label in ["Month", "Day"] {
      let wheel = try #require(host.wheel(label))
      #expect(wheel.texts == [look.emptyWheelText])
      #expect(wheel.first { $0.text != nil }?.foregroundColor == grey)
      #expect(wheel.accessibilityValue == "\(label): nothing to choose")
    }
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [.present])
  }

  @Test(
    "the overlay: a backdrop at the geometry's alpha that fades, a panel that slides up on the geometry's curve"
  )
  func overlayRequests() throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(face: SheetScreen(session: session, style: .overlay))
    host.press(try #require(host.button("Pick")))
    let geometry = SheetGeometry()
    let backdrop = try #require(host.all { $0.tapAction != nil }.first)
    guard case .color(let color) = backdrop.kind else {
      Issue.record("the backdrop is not a colour")
      return
    }
    #expect(color.alpha == geometry.backdropAlpha)
    #expect(backdrop.transitions.map(\.name) == ["opacity"])
    let panel = try #require(host.all { $0.accessibilityTraits.contains(.isModal) }.first)
    #expect(panel.transitions.map(\.name) == ["move(edge: bottom)"])
    let slide = try #require(host.all { !$0.animations.isEmpty }.first?.animations.first ?? nil)
    #expect(slide.duration == geometry.slideDuration)
    let title = try #require(host.all { $0.text == "Date" }.first)
    #expect(title.accessibilityTraits.contains(.isHeader))
    #expect(title.font == .system(size: look.titleFont.size, weight: .semibold))
  }

  @Test("the system sheet is asked for one detent, the panel's height, and holds a modal panel")
  func systemRequests() throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(face: SheetScreen(session: session, style: .system))
    #expect(host.all { $0.sheet != nil }.count == 1)
    #expect(host.all { $0.presentationDetents != nil }.isEmpty, "nothing is shown before the button")
    host.press(try #require(host.button("Pick")))
    let panel = try #require(host.all { $0.presentationDetents != nil }.first)
    #expect(panel.presentationDetents == [.height(SheetGeometry().panelHeight)])
    #expect(panel.accessibilityTraits.contains(.isModal))
    #expect(host.all { $0.tapAction != nil }.isEmpty, "the system dims and dismisses: no backdrop of our own")
  }
}
