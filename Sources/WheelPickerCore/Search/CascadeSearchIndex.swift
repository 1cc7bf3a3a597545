import Foundation

/// A search index over every node of a ``CascadeTree``: type to find rows by
/// name, and for Chinese names by full pinyin and initials.
///
/// Each node has three lowercase fields (its name, a romanisation such as
/// pinyin, and initials) stored back to back in one byte buffer, with the byte
/// length of each field once the administrative suffix (`省`, `市`, `自治州`…)
/// is left off. Bundled datasets ship the romanisation (place-name readings
/// corrected by hand: 重庆 is `chongqing` only). For any other tree or list the
/// index reads the pinyin of every Chinese character from ``PinyinReadings``
/// and matches each character by any of its readings, so polyphones match
/// every way they can be read (`zhongqing` and `chongqing` both find 重庆,
/// `yh` finds 余杭区). A few nodes also have aliases, matched like a full
/// romanisation: the English names and common abbreviations of China's
/// provinces (`hongkong`, `hk` → 香港).
///
/// Results are ranked exact, prefix, initials, substring. Equal matches go by
/// prominence, when the data has it (``withProminence(_:)``; China's regions:
/// the top level, the sub-provincial cities, the other provincial capitals,
/// the municipalities' districts, the districts of those cities, then the
/// rest), then to the shallower node, then to data order (`gd` finds 广东省 before 广德市; `nanshan` finds 深圳 南山区
/// before 鹤岗 南山区, `chaoyang` 北京 朝阳区 before 辽宁 朝阳市).
///
/// <!-- snippet:
/// let index = try RegionDataset.china.load().searchIndex
/// -->
/// ```swift
/// let hits = index.search("xm", limit: 5)   // 厦门市 first
/// let list = CascadeSearchIndex(titles: ["北京", "上海", "广州", "深圳"])
/// list.search("sz").first?.node   // 3
/// ```
public struct CascadeSearchIndex: Sendable {
  let bytes: [UInt8]
  /// Field *f* of node *i* spans `offsets[3i + f] ..< offsets[3i + f + 1]`.
  let offsets: [Int32]
  /// The byte length of field *f* of node *i* without its suffix.
  let stems: [Int32]
  let depths: [CascadeTree.Depth]
  /// The parent of each node, `-1` for a root: a query naming a path
  /// (`深圳南山`) is matched down the tree.
  let parents: [Int32]
  /// Two masks per node, one bit per byte value (mod 64) present in its name
  /// (`2i`) and in its romanisation, initials and aliases (`2i + 1`): a field
  /// lacking a byte of the query cannot match, which skips most fields
  /// without reading them. Zero for nodes that are not searchable (placeholders).
  let masks: [UInt64]
  /// The nodes that have aliases, ascending: few, so they are kept apart
  /// rather than widening every node by a field.
  let aliasNodes: [Int32]
  /// The aliases of `aliasNodes[k]` span `aliasOffsets[k] ..< aliasOffsets[k + 1]`
  /// of `aliasBytes`, lowercase ASCII separated by commas.
  let aliasOffsets: [Int32]
  let aliasBytes: [UInt8]
  /// The pinyin readings of names the index read itself; empty for data that ships its pinyin.
  let readings: Readings
  /// The prominence class of each node (0 first), which orders equal
  /// matches; empty when every node is equal.
  let prominence: [UInt8]
  /// The tree whose names a search folds as it goes, block by block, when the index keeps no
  /// fields of its own (a tree of `scanningNodeCount` nodes or more); `nil` for an index.
  let scannedTree: CascadeTree?

  /// The bytes the index's buffers hold, for benchmarks; a scanned tree's arrays are the tree's.
  package var estimatedBytes: Int {
    guard scannedTree == nil else { return aliasOffsets.count * 4 + prominence.count }
    return bytes.count + offsets.count * 4 + stems.count * 4 + depths.count + parents.count * 4 + masks.count
      * 8
      + aliasNodes.count * 4
      + aliasOffsets.count * 4 + aliasBytes.count + readings.estimatedBytes + prominence.count
  }

