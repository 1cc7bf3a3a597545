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
  @Test(
    "present, drag the month wheel, Confirm: the value is reported once and the binding written",
    arguments: [
      WheelPickerSheetStyle.overlay, .system,
    ])
  func confirm(style: WheelPickerSheetStyle) throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    let host = ViewHost(SheetScreen(session: session, style: style))
    #expect(host.button("Confirm") == nil)
    host.press(try #require(host.button("Pick")))
    #expect(session.isPresented)
    let month = try #require(host.wheel("Month"))
    #expect(month.accessibilityValue == session.engine.accessibilityValue(ofWheel: 1, words: Faces.words))
    host.turn(month, by: 2)
    var expected = try Faces.dateEngine(2007, 4, 1)
    _ = expected.selectRow(try #require(Faces.row(of: "6月", inWheel: 1, of: expected)), inWheel: 1)
    #expect(
      host.wheel("Month")?.accessibilityValue == expected.accessibilityValue(ofWheel: 1, words: Faces.words))
    #expect(session.engineWrites == 0, "the wheels move a draft until Confirm")
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [expected.value])
    #expect(session.engine.value == expected.value)
    #expect(session.engineWrites == 1)
    #expect(!session.isPresented)
    #expect(session.cancels == 0)
    #expect(host.button("Confirm") == nil)
  }
}
