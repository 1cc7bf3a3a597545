import Foundation

/// A reader of one shape: it takes values from a cursor and builds a tree.
protocol DocumentShapeReader {
  /// The tree the document at `cursor` describes.
  mutating func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree
}

/// A pass over a document that cannot fail: it takes what it finds.
protocol DocumentVisitor {
  /// Looks at the document at `cursor`.
  mutating func visit<C: DocumentCursor>(_ cursor: inout C)
}

/// A document checked once for its syntax and read by any number of shape
/// readers, so that detecting a shape parses the bytes only once.
///
/// JSON is checked by ``JSONSyntax`` and read in place by a ``JSONCursor``;
/// property lists are parsed by ``BinaryPropertyList`` (they start with `bplist`)
/// or `PropertyListSerialization` (XML: `<`, or UTF-16, given to it as ``XMLDocumentBytes``
/// prepares it) and read by a ``PropertyListCursor``.
struct DocumentReader {
  /// The name of the file (or other source) used in messages.
  let source: String
  private let data: Data
  /// The parsed property list; `nil` for JSON.
  private let propertyList: Any?

  /// Checks `data`, guessing the syntax from its first bytes.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the document is
  ///   empty, or not JSON (naming the line, the column and what was expected)
  ///   or not a property list.
  init(data: Data, source: String) throws(WheelPickerError) {
    self.source = source
    self.data = data
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let first = data.dropFirst(data.starts(with: bom) ? 3 : 0).first {
      !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09)
    }
    guard let first else {
      throw WheelPickerError(
        .invalidData, "\(source): is empty or holds only white space", reason: .emptyDocument)
    }
    if data.starts(with: Array("bplist".utf8)) {
      do {
        propertyList = try BinaryPropertyList.value(of: data)
      } catch {
        throw WheelPickerError(
          .invalidData, "\(source): not a valid binary property list (\(error.reason))",
          reason: .invalidSyntax)
      }
    } else if first == UInt8(ascii: "<") || XMLDocumentBytes.utf16Order(of: data) != nil {
      do {
        var xml = data
        if let order = XMLDocumentBytes.utf16Order(of: data) {
          do {
            xml = try XMLDocumentBytes.utf8(
              fromUTF16: data, bigEndian: order.bigEndian, markLength: order.markLength)
          } catch {
            throw WheelPickerError(
              .invalidData, "\(source): not a valid property list (\(error.reason))", reason: .invalidSyntax)
          }
        }
        propertyList = try PropertyListSerialization.propertyList(
          from: XMLDocumentBytes.normalizingLineEnds(xml), options: [], format: nil)
      } catch let error as WheelPickerError {
        throw error
      } catch {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        throw WheelPickerError(
          .invalidData,
          "\(source): not a valid property list" + (detail.map { " (\(DocumentText.escaped($0)))" } ?? ""),
          reason: .invalidSyntax)
      }
    } else {
      propertyList = nil
      let failure = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String? in
        let bytes = raw.bindMemory(to: UInt8.self)
        do throws(JSONSyntax.Failure) {
          try JSONSyntax.validate(bytes)
          return nil
        } catch {
          return "\(error.location(in: bytes)): \(error.rule)"
        }
      }
      if let failure {
        throw WheelPickerError(
          .invalidData, "\(source): not valid JSON at \(failure)", reason: .invalidSyntax)
      }
    }
  }

  /// Whether the document is JSON.
  var isJSON: Bool { propertyList == nil }

  /// Whether a field named `name` may be in the document: `false` only for JSON whose bytes hold
  /// neither `name` nor a backslash (an escape could spell it). One `memmem`/`memchr` pass.
  func mayHoldField(named name: String) -> Bool {
    guard isJSON, !name.isEmpty else { return true }
    let needle = Array(name.utf8)
    return data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
      if memchr(base, 0x5C, bytes.count) != nil { return true }
      // Each occurrence of the first byte (memchr), then the rest compared.
      var start = 0
      while start + needle.count <= bytes.count,
        let found = memchr(base + start, Int32(needle[0]), bytes.count - start - needle.count + 1)
      {
        let at = found.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
        if memcmp(base + at, needle, needle.count) == 0 { return true }
        start = at + 1
      }
      return false
    }
  }

  /// Passes the document to `visitor`.
  func visit<V: DocumentVisitor>(_ visitor: inout V) {
    if let propertyList {
      var cursor = PropertyListCursor(root: propertyList)
      return visitor.visit(&cursor)
    }
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      var cursor = JSONCursor(validated: raw.bindMemory(to: UInt8.self))
      visitor.visit(&cursor)
    }
  }

  /// Reads the document with `reader`.
  func read<R: DocumentShapeReader>(_ reader: R) throws(ShapeFailure) -> CascadeTree {
    var reader = reader
    if let propertyList {
      var cursor = PropertyListCursor(root: propertyList)
      return try reader.read(&cursor)
    }
    let result = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<CascadeTree, ShapeFailure> in
      var cursor = JSONCursor(validated: raw.bindMemory(to: UInt8.self))
      return Result { () throws(ShapeFailure) in try reader.read(&cursor) }
    }
    return try result.get()
  }

  /// The tree the document describes in `shape`.
  ///
  /// - Throws: where the document breaks the shape, and how far it got.
  func tree(_ shape: CascadeLoader.Shape) throws(ShapeFailure) -> CascadeTree {
    let tree =
      switch shape {
      case .nested(let fields): try read(NestedTreeReader(fields: fields))
      case .flatList(let fields): try read(FlatListReader(fields: fields))
      case .keyedLists(let order): try read(PropertyListShapes.KeyedLists(order: order))
      case .statesCitiesAreas: try read(PropertyListShapes.StatesCitiesAreas())
      case .provincesCities: try read(PropertyListShapes.ProvincesCities())
      }
    guard tree.rootCount > 0 else {
      throw ShapeFailure(
        path: "top level", rule: "expected at least one row, found none", stage: .structure, progress: 0)
    }
    do {
      return try tree.validated()
    } catch {
      throw ShapeFailure(
        path: "top level", rule: error.message, stage: .data, progress: data.count, reason: error.reason)
    }
  }
}
