/// Optional values by small non-negative index, as a value whose copies share their storage: a
/// 32-way trie whose nodes are copied only along the path a change takes, and only while another
/// copy still holds them (copy on write per node), so that keeping the old value alive (an older
/// snapshot) makes a change cost O(log₃₂ *n*) nodes of 32 slots instead of a copy of everything.
///
/// A node is changed in place only when this value holds the one reference to it, so a copy handed
/// to another thread is never written: the trie is as safe to share as an `Array`.
package struct PersistentSlots<Value: Sendable>: Sendable {
  private var root: Node?
  /// The bits of an index that the root's slot takes are `shift...shift + 4`; leaves have shift 0.
  private var shift = 0
  /// The number of indices that hold a value.
  package private(set) var count = 0
  /// How many slots this value copied, in all, to change nodes another copy still held.
  package private(set) var copiedSlotCount = 0

  /// The number of slots in a node.
  package static var width: Int { 32 }

  /// An empty map.
  package init() {}

  /// The value at `index`, `nil` where none is.
  package subscript(index: Int) -> Value? {
    get {
      guard index >= 0, index >> (shift + 5) == 0, var node = root else { return nil }
      var level = shift
      while level > 0 {
        guard let child = node.children[(index >> level) & 31] else { return nil }
        node = child
        level -= 5
      }
      return node.values[index & 31]?.value
    }
    set {
      precondition(index >= 0, "a slot's index is never negative")
      guard newValue != nil || (root != nil && index >> (shift + 5) == 0) else { return }
      if root == nil {
        while index >> (shift + 5) != 0 { shift += 5 }
      }
      while index >> (shift + 5) != 0 {
        let taller = Node(isLeaf: false)
        taller.children[0] = root
        root = taller
        shift += 5
      }
      var node = root ?? Node(isLeaf: shift == 0)
      root = nil
      let change = set(newValue, at: index, in: &node, level: shift)
      root = node
      count += change
    }
  }

  /// Every index that holds a value, with the value, by ascending index.
  ///
  /// - Complexity: O(nodes).
  package var entries: [(index: Int, value: Value)] {
    var result: [(index: Int, value: Value)] = []
    result.reserveCapacity(count)
    if let root { Self.collect(root, level: shift, base: 0, into: &result) }
    return result
  }

  /// Sets a slot below `node`, copying each node another value still holds; returns how the
  /// number of values changed (-1, 0 or 1).
  private mutating func set(_ value: Value?, at index: Int, in node: inout Node, level: Int) -> Int {
    if !isKnownUniquelyReferenced(&node) {
      node = node.copy()
      copiedSlotCount += Self.width
    }
    let slot = (index >> level) & 31
    if level == 0 {
      let had = node.values[slot] != nil
      node.values[slot] = value.map(Box.init)
      return (value != nil ? 1 : 0) - (had ? 1 : 0)
    }
    // Taken out of its parent first, so that only other values' references keep it shared.
    var child: Node
    if let existing = node.children[slot] {
      child = existing
      node.children[slot] = nil
    } else {
      guard value != nil else { return 0 }
      child = Node(isLeaf: level == 5)
    }
    let change = set(value, at: index, in: &child, level: level - 5)
    node.children[slot] = child
    return change
  }

  private static func collect(
    _ node: Node, level: Int, base: Int, into result: inout [(index: Int, value: Value)]
  ) {
    if level == 0 {
      for (slot, box) in node.values.enumerated() {
        if let box { result.append((base | slot, box.value)) }
      }
      return
    }
    for (slot, child) in node.children.enumerated() {
      if let child { collect(child, level: level - 5, base: base | slot << level, into: &result) }
    }
  }

  /// A value, boxed so that copying a leaf retains its values instead of copying them.
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// One node: 32 children, or 32 values at a leaf. Written only while uniquely referenced.
  private final class Node: @unchecked Sendable {
    var children: ContiguousArray<Node?>
    var values: ContiguousArray<Box?>

    init(isLeaf: Bool) {
      children = isLeaf ? [] : ContiguousArray(repeating: nil, count: 32)
      values = isLeaf ? ContiguousArray(repeating: nil, count: 32) : []
    }

    private init(children: ContiguousArray<Node?>, values: ContiguousArray<Box?>) {
      self.children = children
      self.values = values
    }

    /// A node with the same slots, to be written instead of this one.
    func copy() -> Node { Node(children: children, values: values) }
  }
}
