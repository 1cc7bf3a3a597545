/// The children that arrived for an on-demand cascade, by node, as a value: what a loader knew at
/// one moment. Every node a load was asked for has a number (the roots' parent is 0), known from
/// its parent's number and its key, so a look-up along a path costs one hash of a short key per
/// level instead of a hash of the whole path, and a node keeps its number after its children are
/// evicted and loaded again.
///
/// Copies share their storage, so that a loader making a snapshot at every arrival pays for what
/// arrived, not for everything it knows: the numbering is one append-only
/// ``AsyncCascadeNumbering`` that a store sees up to the count it was made with, and the children
/// are a ``PersistentSlots`` trie whose nodes a change copies only along its own path.
package struct AsyncCascadeStore: Sendable {
  /// The numbering, shared with every copy (the loader's and its snapshots').
  let numbering: AsyncCascadeNumbering

  /// The numbering's identity: the same for a store and all its copies.
  package var numberingIdentity: ObjectIdentifier { ObjectIdentifier(numbering) }
  /// How many numbers this store sees: those made before it was copied, by its own
  /// `number(of:under:)` calls. A number never changes what it stands for, so one made later could
  /// not change an answer about a node this store knew, and a node it never numbered reads as a
  /// node never asked for (the loading row) either way; the bound makes a snapshot an exact view
  /// of the numbering as it was all the same.
  private var visibleCount: Int
  /// The children that arrived, by node number.
  package var children = PersistentSlots<AsyncCascadeChildren>()

  /// The number of the roots' parent.
  package static let roots = AsyncCascadeNumbering.roots

  /// A store of children given by the keys of their parent's path, with a numbering of its own.
  package init(_ byPath: [[String]: AsyncCascadeChildren] = [:]) {
    numbering = AsyncCascadeNumbering()
    visibleCount = numbering.count
    for (keys, value) in byPath {
      var number = Self.roots
      for key in keys { number = self.number(of: AsyncCascadeNode(key: key, name: key), under: number) }
      children[number] = value
    }
  }

  /// The number of `node` under `parent`, made when it has none.
  package mutating func number(of node: AsyncCascadeNode, under parent: Int) -> Int {
    let number = numbering.number(of: node, under: parent)
    visibleCount = max(visibleCount, number + 1)
    return number
  }

  /// The number of the node with `key` under `parent`, if a load was asked for it before this
  /// store was made.
  package func number(ofKey key: String, under parent: Int) -> Int? {
    numbering.number(ofKey: key, under: parent, below: visibleCount)
  }

  /// The number of the node at a path of keys, if a load was ever asked for it.
  package func number(ofPath keys: [String]) -> Int? {
    var number = Self.roots
    for key in keys {
      guard let next = self.number(ofKey: key, under: number) else { return nil }
      number = next
    }
    return number
  }

  /// The depth of a node: the wheel its children fill.
  package func depth(of number: Int) -> Int { numbering.depth(of: number) }

  /// The node a number stands for, as it was when it was numbered.
  package func node(numbered number: Int) -> AsyncCascadeNode { numbering.node(number) }

  /// The nodes of the path to a node, root first.
  ///
  /// - Complexity: O(depth).
  package func path(to number: Int) -> [AsyncCascadeNode] { numbering.path(to: number) }

  /// The children by the keys of their parent's path.
  ///
  /// - Complexity: O(nodes × depth).
  package var childrenByPath: [[String]: AsyncCascadeChildren] {
    Dictionary(uniqueKeysWithValues: children.entries.map { (path(to: $0.index).map(\.key), $0.value) })
  }
}
