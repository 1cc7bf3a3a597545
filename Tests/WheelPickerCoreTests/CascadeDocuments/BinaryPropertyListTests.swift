import Foundation
import Testing

@testable import WheelPickerCore

@Suite("BinaryPropertyList (the checked bplist00 reader)")
struct BinaryPropertyListTests {
  /// `bplist00`, objects, then the offset table and the 32-byte trailer for them.
  static func file(_ objects: [[UInt8]], top: UInt8 = 0) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(bytes.count))
      bytes += object
    }
    let table = UInt8(bytes.count)
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [0, 0, 0, 0, 0, 0, 0, top]
    bytes += [0, 0, 0, 0, 0, 0, 0, table]
    return Data(bytes)
  }

  static func failure(_ data: Data) -> String? {
    do {
      _ = try BinaryPropertyList.value(of: data)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test("what Foundation writes reads back: strings, numbers, booleans, data, dates, nesting")
  func foundationWritten() throws {
    let value: [String: Any] = [
      "name": "广东 😀", "count": 3, "big": Int64(1) << 40, "negative": -5, "half": 0.5, "yes": true,
      "bytes": Data([0, 1]), "when": Date(timeIntervalSinceReferenceDate: 12.5),
      "list": ["a", ["b"], ["c": "d"]] as [Any],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    let read = try #require(try BinaryPropertyList.value(of: data) as? [String: Any])
    #expect(read["name"] as? String == "广东 😀")
    #expect((read["count"] as? NSNumber)?.int64Value == 3)
    #expect((read["big"] as? NSNumber)?.int64Value == 1 << 40)
    #expect((read["negative"] as? NSNumber)?.int64Value == -5)
    #expect((read["half"] as? NSNumber)?.doubleValue == 0.5)
    #expect((read["yes"] as? NSNumber).map { String(cString: $0.objCType) } == "c")
    #expect(read["bytes"] as? Data == Data([0, 1]))
    #expect(read["when"] as? Date == Date(timeIntervalSinceReferenceDate: 12.5))
    let list = try #require(read["list"] as? [Any])
    #expect(list.count == 3 && (list[1] as? [Any])?.first as? String == "b")
  }

  @Test(
    "malformed files are refused with the reason, never trusted",
    arguments: [
      // Found by Fuzz: Foundation's reader crashed (SEGV) on a set; the loader reads sets no more.
      ([[0xC1, 0x01], [0x51, 0x31]], "object 0 has the unsupported marker 0xc1"),
      ([[0xA1, 0x05]], "reference 5 is not one of 1 objects"),
      ([[0xA1, 0x00]], "collection 0 contains itself (a cycle)"),
      ([[0xA1, 0x01], [0xA1, 0x00]], "collection 0 contains itself (a cycle)"),
      ([[0x5F, 0x10, 0xFF]], "the object at 8 (255 elements) runs past the objects"),
      ([[0xD1, 0x01, 0x01], [0x10, 0x01]], "a key of the dictionary at 8 is not a string"),
      ([[0x00]], "object 0 has the unsupported marker 0x0"),
      ([[0x14, 0x00]], "object 0 has the unsupported marker 0x14"),
    ] as [([[UInt8]], String)])
  func malformed(_ objects: [[UInt8]], _ reason: String) {
    #expect(Self.failure(Self.file(objects)) == reason)
  }

  @Test("a collection shared by two keys or twice in an array is read, as Python's plistlib writes it")
  func sharedCollections() throws {
    // {"a": ["x"], "b": ["x"]} with one array object for both values.
    let shared = Self.file([
      [0xD2, 0x01, 0x02, 0x03, 0x03], [0x51, 0x61], [0x51, 0x62], [0xA1, 0x04], [0x51, 0x78],
    ])
    let read = try #require(try BinaryPropertyList.value(of: shared) as? [String: Any])
    #expect(read["a"] as? [String] == ["x"])
    #expect(read["b"] as? [String] == ["x"])
    let twice = try #require(
      try BinaryPropertyList.value(of: Self.file([[0xA2, 0x01, 0x01], [0xA0]])) as? [Any])
    #expect(twice.count == 2 && twice.allSatisfy { ($0 as? [Any])?.isEmpty == true })
  }

  @Test("shared arrays nested in each other that stand for more than 10,000,000 values are refused")
  func sharedBomb() {
    // Object k is an array holding object k + 1 twice: 2^40 values in 41 objects.
    var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
    objects.append([0x51, 0x61])
    #expect(Self.failure(Self.file(objects)) == "its shared collections stand for more than 10000000 values")
  }

  @Test("the file's frame is checked: header, trailer, offset table, top object")
  func frame() throws {
    #expect(Self.failure(Data("bplist00".utf8)) == "not a bplist00 file of at least 41 bytes")
    var data = Self.file([[0x51, 0x61]])
    #expect(try BinaryPropertyList.value(of: data) as? String == "a")
    data[data.count - 17] = 2
    #expect(Self.failure(data) == "the offset table (2 objects at 10) does not fit the file")
    #expect(Self.failure(Self.file([[0x51, 0x61]], top: 1)) == "the top object 1 is not one of 1")
    data = Self.file([[0x51, 0x61]])
    data[10] = 200
    #expect(Self.failure(data) == "object 0 at 200 lies outside the objects")
  }

  @Test("a crafted set reaches the loader as a data error, not a crash")
  func loaderMessage() {
    let data = Self.file([[0xC1, 0x01], [0x51, 0x31]])
    #expect(
      CascadeFixtures.message(data, .provincesCities, source: "set.plist")
        == "set.plist: not a valid binary property list (object 0 has the unsupported marker 0xc1)")
  }
}

extension BinaryPropertyListTests {
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
    let no = try #require(try BinaryPropertyList.value(of: Self.file([[0x08]])) as? NSNumber)
    #expect(no.boolValue == false && String(cString: no.objCType) == "c")
    // 0x3FC00000 is 1.5 as an IEEE single.
    let real = try #require(
      try BinaryPropertyList.value(of: Self.file([[0x22, 0x3F, 0xC0, 0x00, 0x00]])) as? NSNumber)
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
    #expect(Self.failure(Self.file(objects)) == reason)
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
    #expect(Self.failure(Self.wideFile(nested(513))) == "collections nest deeper than 512")
  }
}
