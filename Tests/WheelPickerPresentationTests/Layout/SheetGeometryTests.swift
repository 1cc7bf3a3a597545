import Testing
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("SheetGeometry")
struct SheetGeometryTests {
  let geometry = SheetGeometry()

  @Test("the standard sheet's numbers are the defaults")
  func defaults() {
    #expect(geometry.panelHeight == 250)
    #expect(geometry.barHeight == 44)
    #expect(geometry.rowHeight == 36)
    #expect(geometry.buttonSize == SheetSize(width: 44, height: 44))
    #expect(geometry.backdropAlpha == 0.64)
    #expect(geometry.slideDuration == 0.4)
    #expect(geometry.slideCurve == .easeOut)
  }

  @Test("panel, bar, wheel area and centre band on an iPhone with a 34-pt home indicator")
  func frames() {
    let container = SheetSize(width: 375, height: 667)
    let safeArea = SheetInsets(top: 47, bottom: 34)
    #expect(
      geometry.panelFrame(in: container, safeArea: safeArea)
        == SheetRect(x: 0, y: 383, width: 375, height: 284))
    #expect(
      geometry.barFrame(in: container, safeArea: safeArea) == SheetRect(x: 0, y: 383, width: 375, height: 44))
    #expect(
      geometry.wheelArea(in: container, safeArea: safeArea)
        == SheetRect(x: 8, y: 427, width: 359, height: 206))
    #expect(
      geometry.centreBand(in: container, safeArea: safeArea)
        == SheetRect(x: 8, y: 512, width: 359, height: 36))
  }

  @Test("landscape: the bar and the wheels stay inside the side safe areas; the panel spans the width")
  func landscape() {
    let container = SheetSize(width: 844, height: 390)
    let safeArea = SheetInsets(left: 47, bottom: 21, right: 47)
    #expect(
      geometry.panelFrame(in: container, safeArea: safeArea)
        == SheetRect(x: 0, y: 119, width: 844, height: 271))
    #expect(
      geometry.barFrame(in: container, safeArea: safeArea) == SheetRect(x: 47, y: 119, width: 750, height: 44)
    )
    #expect(geometry.wheelArea(in: container, safeArea: safeArea).x == 55)
  }

  @Test("buttons are 44 × 44 at the bar's ends, wider only for a wider title")
  func buttons() {
    let container = SheetSize(width: 375, height: 667)
    let cancel = geometry.cancelButtonFrame(in: container, safeArea: .zero, titleWidth: 32)
    let confirm = geometry.confirmButtonFrame(in: container, safeArea: .zero, titleWidth: 32)
    #expect(cancel == SheetRect(x: 8, y: 417, width: 44, height: 44))
    #expect(confirm == SheetRect(x: 323, y: 417, width: 44, height: 44))
    #expect(geometry.confirmButtonFrame(in: container, safeArea: .zero, titleWidth: 60).width == 72)
  }

  struct CurvatureCase: CustomTestStringConvertible, Sendable {
    let offset: Int
    let scale: Double
    let displacement: Double
    var testDescription: String { "offset \(offset)" }
  }

  @Test(
    "curvature: rows squeezed and faded by cos θ, θ = offset × 36 / 103",
    arguments: [
      CurvatureCase(offset: 0, scale: 1, displacement: 0),
      CurvatureCase(offset: 1, scale: 0.9395, displacement: 35.272),
      CurvatureCase(offset: 2, scale: 0.7655, displacement: 66.278),
      CurvatureCase(offset: 3, scale: 0.4988, displacement: 89.27),
    ])
  func curvature(_ item: CurvatureCase) {
    let below = geometry.curvature(atOffset: Double(item.offset))
    let above = geometry.curvature(atOffset: Double(-item.offset))
    #expect(abs(below.scale - item.scale) < 0.0001)
    #expect(below.alpha == below.scale)
    #expect(abs(below.displacement - item.displacement) < 0.001)
    #expect(above.scale == below.scale)
    #expect(above.displacement == -below.displacement)
  }

  @Test("±3 rows are visible: the fourth would lie past the cylinder's edge")
  func visibleOffsets() {
    #expect(geometry.wheelRadius == 103)
    #expect(geometry.visibleOffsets == -3...3)
    var tall = SheetGeometry()
    tall.panelHeight = 400
    #expect(tall.visibleOffsets == -7...7)
  }

  @Test("the slide eases out: ahead of linear time, at rest after 0.4 s")
  func slide() {
    let container = SheetSize(width: 375, height: 667)
    #expect(geometry.slideProgress(elapsed: 0) == 0)
    #expect(abs(geometry.slideProgress(elapsed: 0.4) - 1) < 1e-9)
    #expect(geometry.slideProgress(elapsed: 0.2) > 0.6)
    #expect(geometry.panelFrame(in: container, safeArea: .zero, elapsed: 0).y == 667)
    #expect(abs(geometry.panelFrame(in: container, safeArea: .zero, elapsed: 1).y - 417) < 1e-9)
    #expect(geometry.backdropAlpha(elapsed: 0) == 0)
    #expect(abs(geometry.backdropAlpha(elapsed: 0.4) - 0.64) < 1e-9)
    let samples = (0...40).map { geometry.slideProgress(elapsed: Double($0) / 100) }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
