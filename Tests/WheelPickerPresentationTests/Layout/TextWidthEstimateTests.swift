import Testing
import WheelPickerPresentation
import WheelPickerSheetStyle

@Suite("TextWidthEstimate")
struct TextWidthEstimateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let ems: Double
    var testDescription: String { text }
  }

  @Test(
    "CJK, fullwidth and emoji take one em; others by the table",
    arguments: [
      Case(text: "广东省", ems: 3), Case(text: "ＡＢ", ems: 2), Case(text: "🍒", ems: 1), Case(text: "かな", ems: 2),
      Case(text: "2026", ems: 2.2), Case(text: "2026年", ems: 3.2), Case(text: "il", ems: 0.48),
      Case(text: "MW", ems: 1.78), Case(text: "", ems: 0),
    ])
  func width(_ item: Case) {
    #expect(abs(TextWidthEstimate.width(of: item.text, fontSize: 10) - item.ems * 10) < 1e-9)
  }
}
