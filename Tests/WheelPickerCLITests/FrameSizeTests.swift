import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("FrameSize")
struct FrameSizeTests {
  @Test(
    "WxH parses",
    arguments: [
      ("80x24", FrameSize(width: 80, height: 24)), ("20x6", FrameSize(width: 20, height: 6)),
      ("120×40", FrameSize(width: 120, height: 40)), ("1000x500", FrameSize(width: 1000, height: 500)),
    ])
  func parses(_ text: String, _ size: FrameSize) throws {
    #expect(try FrameSize.parse(text, option: "--size") == size)
  }

  @Test(
    "bad sizes name the rule",
    arguments: [
      ("19x6", "--size 19x6: must be at least 20x6 (the smallest sheet)"),
      ("20x5", "--size 20x5: must be at least 20x6 (the smallest sheet)"),
      ("1001x24", "--size 1001x24: must be at most 1000x500"),
      ("80", "--size 80: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("80x", "--size 80x: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("x24", "--size x24: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("80X24", "--size 80X24: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("-80x24", "--size -80x24: must be WIDTHxHEIGHT in cells, such as 80x24"),
      ("99999999999x1", "--size 99999999999x1: must be WIDTHxHEIGHT in cells, such as 80x24"),
    ])
  func rejects(_ text: String, _ message: String) {
    #expect(throws: WheelPickerError(.invalidConfiguration, message)) {
      try FrameSize.parse(text, option: "--size")
    }
  }
}
