import Foundation

/// A search index over every node of a ``CascadeTree``: type to find rows by
/// name, and for Chinese names by full pinyin and initials.
///
/// Each node has three lowercase fields (its name, a romanisation such as
/// pinyin, and initials) stored back to back in one byte buffer, with the byte
/// length of each field once the administrative suffix (`省`, `市`, `自治州`…)
/// is left off. Bundled datasets ship the romanisation; for a user's tree it
/// is empty and names still match by prefix and substring.
///
/// Results are ranked exact, prefix, initials, substring; ties go to the
/// shallower node, then to data order (`gd` finds 广东省 before 广德市).
///
/// ```swift
/// let hits = index.search("xm", limit: 5)   // 厦门市 first
/// ```
public struct CascadeSearchIndex: Sendable {
  private let bytes: [UInt8]
  /// Field *f* of node *i* spans `offsets[3i + f] ..< offsets[3i + f + 1]`.
  private let offsets: [Int32]
  /// The byte length of field *f* of node *i* without its suffix.
  private let stems: [Int32]
  private let depths: [UInt8]
  /// Two masks per node, one bit per byte value (mod 64) present in its name
  /// (`2i`) and in its romanisation and initials (`2i + 1`): a field lacking a
  /// byte of the query cannot match, which skips most fields without reading
  /// them. Zero for nodes that are not searchable (placeholders).
  private let masks: [UInt64]

  /// The bytes the index's buffers hold, for benchmarks.
  public var estimatedBytes: Int {
    bytes.count + offsets.count * 4 + stems.count * 4 + depths.count + masks.count * 8
  }

  /// The number of nodes indexed.
  public var count: Int { depths.count }

  /// Indexes a tree by name only (lowercased), for trees shipped without pinyin.
  ///
  /// A name matches exactly with or without its administrative suffix
  /// (`深圳` for 深圳市). Placeholder nodes (hidden in text) are not found.
  ///
  /// - Complexity: O(total length of the names).
  public init(tree: CascadeTree) {
    let builder = Builder(capacity: tree.count, byteCapacity: tree.count * 8)
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    for node in 0..<tree.count {
      var name = tree.names[node].lowercased()
      // Administrative suffixes may be left off, as in the bundled data (`深圳` is exact for 深圳市).
      let stem = RegionNameMatcher.stem(name).utf8.count
      name.withUTF8 { name in
        builder.append(
          name: name, roman: empty, initials: empty, stems: (stem, 0, 0),
          isSearchable: !tree.hiddenInText[node])
      }
    }
    self = builder.build(depths: tree.depths)
  }

  fileprivate init(bytes: [UInt8], offsets: [Int32], stems: [Int32], depths: [UInt8], masks: [UInt64]) {
    self.bytes = bytes
    self.offsets = offsets
    self.stems = stems
    self.depths = depths
    self.masks = masks
  }

  /// The romanisation of a node (full pinyin for Chinese names, `""` when none was shipped).
  public func romanization(of node: CascadeTree.NodeIndex) -> String { field(1, of: node) }

  /// The initials of a node (`gds` for 广东省, `""` when none were shipped).
  public func initials(of node: CascadeTree.NodeIndex) -> String { field(2, of: node) }

