/// Reads a nested tree (`[{code, name, children: […]}]`) with configurable
/// field names, filling ``CascadeTree``'s arrays as it goes.
///
/// Nodes are read depth-first, as the document lists them; breadth-first
/// order is depth-first order stably sorted by depth (a subtree is contiguous
/// depth-first, so the children of an earlier parent come first on every
/// level), which takes one counting pass.
///
/// Keys must differ among siblings: a value names its nodes by their path of
/// keys, so the same code under two parents is unambiguous (cascader data
/// reuses values such as `other` in every branch), but a repeated sibling key
/// would make the second sibling impossible to select.
struct NestedTreeReader: DocumentShapeReader {
  /// Depths are stored in a byte, so deeper documents are refused rather than wrapped.
  static let maximumLevels = 255

  let fields: CascadeLoader.NestedFields
  private let names: FieldNames
  private var path = DocumentPath()
  // The nodes depth-first; their keys when the document has a key field.
  private var nodeNames = PackedLines()
  private var nodeKeys = PackedLines()
  private var parents: [Int32] = []
  private var depths: [CascadeTree.Depth] = []
  /// Whether each node is disabled; empty until one is.
  private var nodesDisabled: [Bool] = []
  /// Where the key and the disabled field are in `names`, when read.
  private let keyIndex: Int?
  private let disabledIndex: Int?

  init(fields: CascadeLoader.NestedFields) {
    self.fields = fields
    var list = [fields.name, fields.children]
    keyIndex = fields.key.map { key in
      list.append(key)
      return list.count - 1
    }
    disabledIndex = fields.disabled.map { disabled in
      list.append(disabled)
      return list.count - 1
    }
    names = FieldNames(list)
  }

