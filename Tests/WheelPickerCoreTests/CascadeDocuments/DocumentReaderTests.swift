import Foundation
import Testing
import WheelPickerTestSupport

@testable import WheelPickerCore

/// Random trees written as nested JSON, flat JSON and binary property lists
/// load back as the same tree, and the engine keeps its invariants on them.
@Suite("Cascade documents round-trip")
struct DocumentReaderTests {
  /// Names that exercise escapes, surrogate pairs and raw UTF-8.
  static let names = ["a", "\"quoted\"", "back\\slash", "北京", "😀 emoji", "tab\tand\nnewline", "\u{7F}", ""]

  /// A random tree of unique keys (some of them numbers) and awkward names, without titles or hiding.
  static func randomTree(_ random: inout SeededGenerator) -> CascadeTree {
    let shape = CascadeEnginePropertyTests.randomTree(&random)
    func node(_ index: Int) -> CascadeTree.Node {
      let key = index.isMultiple(of: 3) ? String(index * 1_000 + 7) : "k\(index)"
      return CascadeTree.Node(
        name: names[Int.random(in: 0..<names.count, using: &random)], key: key,
        children: shape.children(of: index).map(node))
    }
    return CascadeTree(roots: shape.children(of: nil).map(node))
  }

  /// A JSON value as text, the way another program would write it.
  static func json(_ value: Any) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), as: UTF8.self
    )
  }

  /// The key as JSON: a number when it is one, so both forms are read.
  static func key(_ text: String) -> Any { Int(text).map { $0 as Any } ?? text }

  static func nested(_ tree: CascadeTree, _ random: inout SeededGenerator) throws -> String {
    func write(_ range: Range<Int>) throws -> String {
      var records: [String] = []
      for node in range {
        var fields = [
          #""code": \#(try json(key(tree.key(of: node))))"#, #""name":\#(try json(tree.name(of: node)))"#,
          #""extra": {"ignored": [1, "two", true, [{}]]}"#,
        ]
        let children = tree.children(of: node)
        if !children.isEmpty { fields.append(#""children" : \#(try write(children))"#) }
        fields.shuffle(using: &random)
        records.append("{" + fields.joined(separator: ", ") + "}")
      }
      return "[\n" + records.joined(separator: ",\n") + "]"
    }
    return try write(tree.children(of: nil))
  }

  static func flat(_ tree: CascadeTree, _ random: inout SeededGenerator) throws -> String {
    var records: [String] = []
    for node in 0..<tree.count {
      let parent = try tree.parent(of: node).map { try json(key(tree.key(of: $0))) } ?? "null"
      records.append(
        #"{"id": \#(try json(key(tree.key(of: node)))), "name": \#(try json(tree.name(of: node))), "pid": \#(parent)}"#
      )
    }
    // Order does not matter to a flat list, except among siblings: shuffle,
    // then put each parent's children back in order into the slots they took.
    var order = Array(0..<tree.count)
    order.shuffle(using: &random)
    var slots: [Int: [Int]] = [:]
    for (slot, node) in order.enumerated() { slots[tree.parent(of: node) ?? -1, default: []].append(slot) }
    for (parent, taken) in slots {
      for (slot, node) in zip(taken, tree.children(of: parent < 0 ? nil : parent)) { order[slot] = node }
    }
    return "[" + order.map { records[$0] }.joined(separator: ",") + "]"
  }

  @Test(
    "nested JSON, flat JSON and binary plists load as the tree they describe",
    arguments: [21, 22, 23] as [UInt64])
  func roundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let comment = Comment(rawValue: "seed \(seed)")
    for _ in 0..<TestScale.operations(40) {
      let tree = Self.randomTree(&random)
      let nested = try Self.nested(tree, &random)
      let fromNested = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(
        from: Data(nested.utf8), source: "n.json")
      #expect(fromNested == tree, comment)
      let detected = try CascadeLoader.detectingShape(from: Data(nested.utf8), source: "n.json")
      #expect(detected.tree == tree, comment)

      let flat = try Self.flat(tree, &random)
      let fields = CascadeLoader.FlatListFields(key: "id", value: "name", parentKey: "pid")
      let fromFlat = try CascadeLoader(shape: .flatList(fields)).tree(from: Data(flat.utf8), source: "f.json")
      #expect(fromFlat == tree, comment)

      let plist = try PropertyListSerialization.data(
        fromPropertyList: try JSONSerialization.jsonObject(with: Data(nested.utf8)), format: .binary,
        options: 0)
      let fromPlist = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(
        from: plist, source: "p.plist")
      #expect(fromPlist == tree, comment)

      var engine = SelectionEngine(model: CascadeModel(tree: fromNested))
      for _ in 0..<30 {
        let wheel = Int.random(in: 0..<engine.wheelCount, using: &random)
        engine.selectRow(
          Int.random(in: -1...(engine.rowCount(ofWheel: wheel) + 1), using: &random), inWheel: wheel)
        let problems = CascadeEnginePropertyTests.violations(engine)
        #expect(problems.isEmpty, "\(problems), \(comment)")
        if !problems.isEmpty { return }
      }
    }
  }

  /// The ways an XML property list may be written: UTF-8 with CR LF or CR line ends, UTF-16 in
  /// either byte order with or without a byte-order mark.
  static let xmlEncodings: [(name: String, encode: @Sendable (String) -> Data)] = [
    ("UTF-8, CR LF", { Data($0.replacingOccurrences(of: "\n", with: "\r\n").utf8) }),
    ("UTF-8, CR", { Data($0.replacingOccurrences(of: "\n", with: "\r").utf8) }),
    ("UTF-16LE with a mark", { Data([0xFF, 0xFE]) + utf16($0, bigEndian: false) }),
    ("UTF-16BE with a mark", { Data([0xFE, 0xFF]) + utf16($0, bigEndian: true) }),
    ("UTF-16LE", { utf16($0, bigEndian: false) }),
    ("UTF-16BE, CR LF", { utf16($0.replacingOccurrences(of: "\n", with: "\r\n"), bigEndian: true) }),
  ]

  static func utf16(_ text: String, bigEndian: Bool) -> Data {
    let declared = text.replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
    return Data(
      declared.utf16.flatMap {
        bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
      })
  }

  @Test(
    "XML property lists in UTF-16 and with CR LF line ends load as the tree they describe, strings' line ends as LF",
    arguments: [31, 32] as [UInt64])
  func xmlEncodingsRoundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let comment = Comment(rawValue: "seed \(seed)")
    for _ in 0..<TestScale.operations(10) {
      let tree = Self.randomTree(&random)
      let object = try JSONSerialization.jsonObject(with: Data(try Self.nested(tree, &random).utf8))
      let xml = String(
        decoding: try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0),
        as: UTF8.self)
      for (name, encode) in Self.xmlEncodings {
        let loaded = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(
          from: encode(xml), source: "x.plist")
        #expect(loaded == tree, "\(name), \(comment)")
      }
    }
  }

  @Test("UTF-16 that is not whole is refused as a property list, naming the rule")
  func brokenUTF16() {
    let odd = Data([0xFF, 0xFE, 0x3C, 0x00, 0x3F])
    #expect(
      CascadeFixtures.message(odd, .nested(.codeNameChildren), source: "x.plist")
        == "x.plist: not a valid property list (UTF-16 text of an odd number of bytes (5))")
    let lone = Data([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00])
    #expect(
      CascadeFixtures.message(lone, .nested(.codeNameChildren), source: "x.plist")
        == "x.plist: not a valid property list (not valid UTF-16: a lone surrogate at byte 4)")
  }

  @Test("every truncation of a nested document is refused with the file's name or loads a valid tree")
  func truncations() throws {
    var random = SeededGenerator(seed: 5)
    let text = Data(try Self.nested(Self.randomTree(&random), &random).utf8)
    for length in 0..<text.count {
      do {
        let tree = try CascadeLoader.detectingShape(from: text.prefix(length), source: "cut.json").tree
        #expect(throws: Never.self, "length \(length)") { try tree.validated() }
      } catch {
        #expect(error.message.hasPrefix("cut.json: "), "length \(length)")
      }
    }
  }
}
