import Foundation
import WheelPickerCore

/// What the cascade targets share: load with a shape, then check the tree or the error.
enum CascadeFuzzing {
  /// Loads `bytes` with each of `shapes`; a tree passes ``TreeOracle``, an
  /// error is a data error with a harmless message. Nested trees round-trip.
  static func load(_ bytes: [UInt8], shapes: [CascadeLoader.Shape], _ origin: String) {
    let data = Data(bytes)
    for shape in shapes {
      let loader = CascadeLoader(shape: shape)
      do {
        let tree = try loader.tree(from: data, source: "fuzz.json")
        TreeOracle.check(tree, "\(origin) \(shape)")
        require(tree.count <= bytes.count, "\(origin): \(tree.count) nodes from \(bytes.count) bytes")
        if case .nested(let fields) = shape { requireRoundTrip(tree, fields, origin) }
      } catch {
        require(error.kind == .invalidData, "\(origin): \(error.kind) is not a data error: \(error.message)")
        requireHarmless(error.message, "\(origin) \(shape)")
      }
    }
  }

  /// A nested tree written back as JSON in the same fields (disabled nodes marked) loads as the same tree.
  static func requireRoundTrip(_ tree: CascadeTree, _ fields: CascadeLoader.NestedFields, _ origin: String) {
    func object(_ node: Int) -> [String: Any] {
      var record: [String: Any] = [fields.name: tree.name(of: node)]
      if let key = fields.key { record[key] = tree.key(of: node) }
      if let disabled = fields.disabled, tree.isDisabled(node) { record[disabled] = true }
      let children = tree.children(of: node)
      if !children.isEmpty { record[fields.children] = children.map(object) }
      return record
    }
    let roots = tree.children(of: nil).map(object)
    guard let json = try? JSONSerialization.data(withJSONObject: roots, options: [.sortedKeys]) else {
      return require(false, "\(origin): the tree cannot be written as JSON")
    }
    do {
      let again = try CascadeLoader(shape: .nested(fields)).tree(from: json, source: "round-trip.json")
      require(again == tree, "\(origin): the tree written as JSON loads differently")
    } catch {
      require(false, "\(origin): the tree written as JSON is refused: \(error.message)")
    }
  }
}