  /// The number of nodes indexed.
  public var count: Int { depths.count }

  /// Indexes a tree shipped without pinyin: its names (lowercase, the accents
  /// of Latin letters removed: `zurich` finds Zürich) and the pinyin of their
  /// Chinese characters, every reading of each
  /// (``PinyinReadings``), whole and as initials.
  ///
  /// A name matches exactly with or without its administrative suffix
  /// (`深圳` and `shenzhen` for 深圳市; `yh` for 余杭区). Placeholder nodes
  /// (hidden in text) are not found.
  ///
  /// A tree of 1,048,576 nodes or more is not indexed: each search folds its names
  /// as it goes, a block at a time, and finds the same nodes in the same order, so the search
  /// takes no memory a node (an index takes about 46 bytes a node besides the folded names).
  ///
  /// - Complexity: O(total length of the names); one buffer reused for every name. O(1) for a
  ///   scanned tree, whose every search is then O(total length of the names searched).
  public init(tree: CascadeTree) {
    self.init(tree: tree, scanning: tree.count >= Self.scanningNodeCount)
  }

  /// Indexes a tree, or, when `scanning`, keeps only the tree and folds its names on every search.
  package init(tree: CascadeTree, scanning: Bool) {
    guard !scanning else {
      self.init(
        bytes: [], offsets: [], stems: [], depths: tree.depths, parents: tree.parents, masks: [],
        aliasNodes: [], aliasOffsets: [0], aliasBytes: [], scannedTree: tree)
      return
    }
    let builder = Builder(capacity: tree.count, byteCapacity: tree.count * 8)
    var name: [UInt8] = []
    for node in 0..<tree.count { Self.append(node: node, of: tree, to: builder, scratch: &name) }
    self = builder.build(depths: tree.depths, parents: tree.parents)
  }

  /// Indexes a flat list of titles (the rows of one wheel) as a tree of one
  /// level: node *i* is title *i*, matched by its name, the pinyin of its
  /// Chinese characters and their initials, and by `aliases` of it (a month's
  /// number: `4` → April), each matched like a name.
  ///
  /// ```swift
  /// let index = CascadeSearchIndex(titles: ["北京", "上海", "广州", "深圳"])
  /// index.search("shen").map(\.node)   // [3]
  /// ```
  /// - Complexity: O(total length of the titles); one buffer reused for every title.
  public init(titles: some Sequence<String>, aliases: (Int) -> String? = { _ in nil }) {
    let estimate = titles.underestimatedCount
    let builder = Builder(capacity: estimate, byteCapacity: estimate * 8)
    var name: [UInt8] = []
    var count = 0
    for title in titles {
      TextFolding.fold(title, into: &name)
      Self.append(name, isSearchable: true, to: builder)
      if let alias = aliases(count) {
        // An alias holding the separator would read as two: it is written without it.
        TextFolding.fold(alias, into: &name)
        name.removeAll { $0 == Self.aliasSeparator }
        name.withUnsafeBufferPointer { builder.appendAliases($0, isSearchable: true) }
      }
      count += 1
    }
    self = builder.build(
      depths: [CascadeTree.Depth](repeating: 0, count: count), parents: [Int32](repeating: -1, count: count))
  }

  /// Appends one folded name with its stem and readings.
  static func append(_ name: [UInt8], isSearchable: Bool, to builder: Builder) {
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    name.withUnsafeBufferPointer { name in
      // Administrative suffixes may be left off, as in the bundled data (`深圳` is exact for 深圳市).
      let stem = Builder.stemLength(name)
      builder.append(
        name: name, roman: empty, initials: empty, stems: (stem, 0, 0), isSearchable: isSearchable)
      builder.appendReadings(of: name, stemLength: stem, isSearchable: isSearchable)
    }
  }

