import Foundation
import Testing
import WheelPickerCore

/// The sample files of `Fixtures/cascades`, and small helpers for loading text.
enum CascadeFixtures {
  /// The URL of a sample file.
  static func url(_ name: String) throws -> URL {
    let folder = try #require(Bundle.module.url(forResource: "cascades", withExtension: nil))
    return folder.appendingPathComponent(name)
  }

  /// The tree of a sample file.
  static func tree(_ name: String, _ shape: CascadeLoader.Shape) throws -> CascadeTree {
    try CascadeLoader(shape: shape).tree(contentsOf: url(name))
  }

  /// The tree of a document given as text.
  static func tree(
    text: String, _ shape: CascadeLoader.Shape, source: String = "test.json"
  ) throws
    -> CascadeTree
  {
    try CascadeLoader(shape: shape).tree(from: Data(text.utf8), source: source)
  }

  /// The message of the error that loading `text` throws, or `nil` when it loads.
  static func message(_ text: String, _ shape: CascadeLoader.Shape, source: String = "test.json") -> String? {
    message(Data(text.utf8), shape, source: source)
  }

  /// The message of the error that loading `data` throws, or `nil` when it loads.
  static func message(_ data: Data, _ shape: CascadeLoader.Shape, source: String) -> String? {
    do {
      _ = try CascadeLoader(shape: shape).tree(from: data, source: source)
      return nil
    } catch {
      #expect(error.kind == .invalidData)
      return error.message
    }
  }

  /// A property list in binary form.
  static func binary(_ plist: Any) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
  }

  /// Every node as `name` lines indented by depth, depth-first, to compare whole trees.
  static func outline(_ tree: CascadeTree) -> [String] {
    var lines: [String] = []
    func visit(_ node: Int) {
      lines.append(
        String(repeating: "  ", count: tree.depth(of: node)) + "\(tree.key(of: node)) \(tree.name(of: node))")
      for child in tree.children(of: node) { visit(child) }
    }
    for root in tree.children(of: nil) { visit(root) }
    return lines
  }
}

extension CascadeFixtures {
  /// A JSON document and the same document as an XML and a binary property list, labelled; JSON alone when
  /// it holds `null`, which a property list cannot.
  static func jsonAndPropertyList(_ json: String) throws -> [(String, Data)] {
    let data = Data(json.utf8)
    if json.contains("null") { return [("JSON", data)] }
    let value = try JSONSerialization.jsonObject(with: data)
    let xml = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
    let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    return [("JSON", data), ("XML property list", xml), ("binary property list", binary)]
  }
}
