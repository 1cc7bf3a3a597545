import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// The riskiest paths of a sheet that is up: the window changing size class (rotation, Split View),
/// the text size or Reduce Motion changing, the app asking again, a finger still on a wheel.
@MainActor
@Suite("wheelPickerSheet: what changes while the sheet is up")
struct WhileUpSessionTests {
  /// June 1, 2007: the draft after the month wheel of April 1, 2007 is turned two rows.
  let june = PickerSheetValue.june

  /// A sheet over 1 April 2007 in `style` and `sizeClass`, presented, its month turned to June.
  func sheetMovedToJune(
    _ style: WheelPickerSheetStyle, sizeClass: UserInterfaceSizeClass = .compact
  ) throws -> (SheetSession<DatePickerModel>, ViewHost<SheetScreen<DatePickerModel>>) {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    var environment = Faces.environment
    environment.horizontalSizeClass = sizeClass
    let host = ViewHost(SheetScreen(session: session, style: style), environment: environment)
    host.press(try #require(host.button("Pick")))
    host.turn(try #require(host.wheel("Month")), by: 2)
    return (session, host)
  }

  /// Ends the sheet with the button labelled `button`, and checks it ended once: confirmed on June
  /// with Confirm, cancelled (nothing written) with Cancel, and gone.
  func end(
    _ host: ViewHost<SheetScreen<DatePickerModel>>, _ session: SheetSession<DatePickerModel>,
    with button: String
  ) throws {
    host.press(try #require(host.button(button)))
    let confirms = button == "Confirm"
    #expect(session.confirmed == (confirms ? [.date(june)] : []))
    #expect(session.cancels == (confirms ? 0 : 1))
    #expect(session.engineWrites == (confirms ? 1 : 0))
    #expect(host.panel == nil)
  }

  @Test(
    "the size class changes while the default sheet is up: popover ↔ system sheet, the draft kept, Confirm once",
    arguments: [UserInterfaceSizeClass.regular, .compact])
  func sizeClassChanges(from sizeClass: UserInterfaceSizeClass) throws {
    let (session, host) = try sheetMovedToJune(.automatic, sizeClass: sizeClass)
    let before = try #require(host.panel)
    #expect(before.place == (sizeClass == .regular ? .popover : .sheet))
    host.change { $0.horizontalSizeClass = sizeClass == .regular ? .compact : .regular }
    let after = try #require(host.panel, "the sheet is still up")
    #expect(after.place == (sizeClass == .regular ? .sheet : .popover))
    #expect(session.cancels == 0, "a new presentation is not a cancel")
    try end(host, session, with: "Confirm")
  }

  @Test("the text size grows while the system sheet is up: the detent follows, Confirm once")
  func dynamicTypeChanges() throws {
    let (session, host) = try sheetMovedToJune(.system)
    #expect(host.panel?.presentationDetents == [.height(SheetGeometry().panelHeight)])
    host.change { $0.dynamicTypeSize = .accessibility3 }
    let grown = SheetAccessibilitySettings(textSize: .accessibility3).geometry(
      SheetGeometry(), containerHeight: 0)
    #expect(host.panel?.presentationDetents == [.height(grown.panelHeight)])
    try end(host, session, with: "Confirm")
  }

  @Test("Reduce Motion turned on while the overlay is up: it leaves without a slide, cancelled once")
  func reduceMotionChanges() throws {
    let (session, host) = try sheetMovedToJune(.overlay)
    host.change { $0.reducesMotion = true }
    let panel = try #require(host.panel)
    #expect(panel.transitions.map(\.name) == ["opacity"])
    try end(host, session, with: "Cancel")
  }

  /// Something that happens while the sheet is up, and how the person ends it then.
  enum Interruption: String, CaseIterable {
    /// The app sets `isPresented` to `true` again, and its button is tapped again: Confirm follows.
    case askedAgain = "the app asks again"
    /// A finger still holds the day wheel: Cancel follows.
    case fingerOnWheel = "a finger holds a wheel"
  }

  @Test(
    "asked again while up (nothing restarts, the draft kept, Confirm once), or Cancel while a finger holds a wheel (once, nothing written)",
    arguments: [WheelPickerSheetStyle.overlay, .system], Interruption.allCases)
  func interrupted(style: WheelPickerSheetStyle, by interruption: Interruption) throws {
    let (session, host) = try sheetMovedToJune(style)
    switch interruption {
    case .askedAgain:
      host.act { session.isPresented = true }
      host.press(try #require(host.button("Pick")))
      #expect(host.all { $0.accessibilityTraits.contains(.isModal) }.count == 1, "one sheet")
      try end(host, session, with: "Confirm")
    case .fingerOnWheel:
      host.hold(try #require(host.wheel("Day")), at: CGSize(width: 0, height: -3 * Faces.rowHeight))
      try end(host, session, with: "Cancel")
    }
  }
}

/// Values the sessions confirm.
enum PickerSheetValue {
  /// June 1, 2007.
  static let june = DateFields(year: 2007, month: 6, day: 1)
}
