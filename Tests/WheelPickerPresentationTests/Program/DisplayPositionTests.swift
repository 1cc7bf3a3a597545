import Testing
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("DisplayPosition")
struct DisplayPositionTests {
  @Test("positions order left to right and print as their place")
  func positions() {
    #expect(DisplayPosition(0) < DisplayPosition(2))
    #expect(!(DisplayPosition(2) < DisplayPosition(2)))
    #expect([DisplayPosition(3), DisplayPosition(1)].sorted() == [DisplayPosition(1), DisplayPosition(3)])
    #expect("\(DisplayPosition(2))" == "position 2")
  }
}
