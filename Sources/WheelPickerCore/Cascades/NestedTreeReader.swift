/// Reads a nested tree (`[{code, name, children: […]}]`) with configurable field names.
struct NestedTreeReader {
  /// Depths are stored in a byte, so deeper documents are refused rather than wrapped.
  static let maximumLevels = 255

  let reader: DocumentReader
  let fields: CascadeLoader.NestedFields

  func tree() throws(WheelPickerError) -> CascadeTree {
    CascadeTree(roots: try nodes(reader.root, at: reader.rootPath, level: 1))
  }

  private func nodes(
    _ value: Any?, at path: DocumentPath, level: Int
  ) throws(WheelPickerError)
    -> [CascadeTree.Node]
  {
    guard level <= Self.maximumLevels else {
      throw reader.failure(at: path, "nodes nested deeper than \(Self.maximumLevels) levels")
    }
    let elements = try reader.array(value, at: path)
    var result: [CascadeTree.Node] = []
    result.reserveCapacity(elements.count)
    // Siblings must differ in key: a value names its nodes by key, so a
    // repeated key would make the second sibling impossible to select.
    var seen: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let here = path.index(index)
      let record = try reader.dictionary(element, at: here)
      let name = try reader.string(record[fields.name], at: here.field(fields.name))
      var key = name
      if let keyField = fields.key {
        key = try reader.identifier(record[keyField], at: here.field(keyField))
        if let earlier = seen.updateValue(index, forKey: key) {
          throw reader.failure(
            at: here.field(keyField), "duplicate key \"\(key)\" (also at \(path.index(earlier)))")
        }
      }
      var children: [CascadeTree.Node] = []
      if let childValue = record[fields.children], !DocumentReader.isNull(childValue) {
        children = try nodes(childValue, at: here.field(fields.children), level: level + 1)
      }
      result.append(CascadeTree.Node(name: name, key: key, children: children))
    }
    return result
  }
}
