/// How a row matched a search, best first: results are ranked in this order.
public enum SearchMatchKind: Int, Hashable, Sendable, Comparable, Codable, CaseIterable {
  /// The whole name, or the whole pinyin, with or without its administrative
  /// suffix (`厦门`, `xiamen`, `xiamenshi` → 厦门市), or a whole alias
  /// (`hongkong`, `hk` → 香港特别行政区).
  case exact
  /// The start of the name, of its pinyin or of an alias (`guang` → 广东省).
  case prefix
  /// The pinyin initials, or their start (`gd` → 广东省, `cq` → 重庆市).
  case initials
  /// Anywhere inside the name, its pinyin or an alias (`门` → 厦门市).
  case substring

  /// Orders kinds from best to worst.
  public static func < (lhs: SearchMatchKind, rhs: SearchMatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