  private func field(_ field: Int, of node: Int) -> String {
    guard node >= 0, node < count else { return "" }
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
  /// - Parameters:
  ///   - query: what was typed; case does not matter; surrounding spaces are ignored.
  ///   - nodes: the nodes to search, e.g. the children of one node (the rows
  ///     of one wheel); `nil` for the whole tree.
  ///   - maxDepth: the deepest level to search (0 for roots only); `nil` for all.
  ///   - limit: the most hits to return; `nil` for all.
  /// - Complexity: O(bytes of the nodes searched); allocates only the result.
  public func search(
    _ query: String, among nodes: Range<Int>? = nil, maxDepth: Int? = nil, limit: Int? = 50
  ) -> [CascadeSearchHit] {
    let lowered = query.trimmingSpaces.lowercased()
    let needle = Array(lowered.utf8)
    // Romanisations are plain ASCII: `Île` must find `ile`, `Nǐ` must find `ni`.
    let folded = Array(lowered.folding(options: .diacriticInsensitive, locale: nil).utf8)
    let nodes = (nodes ?? 0..<count).clamped(to: 0..<count)
    let hits = search(needle: needle, folded: folded, nodes: nodes, maxDepth: maxDepth, limit: limit)
    let space = UInt8(ascii: " ")
    let syllableMarks: Set<UInt8> = [space, UInt8(ascii: "'")]
    guard hits.isEmpty, folded.contains(where: syllableMarks.contains) else { return hits }
    // Spaces typed for hyphens: `ile de` finds Île-de-France, `guinea bissau` Guinea-Bissau.
    if folded.contains(space) {
      let hyphen = UInt8(ascii: "-")
      let hits = search(
        needle: needle.map { $0 == space ? hyphen : $0 }, folded: folded.map { $0 == space ? hyphen : $0 },
        nodes: nodes, maxDepth: maxDepth, limit: limit)
      if !hits.isEmpty { return hits }
    }
    // Only romanisations are compared without the marks: names keep their spaces (`New York`).
    let joined = folded.filter { !syllableMarks.contains($0) }
    return search(
      needle: needle, folded: joined, nodes: nodes, maxDepth: maxDepth, limit: limit, romanOnly: true)
  }

  private func search(
    needle: [UInt8], folded: [UInt8], nodes: Range<Int>, maxDepth: Int?, limit: Int?, romanOnly: Bool = false
  ) -> [CascadeSearchHit] {
    let limit = limit ?? Int.max
    guard !needle.isEmpty, limit > 0 else { return [] }
    // A mask with every bit set is never contained in a field's mask: the name is not compared.
    let nameMask = romanOnly ? UInt64.max : Self.mask(needle)
    let romanMask = Self.mask(folded)
    let deepest = maxDepth ?? Int.max
    // Five ranks: exact, prefix, whole initials, initials prefix, substring.
    var buckets: [[Int32]] = Array(repeating: [], count: 5)
    var worstNeeded = 4
    bytes.withUnsafeBufferPointer { text in
      offsets.withUnsafeBufferPointer { offsets in
        stems.withUnsafeBufferPointer { stems in
          needle.withUnsafeBufferPointer { needle in
            folded.withUnsafeBufferPointer { folded in
              masks.withUnsafeBufferPointer { masks in
                depths.withUnsafeBufferPointer { depths in
                  for node in nodes where Int(depths[node]) <= deepest {
                    let checksName = masks[2 * node] & nameMask == nameMask
                    let checksRoman = masks[2 * node + 1] & romanMask == romanMask
                    guard checksName || checksRoman else { continue }
                    let rank = Self.rank(
                      node: node, text: text, offsets: offsets, stems: stems, needle: needle, folded: folded,
                      checksName: checksName, checksRoman: checksRoman, worst: worstNeeded)
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
        }
      }
    }
    var hits: [CascadeSearchHit] = []
    hits.reserveCapacity(min(limit, buckets.reduce(0) { $0 + $1.count }))
    for (rank, bucket) in buckets.enumerated() {
      let kind: SearchMatchKind =
        switch rank {
        case 0: .exact
        case 1: .prefix
        case 2, 3: .initials
        default: .substring
        }
      for node in bucket {
        guard hits.count < limit else { return hits }
        hits.append(CascadeSearchHit(node: Int(node), depth: Int(depths[Int(node)]), match: kind))
      }
    }
    return hits
  }

  private static func mask(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0) { $0 | 1 << ($1 & 63) }
  }

  /// The best rank (0…4) of a node, or 5 for no match; ranks past `worst` are not checked.
  private static func rank(
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

  private static func matches(
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

  private static func contains(
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

extension CascadeSearchIndex {
  /// Accumulates the fields of each node in tree order.
  ///
  /// It writes into raw buffers it owns: loading appends ~300,000 small runs
  /// of bytes, and `Array.append` would check uniqueness and capacity for each.
  final class Builder {
    private let bytes: GrowableBuffer<UInt8>
    private let offsets: GrowableBuffer<Int32>
    private let stems: GrowableBuffer<Int32>
    private let masks: GrowableBuffer<UInt64>

    init(capacity: Int, byteCapacity: Int) {
      bytes = GrowableBuffer(capacity: byteCapacity)
      offsets = GrowableBuffer(capacity: 3 * capacity + 1)
      stems = GrowableBuffer(capacity: 3 * capacity)
      masks = GrowableBuffer(capacity: 2 * capacity)
      offsets.append(0)
    }

    /// Appends one node; the name's ASCII letters are lowercased on the way.
    func append(
      name: UnsafeBufferPointer<UInt8>, roman: UnsafeBufferPointer<UInt8>,
      initials: UnsafeBufferPointer<UInt8>,
      stems nodeStems: (Int, Int, Int)?, isSearchable: Bool
    ) {
      let nameStart = bytes.count
      bytes.append(contentsOf: name)
      var nameMask: UInt64 = 0
      for index in nameStart..<bytes.count {
        var byte = bytes[index]
        if byte >= 65 && byte <= 90 {
          byte += 32
          bytes[index] = byte
        }
        nameMask |= 1 << (byte & 63)
      }
      offsets.append(Int32(bytes.count))
      bytes.append(contentsOf: roman)
      offsets.append(Int32(bytes.count))
      bytes.append(contentsOf: initials)
      offsets.append(Int32(bytes.count))
      var romanMask: UInt64 = 0
      for byte in roman { romanMask |= 1 << (byte & 63) }
      for byte in initials { romanMask |= 1 << (byte & 63) }
      // A stem can never be longer than its field: clamp what the data says.
      stems.append(Int32(min(nodeStems?.0 ?? name.count, name.count)))
      stems.append(Int32(min(nodeStems?.1 ?? roman.count, roman.count)))
      stems.append(Int32(min(nodeStems?.2 ?? initials.count, initials.count)))
      masks.append(isSearchable ? nameMask : 0)
      masks.append(isSearchable ? romanMask : 0)
    }

    func build(depths: [UInt8]) -> CascadeSearchIndex {
      CascadeSearchIndex(
        bytes: bytes.takeArray(), offsets: offsets.takeArray(), stems: stems.takeArray(), depths: depths,
        masks: masks.takeArray())
    }
  }
}
