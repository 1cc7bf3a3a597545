import Testing
import WheelPickerCore
import WheelPickerTestSupport

@testable import WheelPickerCLI

@Suite("ArgumentBytes: an argument's own bytes")
struct ArgumentBytesTests {
  /// `caf\xE9.txt`: a Latin-1 file name.
  static let latin1 = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)

  /// Random bytes with the awkward ones often: stray continuation bytes, lead bytes, the
  /// encodings of U+10FF00…U+10FFFF (the stand-ins themselves), surrogates and overlong forms.
  static func randomBytes(_ random: inout SeededGenerator) -> [UInt8] {
    let pieces: [[UInt8]] = [
      [0x80], [0xBF], [0xC3], [0xE9], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBC, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], Array("é".utf8), Array("深".utf8), Array("😀".utf8),
      Array("a".utf8), Array("\n".utf8), Array("\\".utf8), Array(",".utf8),
    ]
    return (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in
      Bool.random(using: &random)
        ? pieces[Int.random(in: 0..<pieces.count, using: &random)]
        : [UInt8.random(in: 1...255, using: &random)]
    }
  }

  @Test(
    "any bytes come back exactly; UTF-8 below the stand-ins is its own text",
    arguments: [1, 2, 3] as [UInt64])
  func roundTrip(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<TestScale.operations(2_000) {
      let bytes = Self.randomBytes(&random)
      let text = ArgumentBytes.text(of: bytes)
      #expect(ArgumentBytes.bytes(of: text) == bytes, "seed \(seed): \(bytes)")
      #expect(ArgumentBytes.shown(text) == String(decoding: bytes, as: UTF8.self), "seed \(seed): \(bytes)")
      let decoded = String(validating: bytes, as: UTF8.self)
      if let decoded, !decoded.unicodeScalars.contains(where: { $0.value >= 0x10_FF00 }) {
        #expect(text == decoded && !ArgumentBytes.carriesBytes(text), "seed \(seed): \(bytes)")
      } else {
        #expect(ArgumentBytes.carriesBytes(text), "seed \(seed): \(bytes)")
      }
    }
  }

  @Test("a message writes a byte that is not UTF-8 as \\xE9")
  func escaped() {
    #expect(ArgumentBytes.escaped(ArgumentBytes.text(of: Self.latin1)) == #"caf\xE9.txt"#)
    let message = UsageError.invalid("--select", ArgumentBytes.text(of: Self.latin1), "is not an item")
      .message
    #expect(message == #"--select caf\xE9.txt: is not an item"#)
  }

  static func run(_ arguments: [String]) -> RecordingConsole {
    let console = RecordingConsole()
    _ = WheelPickerTool.run(arguments: arguments, environment: [:], console: console)
    return console
  }

  @Test("list answers an argument item with its own bytes, and --select finds it")
  func listItems() {
    let item = ArgumentBytes.text(of: Self.latin1)
    let first = Self.run(["list", item, "other", "--keys", "enter"])
    #expect(first.outputBytes == Self.latin1 + [0x0A], "\(first.output) \(first.error)")
    let selected = Self.run(["list", "other", item, "--select", item, "--keys", "enter"])
    #expect(selected.outputBytes == Self.latin1 + [0x0A], "\(selected.output) \(selected.error)")
    let missing = Self.run(["list", "other", "--select", item, "--keys", "enter"])
    #expect(missing.error.contains(#"caf\xE9.txt"#), "\(missing.error)")
  }

  @Test("wheels answer their items' own bytes, and --select finds them")
  func wheelItems() {
    let item = ArgumentBytes.text(of: Self.latin1)
    let run = Self.run([
      "wheels", "--wheel", "a," + item, "--wheel", "x", "--select", item, "--keys", "enter",
    ])
    #expect(run.outputBytes == Self.latin1 + Array("\tx\n".utf8), "\(run.output) \(run.error)")
  }
}
