import Foundation
import Testing

@testable import WheelPickerCore

/// The bplist00 reader on what Foundation rarely writes (false, 4-byte reals) and on lengths and
/// nesting a crafted file gets wrong.
@Suite("BinaryPropertyList: false, floats, bad lengths, deep nesting")
struct BinaryPropertyListCoverageTests {
  typealias B = BinaryPropertyListTests

  /// `bplist00` with two-byte offsets and references, for files of more than 255 objects.
  static func wideFile(_ objects: [[UInt8]]) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets += [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)]
      bytes += object
    }
    let table = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 2, 2]
    bytes += [0, 0, 0, 0, 0, 0, UInt8(objects.count >> 8), UInt8(objects.count & 0xFF)]
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += [0, 0, 0, 0, 0, 0, UInt8(table >> 8), UInt8(table & 0xFF)]
    return Data(bytes)
  }

  @Test("false is a Boolean number, and a 4-byte real reads as its value")
  func falseAndFloat() throws {
    let no = try #require(try BinaryPropertyList.value(of: B.file([[0x08]])) as? NSNumber)
    #expect(no.boolValue == false && String(cString: no.objCType) == "c")
    // 0x3FC00000 is 1.5 as an IEEE single.
    let real = try #require(
      try BinaryPropertyList.value(of: B.file([[0x22, 0x3F, 0xC0, 0x00, 0x00]])) as? NSNumber)
    #expect(real.doubleValue == 1.5)
  }

  @Test(
    "a long length that is not an integer, or does not fit an Int, is refused",
    arguments: [
      ([[0x5F, 0x51, 0x61]], "the length of the object at 8 is not an integer"),
      ([[0x5F, 0x14, 0x00]], "the length of the object at 8 is not an integer"),
      (
        [[0x5F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]],
        "a count or offset of 18446744073709551615 at 10"
      ),
    ] as [([[UInt8]], String)])
  func badLengths(_ objects: [[UInt8]], _ reason: String) {
    #expect(B.failure(B.file(objects)) == reason)
  }

  @Test("arrays nested 512 deep are read; one more is refused")
  func nesting() throws {
    func nested(_ depth: Int) -> [[UInt8]] {
      var objects: [[UInt8]] = []
      for index in 0..<depth {
        let next = index + 1
        objects.append([0xA1, UInt8(next >> 8), UInt8(next & 0xFF)])
      }
      objects.append([0x51, 0x61])
      return objects
    }
    var value = try BinaryPropertyList.value(of: Self.wideFile(nested(512)))
    for _ in 0..<512 { value = try #require((value as? [Any])?.first) }
    #expect(value as? String == "a")
    #expect(B.failure(Self.wideFile(nested(513))) == "collections nest deeper than 512")
  }
}