  /// The index with a prominence class for every node (0 first, at most
  /// 255): equal matches are ordered by it before depth and data order.
  ///
  /// - Parameter prominence: one class a node, in node order; any other count
  ///   leaves every node equal.
  public func withProminence(_ prominence: [UInt8]) -> CascadeSearchIndex {
    CascadeSearchIndex(
      bytes: bytes, offsets: offsets, stems: stems, depths: depths, parents: parents, masks: masks,
      aliasNodes: aliasNodes, aliasOffsets: aliasOffsets, aliasBytes: aliasBytes, readings: readings,
      prominence: prominence.count == count ? prominence : [], scannedTree: scannedTree)
  }

  /// The prominence class of a node (0 when the index has none).
  public func prominence(of node: CascadeTree.NodeIndex) -> Int {
    prominence.indices.contains(node) ? Int(prominence[node]) : 0
  }

  init(
    bytes: [UInt8], offsets: [Int32], stems: [Int32], depths: [CascadeTree.Depth], parents: [Int32],
    masks: [UInt64],
    aliasNodes: [Int32], aliasOffsets: [Int32], aliasBytes: [UInt8], readings: Readings = Readings(),
    prominence: [UInt8] = [], scannedTree: CascadeTree? = nil
  ) {
    self.bytes = bytes
    self.offsets = offsets
    self.stems = stems
    self.depths = depths
    self.parents = parents
    self.masks = masks
    self.aliasNodes = aliasNodes
    self.aliasOffsets = aliasOffsets
    self.aliasBytes = aliasBytes
    self.readings = readings
    self.prominence = prominence
    self.scannedTree = scannedTree
  }

  /// The romanisation of a node (full pinyin for Chinese names, `""` when none was shipped).
  public func romanization(of node: CascadeTree.NodeIndex) -> String { field(1, of: node) }

  /// The initials of a node (`gds` for 广东省, `""` when none were shipped).
  public func initials(of node: CascadeTree.NodeIndex) -> String { field(2, of: node) }

  /// The aliases of a node, lowercase and without spaces (`["hongkong", "hk"]`
  /// for 香港特别行政区), `[]` for most nodes.
  ///
  /// - Complexity: O(nodes with aliases).
  public func aliases(of node: CascadeTree.NodeIndex) -> [String] {
    guard let entry = aliasNodes.firstIndex(of: Int32(truncatingIfNeeded: node)) else { return [] }
    let field = aliasBytes[Int(aliasOffsets[entry])..<Int(aliasOffsets[entry + 1])]
    return field.split(separator: Self.aliasSeparator).map { String(decoding: $0, as: UTF8.self) }
  }

