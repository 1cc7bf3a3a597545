import Testing
import WheelPickerPresentation
import WheelPickerSheetStyle

/// Dynamic Type, Reduce Motion and the popover, decided once for both Apple faces.
@Suite("Sheet accessibility settings")
struct SheetAccessibilitySettingsTests {
  @Test("at the default size nothing changes")
  func defaults() {
    let settings = SheetAccessibilitySettings()
    #expect(settings.geometry(SheetGeometry()) == SheetGeometry())
    #expect(settings.style(SheetStyle()) == SheetStyle())
    #expect(!settings.isAccessibilitySize)
  }

  @Test("the largest accessibility size: rows and bar grow, the panel keeps its rows, fonts scale")
  func largest() {
    let settings = SheetAccessibilitySettings(textScale: 3.1)
    let base = SheetGeometry()
    let geometry = settings.geometry(base)
    #expect(settings.isAccessibilitySize)
    #expect(abs(geometry.rowHeight - 36 * 3.1) < 1e-9)
    #expect(abs(geometry.barHeight - 44 * 3.1) < 1e-9)
    let rowsBefore = (base.panelHeight - base.barHeight) / base.rowHeight
    let rowsAfter = (geometry.panelHeight - geometry.barHeight) / geometry.rowHeight
    #expect(abs(rowsBefore - rowsAfter) < 1e-9)
    #expect(geometry.visibleOffsets == base.visibleOffsets)
    #expect(abs(settings.style(SheetStyle()).rowFont.size - SheetStyle().rowFont.size * 3.1) < 1e-9)
  }

  @Test("a short container caps the panel; small text never shrinks touch targets")
  func capsAndFloors() {
    let tall = SheetAccessibilitySettings(textScale: 3).geometry(SheetGeometry(), maximumPanelHeight: 400)
    #expect(tall.panelHeight == 400)
    let small = SheetAccessibilitySettings(textScale: 0.82).geometry(SheetGeometry())
    #expect(
      small.rowHeight == 36 && small.barHeight == 44 && small.buttonSize == SheetSize(width: 44, height: 44))
    #expect(SheetAccessibilitySettings(textScale: .nan).textScale == 1)
  }

  @Test("Reduce Motion: no slide")
  func reduceMotion() {
    #expect(SheetAccessibilitySettings(reducesMotion: true).geometry(SheetGeometry()).slideDuration == 0)
    #expect(SheetAccessibilitySettings().geometry(SheetGeometry()).slideDuration == 0.4)
  }

  @Test("a popover in a regular width when there is something to anchor it to")
  func popover() {
    #expect(SheetPresentation.preferred(isRegularWidth: true, hasAnchor: true) == .popover)
    #expect(SheetPresentation.preferred(isRegularWidth: true, hasAnchor: false) == .bottomSheet)
    #expect(SheetPresentation.preferred(isRegularWidth: false, hasAnchor: true) == .bottomSheet)
  }
}
