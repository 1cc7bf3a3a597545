extension CascadeSearchIndex {
  /// A query as path search reads it: its folded bytes without spaces and
  /// apostrophes, and where each word typed starts.
  struct PathQuery {
    /// The bytes; empty when there are more than 63 (a position is a bit of a `UInt64`).
    private(set) var bytes: [UInt8] = []
    /// Bit *p* is set when a word starts at byte *p*, the first word included.
    private(set) var wordStarts: UInt64 = 1
    /// The start of the last word: the last term lies inside it.
    private(set) var lastWord = 0

    init(_ folded: [UInt8]) {
      var isBreak = false
      for byte in folded {
        if byte == UInt8(ascii: " ") {
          isBreak = true
        } else if byte != UInt8(ascii: "'") {
          guard bytes.count < 63 else {
            bytes = []
            return
          }
          if isBreak && !bytes.isEmpty {
            wordStarts |= 1 << bytes.count
            lastWord = bytes.count
          }
          isBreak = false
          bytes.append(byte)
        }
      }
    }

    /// Whether a word starts at `position`.
    func isWordStart(_ position: Int) -> Bool { wordStarts >> position & 1 == 1 }

    /// Where the word holding `position` ends.
    func wordEnd(after position: Int) -> Int {
      let later = wordStarts & ~((2 << position) &- 1)
      return later == 0 ? bytes.count : later.trailingZeroBitCount
    }
  }

  /// The best rank (0…4, as single names rank) of every node a query names
  /// by a path of two or more terms, each deeper than the one before.
  ///
  /// One pass in node order, which is breadth-first, so a parent is seen
  /// before its children: each node inherits the query positions its
  /// ancestors' whole terms reached (a level may be skipped), matches the rest
  /// of the query from each as the last term, and adds the positions its own
  /// whole terms reach.
  ///
  /// - Complexity: O(*n*) plus the bytes compared; allocates two words per
  ///   node above the deepest level searched.
  func pathRanks(
    _ query: PathQuery, maxDepth: Int, _ cancellation: SearchCancellation = .never
  ) -> [Int32: Int] {
    let length = query.bytes.count
    guard length >= 2, count > 0, maxDepth >= 1 else { return [:] }
    // Depths never decrease in breadth-first order.
    let searched = firstNode { Int(depths[$0]) > maxDepth }
    guard searched > 0 else { return [:] }
    let deepest = Int(depths[searched - 1])
    let stored = firstNode { Int(depths[$0]) >= deepest }
    // Bit p: the first p bytes name a path down to the node; `exact` when every term matched exactly.
    var reach = [UInt64](repeating: 0, count: stored)
    var exact = [UInt64](repeating: 0, count: stored)
    var suffixMasks = [UInt64](repeating: 0, count: length + 1)
    for position in stride(from: length - 1, through: 0, by: -1) {
      suffixMasks[position] = suffixMasks[position + 1] | 1 << (query.bytes[position] & 63)
    }
    var ranks: [Int32: Int] = [:]
    var aliasCursor = 0
    var readingQueries = LazyReadingQuery(query.bytes)
    // A block of the deepest level under no parent a whole term reached does nothing: a scan
    // need not fold it (its parents are consecutive, as children follow their parents).
    let isIdle = { (block: Range<Int>) -> Bool in
      guard block.lowerBound >= stored, let last = block.last else { return false }
      let parents = Int(self.parents[block.lowerBound])...Int(self.parents[last])
      return parents.allSatisfy { $0 < 0 || reach[$0] <= 1 }
    }
    // A cancelled search stops at its check and folds no further block.
    var stopped = false
    withFields(of: 0..<searched, skipping: { stopped || isIdle($0) }) { fields, block in
      let readingQuery = fields.hasNoReadings ? nil : readingQueries.query
      let (text, offsets, stems, masks) = (fields.text, fields.offsets, fields.stems, fields.masks)
      query.bytes.withUnsafeBufferPointer { needle in
        for node in block {
          if cancellation.isCancelled(atRow: node) {
            stopped = true
            break
          }
          let entry = node - fields.first
          let parent = Int(parents[node])
          let inherited: UInt64 = parent < 0 ? 1 : reach[parent]
          let inheritedExact: UInt64 = parent < 0 ? 1 : exact[parent]
          var reached = inherited
          var reachedExactly = inheritedExact
          let nameMask = masks[2 * entry]
          let romanMask = masks[2 * entry + 1]
          // A node of the deepest level stores no reach: it only ends a path, which needs an
          // ancestor's whole term first (a position past 0). Most nodes are there (towns).
          let isLast = node >= stored
          if nameMask | romanMask != 0, !isLast || inherited > 1 {
            let alias = romanMask != 0 ? aliasEntry(of: node, cursor: &aliasCursor) : nil
            var positions = inherited
            while positions != 0 {
              let position = positions.trailingZeroBitCount
              positions &= positions &- 1
              let isExact = inheritedExact >> position & 1 == 1
              if position > 0 && position >= query.lastWord {
                let mask = suffixMasks[position]
                let rest = UnsafeBufferPointer(rebasing: needle[position...])
                // A last term written onto the one before it must match better than inside a name.
                let worst = query.isWordStart(position) ? 4 : 3
                var rank = Self.rank(
                  node: entry, text: text, offsets: offsets, stems: stems, needle: rest, folded: rest,
                  checksName: nameMask & mask == mask, checksRoman: romanMask & mask == mask, worst: worst
                )
                if rank > 0, romanMask & mask == mask, let alias {
                  rank = min(rank, aliasRank(alias, rest, worst: worst))
                }
                if rank > 0, romanMask & mask == mask, let readingQuery {
                  rank = min(rank, fields.readingRank(of: entry, readingQuery, from: position, worst: worst))
                }
                if rank <= worst {
                  let pathRank = max(rank, isExact ? 0 : 2)
                  let key = Int32(node)
                  ranks[key] = min(ranks[key] ?? pathRank, pathRank)
                }
              }
              guard !isLast else { continue }
              let ends = termEnds(
                of: entry, from: position, in: query, needle: needle, fields: fields, alias: alias,
                readingQuery: readingQuery)
              reached |= ends.exact | ends.initials
              if isExact { reachedExactly |= ends.exact }
            }
          }
          if node < stored {
            reach[node] = reached
            exact[node] = reachedExactly
          }
        }
      }
    }
    return ranks
  }

  /// The first node for which `isPast` holds, or `count`: `isPast` must be
  /// false, then true, in node order.
  private func firstNode(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The positions at which a whole term of entry `node` of `fields` (its name, pinyin — shipped,
  /// or read from its characters — or an alias: `exact`; its initials: `initials`; each with or without its
  /// suffix) starting at `position` ends, inside one word and before the
  /// query's end. A term of one byte must be a word of its own (`s z`, not `sz`).
  private func termEnds(
    of node: Int, from position: Int, in query: PathQuery, needle: UnsafeBufferPointer<UInt8>,
    fields: Fields, alias: Int?, readingQuery: ReadingQuery?
  ) -> (exact: UInt64, initials: UInt64) {
    let (text, offsets, stems) = (fields.text, fields.offsets, fields.stems)
    let wordEnd = query.wordEnd(after: position)
    let first = needle[position]
    var exact: UInt64 = 0
    var initials: UInt64 = 0
    func add(_ length: Int, initial: Bool) {
      let end = position + length
      guard length > 0, end < needle.count else { return }
      guard length > 1 || (query.isWordStart(position) && query.isWordStart(end)) else { return }
      if initial { initials |= 1 << end } else { exact |= 1 << end }
    }
    for field in 0..<3 {
      let start = Int(offsets[3 * node + field])
      let fieldLength = Int(offsets[3 * node + field + 1]) - start
      guard fieldLength > 0, text[start] == first else { continue }
      var common = 1
      let most = min(fieldLength, wordEnd - position)
      while common < most && text[start + common] == needle[position + common] { common += 1 }
      let stem = Int(stems[3 * node + field])
      if stem < fieldLength && stem <= common { add(stem, initial: field == 2) }
      if fieldLength <= common { add(fieldLength, initial: field == 2) }
    }
    if let alias {
      var start = Int(aliasOffsets[alias])
      let end = Int(aliasOffsets[alias + 1])
      while start < end {
        var stop = start
        while stop < end, aliasBytes[stop] != Self.aliasSeparator { stop += 1 }
        let length = stop - start
        if length <= wordEnd - position,
          aliasBytes[start..<stop].elementsEqual(needle[position..<(position + length)])
        {
          add(length, initial: false)
        }
        start = stop + 1
      }
    }
    if let readingQuery {
      let ends = fields.readingTermEnds(of: node, readingQuery, from: position, wordEnd: wordEnd)
      for (positions, initial) in [(ends.exact, false), (ends.initials, true)] {
        var remaining = positions
        while remaining != 0 {
          let end = remaining.trailingZeroBitCount
          remaining &= remaining &- 1
          add(end - position, initial: initial)
        }
      }
    }
    return (exact, initials)
  }
}