  private func field(_ field: Int, of node: Int) -> String {
    // A scanned tree ships no romanisation or initials.
    guard node >= 0, node < count, scannedTree == nil else { return "" }
    let start = Int(offsets[3 * node + field])
    let end = Int(offsets[3 * node + field + 1])
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The nodes that match `query`, best first.
  ///
  /// Pinyin may be typed in syllables (`xi'an`, `guang dong`): when nothing
  /// matches, the query is tried again on romanisations without its spaces
  /// and apostrophes.
  ///
  /// Over the whole tree, a query may also name a path, root first: terms
  /// separated by spaces or written together (`深圳南山`, `shenzhen nanshan`,
  /// `sz ns`, `深圳 nanshan`), each matching a deeper node than the one before
  /// (a level may be skipped: `广东南山` is 广东省 … 南山区). Every term but the
  /// last is a whole name, pinyin or initials; the last may be any match. A
  /// path counts as its weakest term, and ranks above single names matching
  /// as well (`sz ns` finds 深圳市 南山区 first); the hit is its deepest node.
  ///
  /// - Parameters:
  ///   - query: what was typed; case and the accents of Latin letters do not matter
  ///     (`zurich` finds Zürich, `sao paulo` São Paulo); surrounding spaces are ignored.
  ///   - nodes: the nodes to search, e.g. the children of one node (the rows
  ///     of one wheel), where paths are not looked for; `nil` for the whole tree.
  ///   - maxDepth: the deepest level to search (0 for roots only); `nil` for all.
  ///   - limit: the most hits to return; `nil` for all.
  ///   - cancellation: asked every few thousand nodes whether the search is still wanted; a
  ///     cancelled search stops at once and returns the hits found so far.
  /// - Complexity: O(bytes of the nodes searched); allocates the result and,
  ///   for a path, one word per node.
  public func search(
    _ query: String, among nodes: Range<Int>? = nil, maxDepth: Int? = nil, limit: Int? = 50,
    cancellation: SearchCancellation = .never
  ) -> [CascadeSearchHit] {
    let trimmed = String(query.trimmingSpaces)
    // Names are indexed folded (`zurich` finds Zürich), so the query is too.
    let needle = TextFolding.folded(trimmed)
    // Romanisations are plain ASCII: `Île` must find `ile`, `Nǐ` must find `ni`.
    let folded = Array(trimmed.lowercased().folding(options: .diacriticInsensitive, locale: nil).utf8)
    let range = (nodes ?? 0..<count).clamped(to: 0..<count)
    let singles = singleTermBuckets(
      needle: needle, folded: folded, nodes: range, maxDepth: maxDepth, limit: limit, cancellation)
    let paths =
      nodes == nil && !cancellation.isCancelled
      ? pathRanks(PathQuery(folded), maxDepth: maxDepth ?? Int.max, cancellation) : [:]
    return hits(singles: singles, paths: paths, limit: limit ?? Int.max)
  }

  /// The single-name matches of a query in five ranks (exact, prefix, whole
  /// initials, initials prefix, substring), each in node order.
  private func singleTermBuckets(
    needle: [UInt8], folded: [UInt8], nodes: Range<Int>, maxDepth: Int?, limit: Int?,
    _ cancellation: SearchCancellation
  ) -> [[Int32]] {
    let buckets = search(
      needle: needle, folded: folded, nodes: nodes, maxDepth: maxDepth, limit: limit, cancellation)
    let space = UInt8(ascii: " ")
    let syllableMarks: Set<UInt8> = [space, UInt8(ascii: "'")]
    guard buckets.allSatisfy(\.isEmpty), folded.contains(where: syllableMarks.contains),
      !cancellation.isCancelled
    else {
      return buckets
    }
    // Spaces typed for hyphens: `ile de` finds Île-de-France, `guinea bissau` Guinea-Bissau.
    if folded.contains(space) {
      let hyphen = UInt8(ascii: "-")
      let buckets = search(
        needle: needle.map { $0 == space ? hyphen : $0 }, folded: folded.map { $0 == space ? hyphen : $0 },
        nodes: nodes, maxDepth: maxDepth, limit: limit, cancellation)
      if !buckets.allSatisfy(\.isEmpty) || cancellation.isCancelled { return buckets }
    }
    // Only romanisations are compared without the marks: names keep their spaces (`New York`).
    let joined = folded.filter { !syllableMarks.contains($0) }
    return search(
      needle: needle, folded: joined, nodes: nodes, maxDepth: maxDepth, limit: limit, cancellation,
      romanOnly: true)
  }

  /// The hits of both searches, best first: by rank, paths before single
  /// names, then prominence, then node order (shallower first, then data order); one hit a node.
  private func hits(singles: [[Int32]], paths: [Int32: Int], limit: Int) -> [CascadeSearchHit] {
    // The rank a path node has as a single name, when that is better.
    var singleRanks: [Int32: Int] = [:]
    if !paths.isEmpty {
      for (rank, bucket) in singles.enumerated() {
        for node in bucket where paths[node] != nil && singleRanks[node] == nil { singleRanks[node] = rank }
      }
    }
    var pathBuckets: [[Int32]] = Array(repeating: [], count: singles.count)
    for (node, rank) in paths where singleRanks[node].map({ $0 >= rank }) ?? true {
      pathBuckets[rank].append(node)
    }
    var hits: [CascadeSearchHit] = []
    hits.reserveCapacity(min(limit, singles.reduce(paths.count) { $0 + $1.count }))
    for rank in singles.indices {
      let kind: SearchMatchKind =
        switch rank {
        case 0: .exact
        case 1: .prefix
        case 2, 3: .initials
        default: .substring
        }
      for node in ordered(pathBuckets[rank].sorted()) {
        guard hits.count < limit else { return hits }
        hits.append(CascadeSearchHit(node: Int(node), depth: Int(depths[Int(node)]), match: kind))
      }
      for node in ordered(singles[rank]) where paths[node].map({ $0 > rank }) ?? true {
        guard hits.count < limit else { return hits }
        hits.append(CascadeSearchHit(node: Int(node), depth: Int(depths[Int(node)]), match: kind))
      }
    }
    return hits
  }

  /// Nodes in node order, ordered by prominence when the index has it, node
  /// order kept within a class.
  ///
  /// - Complexity: O(*k*): a counting sort over the classes present.
  private func ordered(_ nodes: [Int32]) -> [Int32] {
    guard !prominence.isEmpty, nodes.count > 1 else { return nodes }
    var counts = [Int](repeating: 0, count: 257)
    for node in nodes { counts[Int(prominence[Int(node)]) + 1] += 1 }
    guard counts.filter({ $0 > 0 }).count > 1 else { return nodes }
    for value in 1..<counts.count { counts[value] += counts[value - 1] }
    var result = [Int32](repeating: 0, count: nodes.count)
    for node in nodes {
      let value = Int(prominence[Int(node)])
      result[counts[value]] = node
      counts[value] += 1
    }
    return result
  }

  private func search(
    needle: [UInt8], folded: [UInt8], nodes: Range<Int>, maxDepth: Int?, limit: Int?,
    _ cancellation: SearchCancellation, romanOnly: Bool = false
  ) -> [[Int32]] {
    let limit = limit ?? Int.max
    // Five ranks: exact, prefix, whole initials, initials prefix, substring.
    var buckets: [[Int32]] = Array(repeating: [], count: 5)
    guard !needle.isEmpty, limit > 0 else { return buckets }
    // A mask with every bit set is never contained in a field's mask: the name is not compared.
    let nameMask = romanOnly ? UInt64.max : Self.mask(needle)
    let romanMask = Self.mask(folded)
    let deepest = maxDepth ?? Int.max
    var worstNeeded = 4
    var aliasCursor = 0
    var readingQueries = LazyReadingQuery(folded)
    let searched = scannedTree == nil ? nodes : searchedNodes(nodes, maxDepth: deepest)
    // A cancelled search stops at its check and folds no further block.
    var stopped = false
    withFields(of: searched, skipping: { _ in stopped }) { fields, block in
      let readingQuery = fields.hasNoReadings ? nil : readingQueries.query
      let (text, offsets, stems, masks) = (fields.text, fields.offsets, fields.stems, fields.masks)
      needle.withUnsafeBufferPointer { needle in
        folded.withUnsafeBufferPointer { folded in
          depths.withUnsafeBufferPointer { depths in
            for node in block {
              if cancellation.isCancelled(atRow: node) {
                stopped = true
                break
              }
              guard Int(depths[node]) <= deepest else { continue }
              let entry = node - fields.first
              let checksName = masks[2 * entry] & nameMask == nameMask
              let checksRoman = masks[2 * entry + 1] & romanMask == romanMask
              guard checksName || checksRoman else { continue }
              var rank = Self.rank(
                node: entry, text: text, offsets: offsets, stems: stems, needle: needle, folded: folded,
                checksName: checksName, checksRoman: checksRoman, worst: worstNeeded)
              if rank > 0, checksRoman, let alias = aliasEntry(of: node, cursor: &aliasCursor) {
                rank = min(rank, aliasRank(alias, folded, worst: worstNeeded))
              }
              if rank > 0, checksRoman, let readingQuery {
                rank = min(rank, fields.readingRank(of: entry, readingQuery, from: 0, worst: worstNeeded))
              }
              guard rank <= worstNeeded else { continue }
              buckets[rank].append(Int32(node))
              // Once better ranks fill the limit, worse ones need not be checked at all.
              var better = 0
              for bucket in 0..<worstNeeded {
                better += buckets[bucket].count
                if better >= limit {
                  worstNeeded = bucket
                  break
                }
              }
            }
          }
        }
      }
    }
    return buckets
  }

  /// The part of `nodes` no deeper than `maxDepth`: depths never decrease in node order.
  func searchedNodes(_ nodes: Range<Int>, maxDepth: Int) -> Range<Int> {
    guard maxDepth < Int.max, !nodes.isEmpty else { return nodes }
    var low = nodes.lowerBound
    var high = nodes.upperBound
    while low < high {
      let middle = (low + high) / 2
      if Int(depths[middle]) > maxDepth { high = middle } else { low = middle + 1 }
    }
    return nodes.lowerBound..<low
  }

  /// The entry of `node` in the alias table, moving `cursor` on: nodes are
  /// searched in increasing order, so the table is walked once a search.
  func aliasEntry(of node: Int, cursor: inout Int) -> Int? {
    while cursor < aliasNodes.count, Int(aliasNodes[cursor]) < node { cursor += 1 }
    return cursor < aliasNodes.count && Int(aliasNodes[cursor]) == node ? cursor : nil
  }

  /// The best rank of the aliases of one entry: each counts like a full
  /// romanisation (0 whole, 1 start, 4 inside, 5 no match; 4 only when `worst` allows).
  func aliasRank(_ entry: Int, _ needle: UnsafeBufferPointer<UInt8>, worst: Int) -> Int {
    guard !needle.isEmpty else { return 5 }
    var best = 5
    var start = Int(aliasOffsets[entry])
    let end = Int(aliasOffsets[entry + 1])
    while start < end {
      var stop = start
      while stop < end, aliasBytes[stop] != Self.aliasSeparator { stop += 1 }
      let alias = aliasBytes[start..<stop]
      if alias.starts(with: needle) {
        if alias.count == needle.count { return 0 }
        best = 1
      } else if best > 4, worst >= 4, alias.count > needle.count,
        alias.indices.dropFirst().contains(where: { alias[$0...].starts(with: needle) })
      {
        best = 4
      }
      start = stop + 1
    }
    return best
  }

  /// What separates the aliases of a node.
  static let aliasSeparator = UInt8(ascii: ",")

  static func mask(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0) { $0 | 1 << ($1 & 63) }
  }

