/// The nodes of a document as a reader meets them, depth-first, in flat arrays — a name's bytes
/// in one buffer and its bounds, a parent, a depth and the place among its siblings: its bytes and
/// 20 more — laid out breadth-first at the end, the names' bytes staying where they were read.
struct DocumentOrderNodes {
  /// The names, in document order.
  private(set) var names = PackedLines()
  private var parents: [Int32] = []
  private var depths: [CascadeTree.Depth] = []
  /// Each node's place among its siblings (document order unless the reader sorts them).
  var ranks: [Int32] = []

  /// The number of nodes read.
  var count: Int { names.count }

  /// Adds a node at `level` (from 1) under `parent` (-1 for a root), returning its index.
  @discardableResult
  mutating func append(_ name: String, parent: Int32, level: Int, rank: Int) -> Int32 {
    names.append(name)
    parents.append(parent)
    depths.append(CascadeTree.Depth(level - 1))
    ranks.append(Int32(rank))
    return Int32(names.count - 1)
  }

  /// Gives `node` its name, read after its children.
  mutating func rename(_ node: Int32, to name: String) { names.replace(line: Int(node), with: name) }

  /// Reads an array of strings as the leaves under `parent`, in order, refusing one that repeats
  /// (the name is the key).
  mutating func strings<C: DocumentCursor>(
    _ cursor: inout C, at path: DocumentPath, parent: Int32, level: Int
  ) throws(ShapeFailure) {
    guard cursor.kind == .array else { throw cursor.mismatch(at: path, expected: "an array") }
    let first = names.count
    var seen = LineSet()
    try cursor.forEachElement { cursor, index throws(ShapeFailure) in
      guard cursor.kind == .string else {
        throw cursor.mismatch(at: path.appending(.index(index)), expected: "a string")
      }
      let node = append(cursor.string(), parent: parent, level: level, rank: index)
      if let earlier = seen.insert(Int(node), in: names) {
        throw cursor.failure(
          at: path.appending(.index(index)),
          "\(DocumentText.quoted(names[Int(node)])) repeats \(path.appending(.index(earlier - first)))")
      }
    }
  }

  /// The tree, level by level, each node's children in their ranks' order.
  ///
  /// - Complexity: O(*n*).
  mutating func breadthFirst() -> CascadeTree {
    let count = names.count
    let levels = Int(depths.max() ?? -1) + 1
    // The nodes grouped by depth (a counting sort), in document order within a depth.
    var levelStarts = [Int](repeating: 0, count: levels + 1)
    for depth in depths { levelStarts[Int(depth) + 1] += 1 }
    for level in 0..<levels { levelStarts[level + 1] += levelStarts[level] }
    var byDepth = [Int32](repeating: 0, count: count)
    var fill = levelStarts
    for node in 0..<count {
      byDepth[fill[Int(depths[node])]] = Int32(node)
      fill[Int(depths[node])] += 1
    }
    // From here a node's depth is the level whose range of `levelStarts` holds its slot.
    depths = []
    var childCounts = [Int32](repeating: 0, count: count)
    for node in 0..<count where parents[node] >= 0 { childCounts[Int(parents[node])] += 1 }
    // A node's slot: its parent's first child's slot plus its rank; a root's is its rank. Once
    // read, a rank is spent, and its place holds the slot.
    var order = [Int32](repeating: 0, count: count)
    var firstChild = [Int32](repeating: 0, count: count)
    for level in 0..<levels {
      for position in levelStarts[level]..<levelStarts[level + 1] {
        let node = Int(byDepth[position])
        let parent = Int(parents[node])
        let slot = (parent < 0 ? 0 : firstChild[parent]) + ranks[node]
        ranks[node] = slot
        order[Int(slot)] = Int32(node)
      }
      // The next level's children follow this level's nodes in slot order.
      var next = Int32(levelStarts[level + 1])
      for slot in levelStarts[level]..<levelStarts[level + 1] {
        let node = Int(order[slot])
        firstChild[node] = next
        next += childCounts[node]
      }
    }
    byDepth = []
    var slots = ranks
    ranks = []
    // Each array is laid out and the one it came from let go before the next, so the peak is
    // the tree plus a few 4-byte arrays; the names' bounds are moved in place, along the
    // cycles of the permutation, and their bytes stay where they were read.
    let laidOutParents = order.map { parents[Int($0)] < 0 ? -1 : slots[Int(parents[Int($0)])] }
    parents = []
    slots = []
    let childStarts = order.map { firstChild[Int($0)] }
    firstChild = []
    let laidOutCounts = order.map { childCounts[Int($0)] }
    childCounts = []
    var laidOutDepths: [CascadeTree.Depth] = []
    laidOutDepths.reserveCapacity(count)
    for level in 0..<levels {
      laidOutDepths.append(
        contentsOf: repeatElement(
          CascadeTree.Depth(level), count: levelStarts[level + 1] - levelStarts[level]))
    }
    names.permute(to: &order)
    let laidOutNames = names
    names = PackedLines()
    let rootCount = levels > 0 ? levelStarts[1] : 0
    // Keys are the names: the tree stores them once.
    return CascadeTree(
      names: laidOutNames, keys: laidOutNames, parents: laidOutParents, childStarts: childStarts,
      childCounts: laidOutCounts, depths: laidOutDepths, rootCount: rootCount)
  }
}
