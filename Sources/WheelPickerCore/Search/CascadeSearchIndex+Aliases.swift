import Foundation

extension CascadeSearchIndex {
  /// The alias by which `node` matches `query` better than by its own name,
  /// romanisation or initials, else `nil`: what a sheet marks a hit by (a
  /// former name, `蓟县` or `jixian` for 蓟州区; an English exonym).
  ///
  /// Aliases compare as ``search(_:among:maxDepth:limit:cancellation:)`` compares them:
  /// whole, then start, then inside, case and accents ignored, and without
  /// spaces and apostrophes too.
  ///
  /// - Complexity: O(nodes with aliases + length of the node's fields).
  public func alias(matching query: String, of node: CascadeTree.NodeIndex) -> String? {
    guard node >= 0, node < count else { return nil }
    let aliases = aliases(of: node)
    guard !aliases.isEmpty else { return nil }
    let trimmed = String(query.trimmingSpaces)
    let needle = TextFolding.folded(trimmed)
    let folded = Array(trimmed.lowercased().folding(options: .diacriticInsensitive, locale: nil).utf8)
    guard !needle.isEmpty else { return nil }
    let own = bytes.withUnsafeBufferPointer { text in
      offsets.withUnsafeBufferPointer { offsets in
        stems.withUnsafeBufferPointer { stems in
          needle.withUnsafeBufferPointer { needle in
            folded.withUnsafeBufferPointer { folded in
              Self.rank(
                node: node, text: text, offsets: offsets, stems: stems, needle: needle, folded: folded,
                checksName: true, checksRoman: true, worst: 4)
            }
          }
        }
      }
    }
    let joined = folded.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "'") }
    var best: (rank: Int, alias: String)?
    for alias in aliases {
      let bytes = Array(alias.utf8)
      let rank = min(Self.rankOfAlias(bytes, folded), Self.rankOfAlias(bytes, joined))
      if rank < own, rank < (best?.rank ?? 5) { best = (rank, alias) }
    }
    return best?.alias
  }

  /// 0 whole, 1 start, 4 inside, 5 no match.
  private static func rankOfAlias(_ alias: [UInt8], _ needle: [UInt8]) -> Int {
    guard !needle.isEmpty, needle.count <= alias.count else { return 5 }
    if alias.starts(with: needle) { return alias.count == needle.count ? 0 : 1 }
    guard alias.count > needle.count else { return 5 }
    for start in 1...(alias.count - needle.count) where alias[start...].starts(with: needle) { return 4 }
    return 5
  }
}
