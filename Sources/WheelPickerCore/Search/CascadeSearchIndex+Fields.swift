extension CascadeSearchIndex {
  /// The searchable fields of the consecutive nodes from `first` on, as a search reads them: the
  /// whole index's buffers, or one block of a tree's nodes folded on the fly by a scan. Node
  /// `first + i` is entry `i` of each buffer.
  struct Fields {
    /// The node of entry 0.
    let first: Int
    /// Each node's three fields (name, romanisation, initials), back to back.
    let text: UnsafeBufferPointer<UInt8>
    /// Field *f* of entry *i* spans `offsets[3i + f] ..< offsets[3i + f + 1]` of `text`.
    let offsets: UnsafeBufferPointer<Int32>
    /// The byte length of field *f* of entry *i* without its suffix.
    let stems: UnsafeBufferPointer<Int32>
    /// Two masks an entry: its name's bytes, then its romanisation's, initials' and aliases'.
    let masks: UnsafeBufferPointer<UInt64>
    /// The reading sets of the characters of the entries' names (``Readings``).
    let readingCodes: UnsafeBufferPointer<UInt16>
    /// The characters of entry *i* span `readingOffsets[i] ..< readingOffsets[i + 1]`; empty when no
    /// entry has readings.
    let readingOffsets: UnsafeBufferPointer<Int32>
    /// The number of characters of each entry once its administrative suffix is left off.
    let readingStems: UnsafeBufferPointer<UInt16>

    /// Whether no entry has readings.
    var hasNoReadings: Bool { readingOffsets.isEmpty }
  }

  /// A query prepared for matching readings when the first names with readings come
  /// (``ReadingQuery``), then kept.
  struct LazyReadingQuery {
    private let bytes: [UInt8]
    private var prepared: ReadingQuery??

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The prepared query; `nil` when it cannot match readings.
    var query: ReadingQuery? {
      mutating get {
        if let prepared { return prepared }
        let query = bytes.withUnsafeBufferPointer { ReadingQuery($0) }
        prepared = .some(query)
        return query
      }
    }
  }

  /// The number of nodes from which ``init(tree:)`` keeps no index and a search folds the tree's
  /// names as it goes: an index takes about 46 bytes a node besides the folded names, more than
  /// the tree itself, while a scan keeps one block of nodes at a time.
  package static let scanningNodeCount = 1 << 20

  /// The number of nodes a scan folds at a time.
  static let scanBlockCount = 4_096

  /// Calls `body` with the fields of `nodes`, once with the whole index's or, for a scanned
  /// tree, once a block of nodes folded from its names; with each, the part of `nodes` they hold.
  ///
  /// - Parameter skipping: whether a scan may leave out a block, which `body` would not use
  ///   (asked just before the block is folded, so it may read what `body` wrote before).
  func withFields(
    of nodes: Range<Int>, skipping: (Range<Int>) -> Bool = { _ in false },
    _ body: (Fields, Range<Int>) -> Void
  ) {
    guard !nodes.isEmpty else { return }
    guard let tree = scannedTree else {
      withIndexFields { body($0, nodes) }
      return
    }
    let builder = Builder(capacity: Self.scanBlockCount, byteCapacity: Self.scanBlockCount * 8)
    var name: [UInt8] = []
    var start = nodes.lowerBound
    while start < nodes.upperBound {
      let end = min(start + Self.scanBlockCount, nodes.upperBound)
      if skipping(start..<end) {
        start = end
        continue
      }
      builder.removeAll()
      for node in start..<end { Self.append(node: node, of: tree, to: builder, scratch: &name) }
      builder.withFields(first: start) { body($0, start..<end) }
      start = end
    }
  }

  /// Calls `body` with the fields of every node the index stores.
  private func withIndexFields(_ body: (Fields) -> Void) {
    bytes.withUnsafeBufferPointer { text in
      offsets.withUnsafeBufferPointer { offsets in
        stems.withUnsafeBufferPointer { stems in
          masks.withUnsafeBufferPointer { masks in
            readings.codes.withUnsafeBufferPointer { codes in
              readings.offsets.withUnsafeBufferPointer { readingOffsets in
                readings.stems.withUnsafeBufferPointer { readingStems in
                  body(
                    Fields(
                      first: 0, text: text, offsets: offsets, stems: stems, masks: masks, readingCodes: codes,
                      readingOffsets: readingOffsets, readingStems: readingStems))
                }
              }
            }
          }
        }
      }
    }
  }

  /// Appends one node of a tree, its name folded (lowercase, the accents of Latin letters
  /// removed) with its stem and readings; `scratch` is reused from node to node.
  static func append(node: Int, of tree: CascadeTree, to builder: Builder, scratch: inout [UInt8]) {
    let isSearchable = !tree.isHiddenInText(node)
    let isASCII = tree.names.withUTF8(ofLine: node) { name in
      guard !name.contains(where: { $0 >= 0x80 }) else { return false }
      // ASCII folds to itself lowercased, which the builder does; it has no suffix and no reading.
      let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
      builder.append(
        name: name, roman: empty, initials: empty, stems: (name.count, 0, 0), isSearchable: isSearchable)
      return true
    }
    guard !isASCII else { return }
    TextFolding.fold(tree.names[node], into: &scratch)
    append(scratch, isSearchable: isSearchable, to: builder)
  }
}
