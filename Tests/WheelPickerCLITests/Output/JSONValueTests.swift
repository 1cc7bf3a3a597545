import Testing

@testable import WheelPickerCLI

@Suite("JSONValue")
struct JSONValueTests {
  @Test("keys keep their order; / and non-ASCII are written as they are")
  func order() {
    let region = JSONValue.object([
      (
        "path",
        .array([
          .object([("code", .string("44")), ("name", .string("广东省"))]),
          .object([("code", .string("4403")), ("name", .string("深圳市"))]),
        ])
      ),
      ("text", .string("广东省 深圳市")),
    ])
    #expect(
      region.serialized
        == #"{"path":[{"code":"44","name":"广东省"},{"code":"4403","name":"深圳市"}],"text":"广东省 深圳市"}"#)
    let list = JSONValue.object([("index", .int(0)), ("value", .string("2k以下 a/b"))])
    #expect(list.serialized == #"{"index":0,"value":"2k以下 a/b"}"#)
    let slots = JSONValue.object([("symbols", .array([.string("🍒"), .string("🔔")])), ("win", .bool(true))])
    #expect(slots.serialized == #"{"symbols":["🍒","🔔"],"win":true}"#)
    #expect(JSONValue.array([.null, .int(-5), .bool(false)]).serialized == "[null,-5,false]")
  }

  @Test(
    "quotes, backslashes and control characters are escaped",
    arguments: [
      ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#), ("\n\r\t", #""\n\r\t""#), ("\u{08}\u{0C}", #""\b\f""#),
      ("\u{1B}[31m", #""\u001b[31m""#), ("\u{0}", #""\u0000""#), ("\u{7F}", #""\u007f""#),
      ("\u{9B}", #""\u009b""#), ("\u{2028}", #""\u2028""#), ("👨‍👩‍👧", "\"👨‍👩‍👧\""),
    ])
  func escapes(_ text: String, _ json: String) {
    #expect(JSONValue.string(text).serialized == json)
  }

  @Test("object equality respects key order")
  func equality() {
    let ab = JSONValue.object([("a", .int(1)), ("b", .int(2))])
    let ba = JSONValue.object([("b", .int(2)), ("a", .int(1))])
    #expect(ab != ba)
    #expect(ab == .object([("a", .int(1)), ("b", .int(2))]))
  }
}
