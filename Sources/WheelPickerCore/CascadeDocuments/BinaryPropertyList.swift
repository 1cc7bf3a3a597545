import Foundation

/// Reads a binary property list (`bplist00`) with every offset, length and
/// reference checked, into the values ``PropertyListCursor`` reads: `String`,
/// `[Any]`, `[String: Any]`, `NSNumber`, `Data` and `Date`.
///
/// Foundation's reader trusts the file: on Linux a malformed one (a set where
/// a key should be, a reference out of range) crashes the process, so outside
/// bytes never reach it. Here a file is refused with the reason instead.
/// Any object may be shared, as Foundation's writer shares strings and numbers
/// and Python's `plistlib` shares equal arrays: a shared collection is read
/// once and reused, so the values read are never more than the file's objects,
/// and only a collection that contains itself (a cycle) is refused.
///
/// - Complexity: O(*n*) in the file's size.
enum BinaryPropertyList {
  /// Why a file is not a binary property list this reader accepts.
  struct Failure: Error {
    /// What is wrong, for a message: `object 3 lies outside the file`.
    let reason: String
  }

  /// The deepest nesting of arrays and dictionaries read (recursion stays shallow).
  static let maximumDepth = 512
  /// The most values a file may stand for with its shared collections written out (a few
  /// shared arrays nested in each other would otherwise stand for 2^depth values).
  static let maximumExpandedValues = 10_000_000