  mutating func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
    if cursor.kind == .object {
      try rootObject(&cursor)
    } else {
      try nodes(&cursor, parent: -1, level: 1)
    }
    let (tree, depthFirst) = breadthFirst()
    // Without a key field the name is the key, and must differ among siblings just the same.
    try checkSiblingKeys(tree, depthFirst: depthFirst, field: fields.key ?? fields.name, cursor)
    return tree
  }

  /// A single root object (`{"name": "root", "children": […]}`): it names the document, and
  /// its children are the first wheel's rows.
  private mutating func rootObject<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) {
    var found = false
    let start = cursor.progress
    try cursor.forEachField(in: names) { cursor, which throws(ShapeFailure) in
      guard which == 1 else { return }
      found = true
      path.push(.field(fields.children))
      try nodes(&cursor, parent: -1, level: 1)
      path.pop()
    }
    guard found else {
      throw ShapeFailure(
        path: DocumentPath().description,
        rule:
          "expected an array, or an object with \(DocumentText.quoted(fields.children)), found \(cursor.dictionaryWord) without it",
        stage: .structure, progress: start)
    }
  }

  private mutating func nodes<C: DocumentCursor>(
    _ cursor: inout C, parent: Int32, level: Int
  ) throws(ShapeFailure) {
    guard level <= Self.maximumLevels else {
      throw cursor.failure(at: path, "nodes nested deeper than \(Self.maximumLevels) levels")
    }
    guard cursor.kind == .array else { throw cursor.mismatch(at: path, expected: "an array") }
    path.push(.index(0))
    try cursor.forEachElement { cursor, index throws(ShapeFailure) in
      path.setIndex(index)
      try node(&cursor, parent: parent, level: level)
    }
    path.pop()
  }

  private mutating func node<C: DocumentCursor>(
    _ cursor: inout C, parent: Int32, level: Int
  ) throws(ShapeFailure) {
    guard cursor.kind == .object else { throw cursor.mismatch(at: path, expected: cursor.dictionaryWord) }
    let node = nodeNames.count
    nodeNames.append("")
    if keyIndex != nil { nodeKeys.append("") }
    parents.append(parent)
    depths.append(CascadeTree.Depth(level - 1))
    var name = ""
    var key = ""
    var isDisabled = false
    var record = RecordFields()
    let start = cursor.progress
    try cursor.forEachField(in: names) { cursor, which throws(ShapeFailure) in
      record.saw(which)
      switch which {
      case disabledIndex:
        do throws(ShapeFailure) {
          isDisabled = try cursor.flag(
            field: names.names[which], at: path.appending(.field(names.names[which])))
        } catch {
          record.wrong(error)
        }
      case 0:
        guard cursor.kind == .string else {
          return record.wrong(cursor.mismatch(at: path.appending(.field(fields.name)), expected: "a string"))
        }
        name = cursor.string()
      case 1:
        guard cursor.kind != .null else { return }
        guard cursor.kind == .array else {
          return record.wrong(
            cursor.mismatch(at: path.appending(.field(fields.children)), expected: "an array"))
        }
        path.push(.field(fields.children))
        try nodes(&cursor, parent: Int32(node), level: level + 1)
        path.pop()
      default:
        do throws(ShapeFailure) {
          key = try cursor.key(field: names.names[which], at: path.appending(.field(names.names[which])))
        } catch {
          record.wrong(error)
        }
      }
    }
    let hasKey = keyIndex.map(record.has) ?? true
    try record.check(needsMet: record.has(0) && hasKey, recordAt: start)
    guard record.has(0) else {
      throw cursor.missing(at: path.appending(.field(fields.name)), expected: "a string", inRecordAt: start)
    }
    if let keyField = fields.key, !hasKey {
      throw cursor.missing(
        at: path.appending(.field(keyField)), expected: "a string or an integer", inRecordAt: start)
    }
    nodeNames.replace(line: node, with: name)
    if keyIndex != nil { nodeKeys.replace(line: node, with: key) }
    if isDisabled {
      if nodesDisabled.count <= node {
        nodesDisabled.append(contentsOf: repeatElement(false, count: nodeNames.count - nodesDisabled.count))
      }
      nodesDisabled[node] = true
    }
  }

  /// The tree in breadth-first order, and the depth-first index of each of its nodes.
  private func breadthFirst() -> (CascadeTree, [Int32]) {
    let n = nodeNames.count
    let levels = Int(depths.max() ?? 0) + 1
    var levelStarts = Array(repeating: 0, count: levels + 1)
    for depth in depths { levelStarts[Int(depth) + 1] += 1 }
    for level in 0..<levels { levelStarts[level + 1] += levelStarts[level] }
    var newIndex = [Int32](repeating: 0, count: n)
    var depthFirst = [Int32](repeating: 0, count: n)
    for node in 0..<n {
      let slot = levelStarts[Int(depths[node])]
      levelStarts[Int(depths[node])] += 1
      newIndex[node] = Int32(slot)
      depthFirst[slot] = Int32(node)
    }
    var newParents = [Int32](repeating: -1, count: n)
    var newDepths = [CascadeTree.Depth](repeating: 0, count: n)
    var childCounts = [Int32](repeating: 0, count: n)
    var disabled = [Bool](repeating: false, count: nodesDisabled.isEmpty ? 0 : n)
    for slot in 0..<n {
      let node = Int(depthFirst[slot])
      if !disabled.isEmpty, node < nodesDisabled.count { disabled[slot] = nodesDisabled[node] }
      newDepths[slot] = depths[node]
      if parents[node] >= 0 {
        let parent = newIndex[Int(parents[node])]
        newParents[slot] = parent
        childCounts[Int(parent)] += 1
      }
    }
    // Children follow the roots in parent order, so each node's first child
    // comes right after the children of the nodes before it.
    let rootCount = n - childCounts.reduce(0) { $0 + Int($1) }
    var childStarts = [Int32](repeating: 0, count: n)
    var next = Int32(rootCount)
    for slot in 0..<n {
      childStarts[slot] = next
      next += childCounts[slot]
    }
    // The bytes of the names and keys stay where they were read; only their bounds move.
    let order = depthFirst.lazy.map { Int($0) }
    let names = nodeNames.reordered(order)
    let tree = CascadeTree(
      names: names, keys: keyIndex == nil ? names : nodeKeys.reordered(order), parents: newParents,
      childStarts: childStarts, childCounts: childCounts, depths: newDepths, rootCount: rootCount,
      disabled: disabled)
    return (tree, depthFirst)
  }

  /// Refuses the first sibling, in document order, whose key an earlier sibling has.
  private func checkSiblingKeys<C: DocumentCursor>(
    _ tree: CascadeTree, depthFirst: [Int32], field: String, _ cursor: C
  ) throws(ShapeFailure) {
    var first: (node: Int, earlier: Int)?
    func note(_ node: Int, _ earlier: Int) {
      if first.map({ depthFirst[node] < depthFirst[$0.node] }) ?? true { first = (node, earlier) }
    }
    let keys = tree.keys
    var groups = [tree.children(of: nil)]
    for node in 0..<tree.count where tree.childCounts[node] > 1 { groups.append(tree.children(of: node)) }
    for group in groups where group.count > 1 {
      if group.count <= 8 {
        outer: for node in group.dropFirst() {
          for earlier in group.lowerBound..<node where keys.text(at: earlier, equalsTextAt: node) {
            note(node, earlier)
            break outer
          }
        }
      } else {
        var seen = LineSet()
        for node in group {
          if let earlier = seen.insert(node, in: keys) {
            note(node, earlier)
            break
          }
        }
      }
    }
    guard let (node, earlier) = first else { return }
    throw cursor.failure(
      at: path(of: node, tree).appending(.field(field)),
      "\(field) \(DocumentText.quoted(tree.keys[node])) repeats \(path(of: earlier, tree).appending(.field(field)))"
    )
  }

  /// The document path of a node of the tree read: `[0].children[2]`.
  private func path(of node: Int, _ tree: CascadeTree) -> DocumentPath {
    var steps: [DocumentPath.Step] = []
    for step in tree.path(to: node) {
      if !steps.isEmpty { steps.append(.field(fields.children)) }
      steps.append(.index(step - tree.children(of: tree.parent(of: step)).lowerBound))
    }
    return DocumentPath(steps)
  }
}
