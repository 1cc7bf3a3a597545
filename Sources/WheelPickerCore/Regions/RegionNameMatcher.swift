/// Tolerant matching of place names typed by a person against official ones.
enum RegionNameMatcher {
  /// Administrative suffixes that may be left off, longest first.
  static let suffixes = [
    "维吾尔自治区", "壮族自治区", "回族自治区", "特别行政区", "自治区", "自治州", "自治县", "自治旗", "地区",
    "林区", "特区", "街道", "省", "市", "区", "县", "盟", "旗", "镇", "乡",
  ]

  /// The name without its administrative suffix (`广东省` → `广东`), never empty.
  static func stem(_ name: String) -> Substring {
    for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      return name.dropLast(suffix.count)
    }
    return Substring(name)
  }

  /// What a person typed, prepared once to be compared with many names.
  struct Query {
    let text: String
    let stem: Substring
    /// The suffix `text` ends with (`市` of `吉林市`), empty when none.
    let suffix: Substring
    /// `text` lowercased, `nil` when it has no cased letters (Chinese has none).
    let lowered: String?

    init(_ text: String) {
      self.text = text
      stem = RegionNameMatcher.stem(text)
      suffix = text[stem.endIndex...]
      lowered = text.contains(where: \.isCased) ? text.lowercased() : nil
    }
  }

  /// How well `query` matches a name, best first: 0 equal (any case), 1 equal
  /// without suffixes where the query has none or the same one (`广东` for
  /// 广东省), 2 equal without differing suffixes (`吉林市` for 吉林省), 3 the
  /// start of the name; `nil` for no match.
  static func quality(of query: Query, against name: String) -> Int? {
    if name == query.text { return 0 }
    let nameStem = stem(name)
    if nameStem == query.stem {
      return query.suffix.isEmpty || query.suffix == name[nameStem.endIndex...] ? 1 : 2
    }
    if name.hasPrefix(query.text) { return 3 }
    guard let lowered = query.lowered else { return nil }
    let loweredName = name.lowercased()
    if loweredName == lowered { return 0 }
    return loweredName.hasPrefix(lowered) ? 3 : nil
  }

  /// Up to `count` names closest to `text` by edit distance, suffixes left
  /// off; ties go to the longer common start, then to data order. A name that shares no
  /// character with the text in any alignment (every one replaced) is never offered.
  static func nearest(to text: String, among names: [String], count: Int) -> [String] {
    let target = Array(stem(text).lowercased())
    let scored = names.enumerated().compactMap { (offset, name) -> (Int, Int, Int, String)? in
      let candidate = Array(stem(name).lowercased())
      let common = zip(target, candidate).prefix(while: { $0 == $1 }).count
      let distance = distance(target, candidate)
      // A name that shares nothing with the text (every character replaced) is not near it.
      guard distance < max(target.count, candidate.count) else { return nil }
      return (distance, -common, offset, name)
    }
    return scored.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.prefix(count).map(\.3)
  }

  /// Levenshtein distance between two character arrays.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
