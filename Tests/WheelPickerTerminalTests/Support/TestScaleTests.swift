import Testing
import WheelPickerTestSupport

/// What `WHEELPICKER_PROPERTY_SCALE` and `WHEELPICKER_SOAK_STEPS` accept.
@Suite("TestScale: sizes from the environment")
struct TestScaleTests {
  @Test(
    "scale factors: decimals above 0 up to 1000",
    arguments: [
      ("1", 1.0 as Double?), ("0.1", 0.1), ("2.5", 2.5), ("1000", 1_000), ("0", nil), ("-1", nil),
      ("1001", nil),
      ("nan", nil), ("inf", nil), ("ten", nil), ("0.1x", nil), (" 1", nil),
    ] as [(String, Double?)])
  func scale(_ text: String, _ expected: Double?) {
    #expect(TestScale.parseScale(text) == expected, "\(text)")
  }

  @Test(
    "soak steps: whole numbers from 1 to 100,000,000",
    arguments: [
      ("1", 1 as Int?), ("100000", 100_000), ("100000000", 100_000_000), ("0", nil), ("-5", nil),
      ("100000001", nil), ("1e5", nil), ("2.0", nil), ("", nil),
    ] as [(String, Int?)])
  func steps(_ text: String, _ expected: Int?) {
    #expect(TestScale.parseSteps(text) == expected, "\(text)")
  }

  @Test("operations are never fewer than one and grow with the count")
  func operations() {
    #expect(TestScale.operations(0) == 1)
    #expect(TestScale.operations(1_000_000) > TestScale.operations(1_000))
  }
}
