import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// A UIKit sheet takes the same style and geometry values as the SwiftUI face.
  @Suite("Sheet style and geometry")
  @MainActor
  struct WheelPickerSheetControllerStyleTests {
    @Test(
      "a style's titles, tint and fonts, and every size, the slide and its curve of a geometry, reach the sheet's views"
    )
    func styled() throws {
      let model = ListModel(["red", "green", "blue"])
      let sheet = WheelPickerSheetController(
        engine: SelectionEngine(model: model), title: "Colour", locale: Locale(identifier: "en"))
      var style = SheetStyle(words: PickerWords(language: .english))
      style.cancelTitle = "Not now"
      style.confirmTitle = "Use it"
      style.confirmTint = DynamicSheetColor(light: SheetColor(rgb: 0xFF0000), dark: SheetColor(rgb: 0x00FF00))
      style.rowFont.size = 22
      sheet.style = style
      var geometry = SheetGeometry()
      geometry.barHeight = 60
      geometry.panelHeight = 300
      geometry.rowHeight = 44
      geometry.buttonMargin = 20
      geometry.buttonSize = SheetSize(width: 64, height: 52)
      geometry.wheelMargin = 24
      geometry.backdropAlpha = 0.3
      geometry.slideDuration = 0.25
      geometry.slideCurve = SheetTimingCurve(0.2, 0.8, 0.4, 1)
      sheet.geometry = geometry
      sheet.loadViewIfNeeded()
      let confirm = try #require(sheet.button(titled: "Use it"))
      #expect(sheet.button(titled: "Not now") != nil)
      #expect(sheet.button(titled: "Confirm") == nil)
      let tint = try #require(confirm.titleColors[UIControl.State.normal.rawValue])
      let traits = UITraitCollection()
      #expect(tint.provider?(traits).components == [1, 0, 0, 1], "the light red of the style")
      traits.style = .dark
      #expect(tint.provider?(traits).components == [0, 1, 0, 1], "the dark green of the style")
      #expect(sheet.barHeightConstraint?.constant == 60)
      #expect(sheet.pickerHeightConstraint?.constant == 240, "the panel's 300 less the bar")
      let picker = sheet.adapter.pickerView
      #expect(sheet.adapter.pickerView(picker, rowHeightForComponent: 0) == 44)
      #expect(sheet.buttonMarginConstraints.map(\.constant) == [20, 20])
      #expect(sheet.buttonSizeConstraints.map(\.constant) == [64, 52, 64, 52])
      #expect(sheet.backdrop?.backgroundColor?.components?.last == 0.3)
      #expect(sheet.adapter.layout(width: 400).plan.width == 400 - 2 * 24, "the wheels' margins either side")
      #expect(sheet.transition.slideDuration == 0.25)
      let stage = Stage()
      sheet.present(from: stage.presenter)
      #expect(UIKitRecording.animationDurations == [0.25])
      #expect(
        UIKitRecording.timingCurves == [[CGPoint(x: 0.2, y: 0.8), CGPoint(x: 0.4, y: 1)]], "the slide's curve"
      )
      // The plan is measured at the style's row font: 22 pt rows need more room than 16 pt ones.
      let plain = WheelPickerAdapter(engine: SelectionEngine(model: model), locale: Locale(identifier: "en"))
      #expect(sheet.adapter.state.contentWidths[0] > plain.state.contentWidths[0])
      #expect(sheet.adapter.rowFont.pointSize == 22)
    }
  }
}