  /// The top-level value of `data`.
  ///
  /// - Throws: ``Failure`` naming what is malformed or not supported
  ///   (sets, UIDs, null, 128-bit integers).
  static func value(of data: Data) throws(Failure) -> Any {
    let result = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<Any, Failure> in
      var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
      return Result { () throws(Failure) in try reader.run() }
    }
    return try result.get()
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offsetSize = 0
    var referenceSize = 0
    var objectCount = 0
    var tableOffset = 0
    /// Arrays and dictionaries already read: each may be read once.
    /// Whether each collection is being read (on the path from the top), and what each read gave.
    var isOpen: [Bool] = []
    var collections: [Int: Any] = [:]
    /// How many values each collection read stands for, shared ones written out (saturating).
    var expanded: [Int: Int] = [:]
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() throws(Failure) -> Any {
      guard bytes.count >= 8 + 1 + 32, Array(bytes[0..<8]) == Array("bplist00".utf8) else {
        throw Failure(reason: "not a bplist00 file of at least 41 bytes")
      }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw Failure(reason: "offsets of \(offsetSize) and references of \(referenceSize) bytes")
      }
      objectCount = try size(at: trailer + 8, width: 8)
      let top = try size(at: trailer + 16, width: 8)
      tableOffset = try size(at: trailer + 24, width: 8)
      guard tableOffset >= 9, tableOffset <= trailer, objectCount >= 1,
        objectCount <= (trailer - tableOffset) / offsetSize
      else {
        throw Failure(
          reason: "the offset table (\(objectCount) objects at \(tableOffset)) does not fit the file")
      }
      guard top < objectCount else {
        throw Failure(reason: "the top object \(top) is not one of \(objectCount)")
      }
      isOpen = Array(repeating: false, count: objectCount)
      let value = try object(top)
      let values = expanded[top] ?? 1
      guard values <= BinaryPropertyList.maximumExpandedValues else {
        throw Failure(
          reason:
            "its shared collections stand for more than \(BinaryPropertyList.maximumExpandedValues) values")
      }
      return value
    }

    /// Notes what a collection read stands for: itself and its elements, shared ones written out.
    mutating func noteExpanded(_ reference: Int, elements: [Int]) {
      var total = 1
      for element in elements {
        total = min(total + (expanded[element] ?? 1), BinaryPropertyList.maximumExpandedValues + 1)
      }
      expanded[reference] = total
    }

    /// A big-endian unsigned number of `width` bytes at `offset`.
    func unsigned(at offset: Int, width: Int) throws(Failure) -> UInt64 {
      guard offset >= 0, width <= bytes.count, offset <= bytes.count - width else {
        throw Failure(reason: "a \(width)-byte number at \(offset) runs past the end")
      }
      var value: UInt64 = 0
      for index in offset..<(offset + width) { value = value << 8 | UInt64(bytes[index]) }
      return value
    }

    /// An unsigned number that must fit an `Int`.
    func size(at offset: Int, width: Int) throws(Failure) -> Int {
      let value = try unsigned(at: offset, width: width)
      guard value <= UInt64(Int.max) else {
        throw Failure(reason: "a count or offset of \(value) at \(offset)")
      }
      return Int(value)
    }

    /// The count of an object whose marker is at `offset` and the offset of its
    /// contents, checked to fit the object area at `unit` bytes an element.
    func extent(at offset: Int, marker: UInt8, unit: Int) throws(Failure) -> (count: Int, start: Int) {
      var count = Int(marker & 0x0F)
      var start = offset + 1
      if count == 0x0F {
        guard start < tableOffset, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else {
          throw Failure(reason: "the length of the object at \(offset) is not an integer")
        }
        let width = 1 << Int(bytes[start] & 0x0F)
        count = try size(at: start + 1, width: width)
        start += 1 + width
      }
      guard start <= tableOffset, count <= (tableOffset - start) / unit else {
        throw Failure(reason: "the object at \(offset) (\(count) elements) runs past the objects")
      }
      return (count, start)
    }

    /// The `index`th reference of a collection whose references start at `start`.
    func reference(_ index: Int, from start: Int) throws(Failure) -> Int {
      let reference = try size(at: start + index * referenceSize, width: referenceSize)
      guard reference < objectCount else {
        throw Failure(reason: "reference \(reference) is not one of \(objectCount) objects")
      }
      return reference
    }

    mutating func object(_ reference: Int) throws(Failure) -> Any {
      let offset = try size(at: tableOffset + reference * offsetSize, width: offsetSize)
      guard offset >= 8, offset < tableOffset else {
        throw Failure(reason: "object \(reference) at \(offset) lies outside the objects")
      }
      let marker = bytes[offset]
      let low = Int(marker & 0x0F)
      switch marker >> 4 {
      case 0x0 where marker == 0x08: return NSNumber(value: false)
      case 0x0 where marker == 0x09: return NSNumber(value: true)
      case 0x1 where low <= 3:
        let value = try unsigned(at: offset + 1, width: 1 << low)
        // 8-byte integers are signed; shorter ones unsigned.
        return NSNumber(value: Int64(bitPattern: value))
      case 0x2 where low == 2:
        return NSNumber(value: Double(Float(bitPattern: UInt32(try unsigned(at: offset + 1, width: 4)))))
      case 0x2 where low == 3:
        return NSNumber(value: Double(bitPattern: try unsigned(at: offset + 1, width: 8)))
      case 0x3 where marker == 0x33:
        return Date(
          timeIntervalSinceReferenceDate: Double(bitPattern: try unsigned(at: offset + 1, width: 8)))
      case 0x4:
        let (count, start) = try extent(at: offset, marker: marker, unit: 1)
        return Data(bytes[start..<(start + count)])
      case 0x5:
        let (count, start) = try extent(at: offset, marker: marker, unit: 1)
        var text = ""
        for byte in bytes[start..<(start + count)] { text.unicodeScalars.append(Unicode.Scalar(byte)) }
        return text
      case 0x6:
        let (count, start) = try extent(at: offset, marker: marker, unit: 2)
        let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
        return String(decoding: units, as: UTF16.self)
      case 0xA:
        let (count, start) = try extent(at: offset, marker: marker, unit: referenceSize)
        if let read = collections[reference] { return read }
        try enter(reference)
        defer { leave(reference) }
        var elements: [Any] = []
        elements.reserveCapacity(count)
        var references: [Int] = []
        references.reserveCapacity(count)
        for index in 0..<count {
          let element = try self.reference(index, from: start)
          references.append(element)
          elements.append(try object(element))
        }
        noteExpanded(reference, elements: references)
        collections[reference] = elements
        return elements
      case 0xD:
        let (count, start) = try extent(at: offset, marker: marker, unit: 2 * referenceSize)
        if let read = collections[reference] { return read }
        try enter(reference)
        defer { leave(reference) }
        var dictionary: [String: Any] = [:]
        var references: [Int] = []
        for index in 0..<count {
          guard let key = try object(self.reference(index, from: start)) as? String else {
            throw Failure(reason: "a key of the dictionary at \(offset) is not a string")
          }
          let element = try self.reference(count + index, from: start)
          references.append(element)
          dictionary[key] = try object(element)
        }
        noteExpanded(reference, elements: references)
        collections[reference] = dictionary
        return dictionary
      default:
        throw Failure(reason: "object \(reference) has the unsupported marker 0x\(String(marker, radix: 16))")
      }
    }

    /// Notes that collection `reference` is being read: not inside itself, and not too deep.
    mutating func enter(_ reference: Int) throws(Failure) {
      guard !isOpen[reference] else {
        throw Failure(reason: "collection \(reference) contains itself (a cycle)")
      }
      guard depth < BinaryPropertyList.maximumDepth else {
        throw Failure(reason: "collections nest deeper than \(BinaryPropertyList.maximumDepth)")
      }
      isOpen[reference] = true
      depth += 1
    }

    /// Notes that collection `reference` has been read.
    mutating func leave(_ reference: Int) {
      isOpen[reference] = false
      depth -= 1
    }
  }
}
