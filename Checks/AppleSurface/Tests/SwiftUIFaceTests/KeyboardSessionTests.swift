import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// A hardware keyboard on the sheet: keys go through `PickerSheet.event(for:in:)`.
@MainActor
@Suite("wheelPickerSheet: hardware keyboard sessions")
struct KeyboardSessionTests {
  /// A sheet over `engine` in `style`, shown.
  func presented<Model: WheelModel>(
    _ engine: SelectionEngine<Model>, _ style: WheelPickerSheetStyle = .overlay
  ) throws -> (SheetSession<Model>, ViewHost<SheetScreen<Model>>) {
    let session = SheetSession(engine: engine)
    let host = ViewHost(face: SheetScreen(session: session, style: style))
    host.press(try #require(host.button("Pick")))
    return (session, host)
  }

  @Test(
    "↓ moves the focused wheel a row, → moves to the next wheel, Return confirms once",
    arguments: [
      WheelPickerSheetStyle.overlay, .system,
    ])
  func arrowsAndReturn(style: WheelPickerSheetStyle) throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(face: SheetScreen(session: session, style: style))
    #expect(!host.pressKey(.downArrow), "no sheet, no focus: the key goes nowhere")
    host.press(try #require(host.button("Pick")))
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.downArrow))
    #expect(host.pressKey(.downArrow))
    #expect(host.pressKey(.tab))
    #expect(host.pressKey(.downArrow))
    #expect(session.engineWrites == 0, "the keys move the draft")
    #expect(host.pressKey(.return))
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 6, day: 2))])
    #expect(session.cancels == 0)
    #expect(!session.isPresented)
  }

  @Test("Escape cancels once; ↑ on the first row stays there")
  func escape() throws {
    let start = try Faces.dateEngine(2007, 1, 1)
    let (session, host) = try presented(start)
    host.pressKey(.rightArrow)
    host.pressKey(.upArrow)
    #expect(
      host.wheel("Month")?.accessibilityValue == start.accessibilityValue(ofWheel: 1, words: Faces.words))
    host.pressKey(.escape)
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(!session.isPresented)
    #expect(!host.pressKey(.escape), "the sheet is gone: Escape does nothing more")
    #expect(session.cancels == 1)
  }

  @Test("typing shenzhen on a region sheet selects 广东省 深圳市; Escape clears the query, a second cancels")
  func typeToSearch() throws {
    let (session, host) = try presented(
      try SelectionEngine(regions: RegionDataset.china.load(), levels: 2, defaultText: "北京"))
    host.type("shenzhen")
    #expect(host.wheel("Province")?.accessibilityValue?.contains("广东省") == true)
    host.pressKey(.escape)
    #expect(session.isPresented, "the first Escape clears the query")
    host.type("shenzhen")
    host.pressKey(.return)
    #expect(session.confirmed.map { $0.text(separator: " ") } == ["广东省 深圳市"])
    #expect(session.cancels == 0)
  }

  @Test("holding ↓ for 2 repeats moves the focused wheel 3 rows, as a held UIKit key command does")
  func holdingRepeats() throws {
    let (session, host) = try presented(try Faces.dateEngine(2007, 4, 1))
    #expect(host.pressKey(.downArrow, repeats: 2))
    #expect(host.pressKey(.return))
    #expect(session.confirmed == [.date(DateFields(year: 2010, month: 4, day: 1))])
  }

  @Test("a typed letter held down is typed once, as a UIKit press is")
  func typedKeysDoNotRepeat() throws {
    let (_, host) = try presented(
      try SelectionEngine(regions: RegionDataset.china.load(), levels: 2, defaultText: "北京"))
    host.pressKey(KeyEquivalent("s"), repeats: 3)
    host.type("henzhen")
    #expect(host.wheel("Province")?.accessibilityValue?.contains("广东省") == true, "shenzhen, not sssshenzhen")
  }

  @Test(
    "a key held with Command or Control is the app's, whether it is named or types, as in the UIKit face",
    arguments: [EventModifiers.command, .control, [.command, .shift], [.control, .option]])
  func appShortcuts(modifiers: EventModifiers) throws {
    let (session, host) = try presented(try Faces.dateEngine(2007, 4, 1))
    for key in [KeyEquivalent.downArrow, .escape, .return, KeyEquivalent("s")] {
      #expect(!host.pressKey(key, modifiers: modifiers), "\(key) with \(modifiers.rawValue)")
    }
    #expect(session.isPresented)
    host.pressKey(.return)
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 4, day: 1))])
  }

  @Test("Shift or Option change only Tab: Shift-↓ is not the sheet's, Shift-Tab goes back a wheel")
  func shiftAndOption() throws {
    let (session, host) = try presented(try Faces.dateEngine(2007, 4, 1))
    #expect(!host.pressKey(.downArrow, modifiers: .shift))
    #expect(!host.pressKey(.downArrow, modifiers: .option))
    #expect(host.pressKey(.tab, modifiers: .shift), "Shift-Tab from the first wheel wraps to the last")
    #expect(host.pressKey(.downArrow))
    host.pressKey(.return)
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 4, day: 2))])
  }

  @Test("Confirm and Cancel carry the default and cancel shortcuts, for Return and Escape before iOS 17")
  func shortcuts() throws {
    let (_, host) = try presented(try Faces.dateEngine(2007, 4, 1))
    #expect(host.button("Confirm")?.keyboardShortcut == .defaultAction)
    #expect(host.button("Cancel")?.keyboardShortcut == .cancelAction)
  }
}