  /// The best rank (0…4) of a node, or 5 for no match; ranks past `worst` are not checked.
  static func rank(
    node: Int, text: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int32>,
    stems: UnsafeBufferPointer<Int32>, needle nameNeedle: UnsafeBufferPointer<UInt8>,
    folded: UnsafeBufferPointer<UInt8>, checksName: Bool, checksRoman: Bool, worst: Int
  ) -> Int {
    var best = 5
    for field in 0..<3 {
      guard field == 0 ? checksName : checksRoman else { continue }
      let needle = field == 0 ? nameNeedle : folded
      guard !needle.isEmpty else { continue }
      let start = Int(offsets[3 * node + field])
      let end = Int(offsets[3 * node + field + 1])
      let length = end - start
      guard length > 0 else { continue }
      let stem = Int(stems[3 * node + field])
      let isPrefix = needle.count <= length && matches(text, at: start, needle)
      if field == 2 {
        if isPrefix && (needle.count == length || needle.count == stem) {
          best = min(best, 2)
        } else if isPrefix {
          best = min(best, 3)
        }
        continue
      }
      if isPrefix && (needle.count == length || needle.count == stem) { return 0 }
      if isPrefix {
        best = min(best, 1)
      } else if best > 4 && worst >= 4 && contains(text, from: start + 1, to: end, needle) {
        best = 4
      }
    }
    return best
  }

  static func matches(
    _ text: UnsafeBufferPointer<UInt8>, at start: Int, _ needle: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    var index = 0
    while index < needle.count {
      if text[start + index] != needle[index] { return false }
      index += 1
    }
    return true
  }

  static func contains(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let first = needle[0]
    var position = start
    let last = end - needle.count
    while position <= last {
      if text[position] == first && matches(text, at: position, needle) { return true }
      position += 1
    }
    return false
  }
}
