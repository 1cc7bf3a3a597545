import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// `WheelPickerTextField` is a button drawn as a field: nothing can be typed into it, and its text
/// is only ever what the picker sets.
@MainActor
@Suite("WheelPickerTextField: only the picker writes the text")
struct TextFieldSessionTests {
  @Test("the field is a button with no text input; keys typed at it change nothing")
  func notEditable() throws {
    let start = PickerTextBinding(
      engine: SelectionEngine(model: RegionModel(dataset: .china, levels: 2)), separator: "-")
    let host = ViewHost(face: FieldScreen(region: start))
    let field = try #require(host.all { $0.accessibilityValue == start.text }.first)
    guard case .button = field.kind else {
      Issue.record("the field is not a button")
      return
    }
    #expect(host.all(where: { $0.hasKeyboardFocus }).isEmpty, "nothing outside the wheels takes keys")
    #expect(!host.pressKey(.delete))
    host.type("abc")
    #expect(
      host.all { $0.accessibilityValue == start.text }.count == 1, "typing at the field changed nothing")
  }

  @Test("typed text goes to the wheels' search; the field shows the path the picker selected")
  func typingSearchesTheWheels() throws {
    let start = PickerTextBinding(
      engine: try SelectionEngine(regions: RegionDataset.china.load(), levels: 2, defaultText: "北京"),
      separator: "-")
    let host = ViewHost(face: FieldScreen(region: start))
    host.press(try #require(host.all { $0.accessibilityValue == start.text }.first))
    host.type("shenzhen")
    #expect(host.all { $0.accessibilityValue == "广东省-深圳市" }.count == 1, "the picker set the text")
    #expect(
      host.all { $0.accessibilityValue == "shenzhen" }.isEmpty, "the typed letters are never the field's text"
    )
    host.press(try #require(host.button("Done")))
    #expect(host.all { $0.accessibilityValue == "广东省-深圳市" }.count == 1)
  }

  @Test(
    "the field's wheels: a popover at the field on an iPad, the system sheet at the window's bottom on an iPhone",
    arguments: SessionWindow.allCases)
  func presentation(window: SessionWindow) throws {
    let start = PickerTextBinding(
      engine: SelectionEngine(model: RegionModel(dataset: .china, levels: 2)), separator: "-")
    let host = ViewHost(
      FieldScreen(region: start), size: window.size, environment: window.environment(Faces.environment))
    host.press(try #require(host.all { $0.accessibilityValue == start.text }.first))
    let panel = try #require(host.panel)
    let height = SheetGeometry().panelHeight
    #expect(panel.place == (window == .iPad ? .popover : .sheet))
    #expect(
      panel.size
        == CGSize(width: window == .iPad ? SheetPresentation.popoverWidth : window.size.width, height: height)
    )
    host.press(try #require(host.button("Done")))
    #expect(host.panel == nil)
  }
}
