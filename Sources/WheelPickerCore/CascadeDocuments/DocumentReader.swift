import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
///
/// With an ``CascadeLoader/EnvelopePath``, the readers start at the value it names instead of
/// the top level: for JSON, at its byte offset, found by stepping over what comes before it.
struct DocumentReader {
  /// The name of the file (or other source) used in messages.
  let source: String
  /// The source and the envelope path, for messages about what lies inside it:
  /// `api.json at data`.
  let named: String
  private let data: Data
  /// The parsed property list; `nil` for JSON.
  private let propertyList: Any?
  /// The value of the property list the readers start at, when an envelope path names one.
  private var propertyListValue: Any?
  /// The byte range of the JSON value the readers start at (the whole document, or the value
  /// at the envelope path).
  private var jsonValue: Range<Int>?
  /// The kind of the value at the envelope path; `nil` without one.
  private(set) var valueKind: DocumentValueKind?

  /// Checks `data`, guessing the syntax from its first bytes (JSON only when `json` is set),
  /// and finds the value at `at`.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` when the document is
  ///   empty, or not JSON (naming the line, the column and what was expected)
  ///   or not a property list, or `at` names no value in it.
  init(
    data: Data, source: String, at: CascadeLoader.EnvelopePath = CascadeLoader.EnvelopePath(),
    json: Bool = false
  ) throws(WheelPickerError) {
    self.source = source
    self.data = data
    named = at.isEmpty ? source : "\(source) at \(DocumentText.escaped(at.description))"
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let first = data.dropFirst(data.starts(with: bom) ? 3 : 0).first {
      !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09)
    }
    guard let first else {
      throw WheelPickerError(
        .invalidData, "\(source): is empty or holds only white space", reason: .emptyDocument)
    }
    if json {
      propertyList = nil
    } else if data.starts(with: Array("bplist".utf8)) {
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
    }
    if propertyList == nil {
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
    guard !at.isEmpty else { return }
    try locate(at)
  }

  /// Moves the readers' start to the value at `at`.
  ///
  /// - Throws: a structure error naming the first step `at` has that the document does not.
  private mutating func locate(_ at: CascadeLoader.EnvelopePath) throws(WheelPickerError) {
    var missing: Int?
    if let propertyList {
      var cursor = PropertyListCursor(root: propertyList)
      var found: Any?
      var kind: DocumentValueKind?
      missing = EnvelopeWalk.walk(&cursor, at) { cursor in
        found = cursor.value
        kind = cursor.kind
      }
      propertyListValue = found
      valueKind = kind
    } else {
      var range: Range<Int>?
      var kind: DocumentValueKind?
      missing = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
        var cursor = JSONCursor(validated: raw.bindMemory(to: UInt8.self))
        return EnvelopeWalk.walk(&cursor, at) { cursor in
          kind = cursor.kind
          var end = cursor
          end.skip()
          range = cursor.progress..<end.progress
        }
      }
      jsonValue = range
      valueKind = kind
    }
    if let missing { throw EnvelopeWalk.missing(at, depth: missing, in: self) }
  }

  /// The JSON bytes the readers start at: the whole document, or the value at the envelope path.
  var valueBytes: Data {
    guard let jsonValue else { return data }
    return data.subdata(in: jsonValue)
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

  /// Passes the document to `visitor`: the value at the envelope path, or the whole document
  /// when `whole` is set.
  func visit<V: DocumentVisitor>(_ visitor: inout V, whole: Bool = false) {
    if let propertyList {
      var cursor = PropertyListCursor(root: whole ? propertyList : propertyListValue ?? propertyList)
      return visitor.visit(&cursor)
    }
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      var cursor = JSONCursor(
        validated: raw.bindMemory(to: UInt8.self), at: whole ? nil : jsonValue?.lowerBound)
      visitor.visit(&cursor)
    }
  }

  /// Reads the document with `reader`.
  func read<R: DocumentShapeReader>(_ reader: R) throws(ShapeFailure) -> CascadeTree {
    var reader = reader
    if let propertyList {
      var cursor = PropertyListCursor(root: propertyListValue ?? propertyList)
      return try reader.read(&cursor)
    }
    let result = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<CascadeTree, ShapeFailure> in
      var cursor = JSONCursor(validated: raw.bindMemory(to: UInt8.self), at: jsonValue?.lowerBound)
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
