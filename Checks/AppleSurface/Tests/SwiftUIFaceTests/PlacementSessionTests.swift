import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// A form with the button an app asks with, the sheet modifier pasted on it as the documentation
/// writes it (no style: the default).
struct FormScreen<Model: WheelModel>: View {
  let session: SheetSession<Model>

  var body: some View {
    Form {
      Text("Profile")
      Button {
        session.isPresented = true
      } label: {
        Text("Pick")
      }
      .wheelPickerSheet(
        isPresented: session.isPresentedBinding, engine: session.engineBinding, title: "Date",
        onConfirm: { session.confirm($0) }, onCancel: { session.cancel() })
    }
  }
}

/// The package's overlay pasted on a button: it is drawn in the button's frame.
struct OverlayOnButton<Model: WheelModel>: View {
  let session: SheetSession<Model>

  var body: some View {
    Button {
      session.isPresented = true
    } label: {
      Text("Pick")
    }
    .wheelPickerSheet(isPresented: session.isPresentedBinding, engine: session.engineBinding, style: .overlay)
  }
}

extension ViewHost {
  /// The sheet's panel: the element with the modal trait.
  var panel: ViewNode? {
    let panels = all { $0.accessibilityTraits.contains(.isModal) }
    return panels.count == 1 ? panels[0] : nil
  }
}

@MainActor
@Suite("wheelPickerSheet: where the panel is drawn, and how a sheet starts and follows another")
struct PlacementSessionTests {
  @Test(
    "pasted on a Button in a Form: the panel spans the window's bottom (a popover on an iPad), and ends once",
    arguments: SessionWindow.allCases, SessionEnding.allCases)
  func pastedInForm(window: SessionWindow, ending: SessionEnding) throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(
      FormScreen(session: session), size: window.size, environment: window.environment(Faces.environment))
    host.press(try #require(host.button("Pick")))
    let panel = try #require(host.panel)
    let height = SheetGeometry().panelHeight
    switch window {
    case .iPhone:
      #expect(panel.place == .sheet, "presented at the window, not in the button's frame")
      #expect(panel.size == CGSize(width: window.size.width, height: height))
      #expect(panel.presentationDetents == [.height(height)])
    case .iPad:
      #expect(panel.place == .popover)
      #expect(panel.size == CGSize(width: SheetPresentation.popoverWidth, height: height))
    }
    host.turn(try #require(host.wheel("Month")), by: 2)
    switch ending {
    case .confirm: host.press(try #require(host.button("Confirm")))
    case .cancel: host.press(try #require(host.button("Cancel")))
    case .escape: host.escape(from: try #require(host.wheel("Month")))
    }
    let june = DateFields(year: 2007, month: 6, day: 1)
    #expect(session.confirmed == (ending == .confirm ? [.date(june)] : []))
    #expect(session.cancels == (ending == .confirm ? 0 : 1))
    #expect(!session.isPresented)
    #expect(host.panel == nil)
  }

  @Test("the overlay on a full-screen view spans the window; on a button it is squeezed into the button")
  func overlayPlacement() throws {
    let height = SheetGeometry().panelHeight
    let onScreen = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let screen = ViewHost(face: SheetScreen(session: onScreen, style: .overlay))
    screen.press(try #require(screen.button("Pick")))
    #expect(screen.panel?.size == CGSize(width: screen.size.width, height: height))
    let onButton = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let button = ViewHost(face: OverlayOnButton(session: onButton))
    button.press(try #require(button.button("Pick")))
    let panel = try #require(button.panel)
    #expect(
      panel.place == .attached(to: CGSize(width: 36, height: 22)), "the button's frame: one line of text")
    #expect(panel.size.height < height)
  }

  @Test(
    "isPresented already true on the first render: the sheet is live; Confirm reports once",
    arguments: [WheelPickerSheetStyle.overlay, .system, .popover, .automatic])
  func presentedFromTheStart(style: WheelPickerSheetStyle) throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    session.isPresented = true
    var environment = Faces.environment
    environment.horizontalSizeClass = style == .popover ? .regular : .compact
    let host = ViewHost(SheetScreen(session: session, style: style), environment: environment)
    host.turn(try #require(host.wheel("Month")), by: 2)
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 6, day: 1))])
    #expect(!session.isPresented)
  }

  @Test("isPresented already true on the first render: Cancel and VoiceOver's escape cancel once")
  func cancelledFromTheStart() throws {
    for escape in [false, true] {
      let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
      session.isPresented = true
      let host = ViewHost(face: SheetScreen(session: session, style: .system))
      if escape {
        host.escape(from: try #require(host.wheel("Month")))
      } else {
        host.press(try #require(host.button("Cancel")))
      }
      #expect(session.cancels == 1, "escape: \(escape)")
      #expect(!session.isPresented)
    }
  }

  @Test("a system sheet asked for again before the last one's dismissal ends is not cancelled by it")
  func lateDismissal() throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(face: SheetScreen(session: session, style: .system))
    host.letsTransitionsEnd = false
    host.press(try #require(host.button("Pick")))
    host.finishTransitions()
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed.count == 1)
    // The first sheet still slides away when the app asks again.
    host.press(try #require(host.button("Pick")))
    host.finishTransitions()
    #expect(session.cancels == 0, "the first sheet's onDismiss is not the second one's cancel")
    #expect(session.isPresented)
    host.turn(try #require(host.wheel("Month")), by: 2)
    host.press(try #require(host.button("Confirm")))
    host.finishTransitions()
    #expect(session.confirmed.count == 2)
    #expect(session.confirmed.last == .date(DateFields(year: 2007, month: 6, day: 1)))
    #expect(session.cancels == 0)
  }

  /// A 12-hour clock at 11:59 AM in English: hour, minute and AM/PM wheels, the hour wheel wrapping.
  static func clock() throws -> SelectionEngine<DatePickerModel> {
    var configuration = try DatePickerConfiguration(
      columns: .hourMinute, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "en_US", now: Faces.now)
    configuration.uses12HourClock = true
    configuration.initialValue = .fields(hour: 11, minute: 59)
    return SelectionEngine(model: try DatePickerModel(configuration))
  }

  @Test(
    "a flung hour wheel carries AM/PM by the way it turned: 11 AM forward 8 rows is 7 PM, 6 rows 5 PM, back 14 rows 9 PM",
    arguments: [(8, 19), (6, 17), (-14, 21), (-2, 9)])
  func flungClock(rows: Int, hour: Int) throws {
    let session = SheetSession(engine: try Self.clock())
    let host = ViewHost(face: SheetScreen(session: session, style: .system))
    host.press(try #require(host.button("Pick")))
    let wheels = host.all { $0.gesture != nil && $0.adjustableAction != nil }
    let hourWheel = try #require(wheels.first)
    host.turn(hourWheel, by: rows)
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [.fields(hour: hour, minute: 59)])
  }
}
