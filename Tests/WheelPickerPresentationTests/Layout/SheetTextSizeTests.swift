import Testing
import WheelPickerPresentation
import WheelPickerSheetStyle

/// The Dynamic Type size → text scale table both Apple faces read.
@Suite("Sheet text sizes")
struct SheetTextSizeTests {
  @Test("the scales are the system's body sizes over 17, growing with each size")
  func table() {
    let bodies = SheetTextSize.allCases.map(\.bodyPointSize)
    #expect(bodies == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(SheetTextSize.large.textScale == 1)
    #expect(abs(SheetTextSize.accessibility5.textScale - 53.0 / 17) < 1e-12)
    let scales = SheetTextSize.allCases.map(\.textScale)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("the accessibility sizes are the ones where the panel grows to keep its rows")
  func accessibilitySizes() {
    for size in SheetTextSize.allCases {
      let settings = SheetAccessibilitySettings(textSize: size)
      #expect(settings.isAccessibilitySize == size.isAccessibilitySize, "\(size)")
      #expect(size.isAccessibilitySize == (size >= .accessibility1), "\(size)")
    }
  }

  @Test("at accessibility5 rows, bar and fonts grow by 53/17, the panel keeps five rows")
  func largest() {
    let settings = SheetAccessibilitySettings(textSize: .accessibility5, reducesMotion: true)
    let geometry = settings.geometry(SheetGeometry())
    let scale = 53.0 / 17
    #expect(abs(geometry.rowHeight - 36 * scale) < 1e-9)
    #expect(abs(geometry.barHeight - 44 * scale) < 1e-9)
    #expect(abs(geometry.panelHeight - (geometry.barHeight + 206.0 / 36 * geometry.rowHeight)) < 1e-9)
    #expect(abs(settings.style(SheetStyle()).rowFont.size - SheetStyle().rowFont.size * scale) < 1e-9)
    #expect(geometry.slideDuration == 0)
  }
}
