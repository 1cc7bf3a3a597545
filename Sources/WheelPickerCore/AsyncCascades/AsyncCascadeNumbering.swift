/// The numbers of an on-demand cascade's nodes, shared by a loader and every model it made: a
/// node is numbered once (the roots' parent is 0), from its parent's number and its key, and keeps
/// its number for the life of the numbering, so the numbering only grows.
///
/// A snapshot (``AsyncCascadeStore``) holds the numbering and the count of numbers made before it,
/// and sees none made later: it reads the one numbering under its lock while the loader appends to
/// it, instead of copying it at every arrival.
final class AsyncCascadeNumbering: @unchecked Sendable {
  /// A node, by its parent's number and its key.
  struct Step: Hashable, Sendable {
    var parent: Int
    var key: String
  }

  /// What a number stands for: the node, its parent's number (-1 for the roots' parent) and its
  /// depth (the wheel its children fill).
  private struct Entry {
    var node: AsyncCascadeNode
    var parent: Int
    var depth: Int
  }

  private let lock = Lock()
  private var numbers: [Step: Int] = [:]
  private var entries = [Entry(node: AsyncCascadeNode(key: "", name: ""), parent: -1, depth: 0)]

  /// The number of the roots' parent.
  static let roots = 0

  /// How many numbers were made (the roots' parent included).
  var count: Int { lock.locked { entries.count } }

  /// The number of `node` under `parent`, made when it has none.
  func number(of node: AsyncCascadeNode, under parent: Int) -> Int {
    let step = Step(parent: parent, key: node.key)
    return lock.locked {
      if let number = numbers[step] { return number }
      let number = entries.count
      numbers[step] = number
      entries.append(Entry(node: node, parent: parent, depth: entries[parent].depth + 1))
      return number
    }
  }

  /// The number of the node with `key` under `parent`, if one was made before `limit`.
  func number(ofKey key: String, under parent: Int, below limit: Int) -> Int? {
    let step = Step(parent: parent, key: key)
    guard let number = lock.locked({ numbers[step] }), number < limit else { return nil }
    return number
  }

  /// The depth of a node: the wheel its children fill.
  func depth(of number: Int) -> Int { lock.locked { entries[number].depth } }

  /// The node a number stands for, as it was when it was numbered.
  func node(_ number: Int) -> AsyncCascadeNode { lock.locked { entries[number].node } }

  /// The nodes of the path to a node, root first.
  ///
  /// - Complexity: O(depth): one node copied a level.
  func path(to number: Int) -> [AsyncCascadeNode] {
    lock.locked {
      let depth = entries[number].depth
      // No buffer for no node: made with capacity 0, an array writes its count into the empty
      // array shared by every thread.
      guard depth > 0 else { return [] }
      return [AsyncCascadeNode](unsafeUninitializedCapacity: depth) { buffer, initialized in
        var current = number
        for index in stride(from: depth - 1, through: 0, by: -1) {
          buffer.initializeElement(at: index, to: entries[current].node)
          current = entries[current].parent
        }
        initialized = depth
      }
    }
  }
}
