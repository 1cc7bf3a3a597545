import Foundation
import Testing

@testable import WheelPickerCore

/// What a tree read from a document holds, counted in bytes (``CascadeTree/storedByteCount``):
/// names in one buffer, keys that are the names stored once, no per-node title or flag where
/// no node has one.
@Suite("CascadeTree storage")
struct CascadeTreeStorageTests {
  /// `{"k0":["v0",…],…}`: `keys` keys of `strings` short strings, the fewest bytes a node.
  static func dictionary(keys: Int, strings: Int) -> Data {
    let lists = (0..<keys).map { key in
      "\"k\(key)\":[" + (0..<strings).map { "\"v\($0)\"" }.joined(separator: ",") + "]"
    }
    return Data(("{" + lists.joined(separator: ",\n") + "}").utf8)
  }

  /// The bytes of every name, as UTF-8.
  static func nameBytes(_ tree: CascadeTree) -> Int {
    (0..<tree.count).reduce(0) { $0 + tree.name(of: $1).utf8.count }
  }

  @Test("a dictionary of short strings is held in under 4.5 bytes for each byte of its document")
  func dictionaryWithinBudget() throws {
    let data = Self.dictionary(keys: 20, strings: 2_000)
    let tree = try CascadeLoader(shape: .keyedLists(order: .codePoints)).tree(from: data, source: "d.json")
    #expect(tree.count == 20 * 2_001)
    // A String, an optional title and a flag a node (33 bytes) beside 16 for the structure came to
    // 6 bytes a byte of this document: packed names come to the names' bytes and 8 more a node.
    let storage = tree.storedByteCount
    #expect(Double(storage) <= 4.5 * Double(data.count), "\(storage) bytes for \(data.count) of input")
    #expect(storage == Self.nameBytes(tree) + 24 * tree.count, "names packed, keys the names, no titles")
  }

  @Test("a tree with keys of its own stores them once beside the names; one of names alone stores none")
  func keysOfTheirOwn() throws {
    let withKeys = Data(#"[{"code":"44","name":"广东","children":[{"code":"4403","name":"深圳"}]}]"#.utf8)
    let keyed = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(from: withKeys, source: "k.json")
    #expect(keyed.storedByteCount == Self.nameBytes(keyed) + 8 * 2 + 6 + 8 * 2 + 16 * 2)
    #expect(keyed.key(of: 1) == "4403")
    let namesAlone = Data(#"[{"name":"广东","children":[{"name":"深圳"}]}]"#.utf8)
    let tree = try CascadeLoader(shape: .nested(CascadeLoader.NestedFields(key: nil, name: "name"))).tree(
      from: namesAlone, source: "n.json")
    #expect(tree.storedByteCount == Self.nameBytes(tree) + 24 * 2)
    #expect(tree.key(of: 1) == "深圳")
  }

  @Test("trees with the same nodes are equal and hash alike however their names' bytes lie")
  func equalityByContent() {
    typealias Node = CascadeTree.Node
    let unsorted = CascadeTree(roots: [
      Node(name: "b", children: [Node(name: "y"), Node(name: "x")]), Node(name: "a", key: "A"),
    ])
    // Sorting moves the names' bounds and leaves their bytes in the order they were packed.
    let sorted = unsorted.sortingSiblings { unsorted.name(of: $0) < unsorted.name(of: $1) }
    let built = CascadeTree(roots: [
      Node(name: "a", key: "A"), Node(name: "b", children: [Node(name: "x"), Node(name: "y")]),
    ])
    #expect(sorted == built)
    #expect(sorted.hashValue == built.hashValue)
    #expect(sorted != unsorted)
  }

  @Test("a string or a key that repeats is still refused, naming both places")
  func repeatsRefused() {
    let loader = CascadeLoader(shape: .keyedLists(order: .codePoints))
    let many = (0..<100).map { "\"s\($0)\"" }
    let strings = Data(
      ("{\"a\":[" + (["\"x\"", "\"y\""] + many + ["\"y\""]).joined(separator: ",") + "]}").utf8)
    do {
      _ = try loader.tree(from: strings, source: "d.json")
      Issue.record("a repeated string was read")
    } catch {
      #expect(error.message == #"d.json: a[102]: "y" repeats a[1]"#)
    }
    let keys = Data(#"{"a":{"b":[],"c":[],"b":["z"]}}"#.utf8)
    do {
      _ = try loader.tree(from: keys, source: "d.json")
      Issue.record("a repeated key was read")
    } catch {
      #expect(error.message == #"d.json: a.b: key "b" repeats in an object"#)
    }
  }
}
