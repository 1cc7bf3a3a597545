extension RegionModel {
  /// The value a default names, by tolerant names or by code.
  ///
  /// - Names, separated by spaces: `上海` finds 上海市, `广东 深圳` finds
  ///   广东省 深圳市; a level may be skipped when the first name is found
  ///   nowhere else (`深圳` alone finds 广东省 深圳市). Placeholder levels are
  ///   passed through (`北京 东城` is 北京市 市辖区 东城区). A name matches by
  ///   equality, then without its suffix (省, 市, 自治区…), then as the start
  ///   of a name, then by the full pinyin or an alias the data ships
  ///   (`guangdong`, `Hong Kong`). Names written together are taken apart
  ///   (`广东省深圳市`, `广东深圳`).
  /// - Codes: a node's code (`44`, `4403`, `GB-ENG`, `90001`) or a Chinese
  ///   code in the 6-digit GB/T 2260 form (`440000`, `440300`).
  ///
  /// Wheels below the node named show their first row.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the default,
  ///   the level that failed and the nearest names.
  /// - Complexity: O(*n*) in the worst case (a code or a name searched over the tree).
  public func path(forDefault text: String) throws(WheelPickerError) -> RegionPath {
    try path(toNode: try node(forDefault: text))
  }

  /// The node a default names (see ``path(forDefault:)``).
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the default and the nearest names.
  public func node(forDefault text: String) throws(WheelPickerError) -> CascadeTree.NodeIndex {
    var components = text.split(whereSeparator: { $0.isWhitespace || $0 == "/" || $0 == "," || $0 == "，" })
      .map(String.init)
    guard !components.isEmpty else {
      throw WheelPickerError(
        .valueNotAvailable, "default \"\(text)\" for \(data.title) is empty", reason: .emptyPath)
    }
    if let node = node(forCode: components.joined(separator: " ")) { return node }
    var parent: Int?
    var level = 0
    var position = 0
    // Every visible node, shallowest first, for a first name given alone (`深圳`): built once, when needed.
    var everywhere: [Int]?
    while position < components.count {
      let remaining = components[position...]
      var found = match(remaining, under: parent, everywhere: level == 0 ? { visible(&everywhere) } : nil)
      if found == nil,
        let (node, rest) = leadingName(
          of: components[position], among: level == 0 ? visible(&everywhere) : candidates(under: parent))
      {
        // `广东省深圳市`: the first name is taken off and the rest read at the next level.
        components[position] = rest
        found = (node, 0)
      }
      guard let found else { throw unknown(components[position], in: text, under: parent, level: level) }
      parent = found.node
      position += found.words
      level = Int(tree.depths[found.node]) + 1
    }
    guard let parent else {
      throw WheelPickerError(
        .valueNotAvailable, "default \"\(text)\" for \(data.title) names no region", reason: .notFound)
    }
    guard Int(tree.depths[parent]) < wheelCount else { throw tooDeep(text) }
    return parent
  }

  private func unknown(
    _ component: String, in text: String, under parent: Int?, level: Int
  ) -> WheelPickerError {
    // Below the deepest wheel there is nothing to match: the default goes too deep.
    guard level < wheelCount else { return tooDeep(text) }
    let candidates = candidates(under: parent)
    // Pinyin finds what edit distance cannot (`Guangdong` is nowhere near 广东省 in characters).
    let allowed = Set(candidates)
    var nearest = data.searchIndex.search(component, maxDepth: wheelCount - 1, limit: 200)
      .map(\.node).filter(allowed.contains).prefix(3).map { tree.names[$0] }
    if nearest.isEmpty {
      nearest = RegionNameMatcher.nearest(to: component, among: candidates.map { tree.names[$0] }, count: 3)
    }
    let place = parent.map { "under \(tree.names[$0])" } ?? "at the top level"
    let near = nearest.isEmpty ? "" : "; nearest: \(nearest.joined(separator: ", "))"
    return WheelPickerError(
      .valueNotAvailable,
      "default \"\(text)\" for \(data.title): no \(traits(ofWheel: min(level, wheelCount - 1)).name) "
        + "named \"\(component)\" \(place)\(near)", reason: .notFound)
  }

  private func tooDeep(_ text: String) -> WheelPickerError {
    WheelPickerError(
      .valueNotAvailable,
      "default \"\(text)\" for \(data.title) names a level deeper than the picker's \(wheelCount) wheels",
      reason: .tooDeep)
  }

  /// The node whose code is `code`, also in the 6-digit GB/T 2260 form.
  func node(forCode code: String) -> Int? {
    var candidates = [code]
    if code.count == 6, code.allSatisfy(\.isASCII), code.allSatisfy(\.isNumber) {
      // 440000 → 44, 440300 → 4403, as the data shortens province and prefecture codes.
      var short = Substring(code)
      while short.count > 2, short.hasSuffix("00") { short = short.dropLast(2) }
      candidates.append(String(short))
    }
    // `gb-eng`, `ny`: codes are ASCII letters and digits, so case does not matter.
    if code.allSatisfy(\.isASCII), code.uppercased() != code { candidates.append(code.uppercased()) }
    for candidate in candidates {
      switch cascade.keyIndex.match(candidate) {
      case .none: continue
      case .unique(let node): if Int(tree.depths[node]) < wheelCount { return node }
      case .ambiguous:
        // Keys repeat (a ZIP code in two trees): the shallowest, then the first.
        let node = (0..<tree.count).first { tree.keys[$0] == candidate && Int(tree.depths[$0]) < wheelCount }
        if let node { return node }
      }
    }
    return nil
  }

  /// The children of `parent`, looking through placeholder rows to their children.
  private func candidates(under parent: Int?) -> [Int] {
    var result: [Int] = []
    for node in tree.children(of: parent) {
      result.append(node)
      if tree.isHiddenInText(node) { result.append(contentsOf: tree.children(of: node)) }
    }
    return result.filter { Int(tree.depths[$0]) < wheelCount }
  }

  private func visible(_ cache: inout [Int]?) -> [Int] {
    if let cache { return cache }
    let nodes = (0..<tree.count).filter { !tree.isHiddenInText($0) && Int(tree.depths[$0]) < wheelCount }
    cache = nodes
    return nodes
  }

  /// The node the first words of `words` name and how many words it took.
  ///
  /// Runs of up to four words are tried, longest first, since names may hold
  /// spaces (`United Kingdom`); first under `parent`, then, for the first
  /// name, anywhere when that matches better (`吉林市` is the prefecture, not
  /// 吉林省), then by the full pinyin the data ships (`guangdong`).
  private func match(
    _ words: ArraySlice<String>, under parent: Int?, everywhere: (() -> [Int])?
  ) -> (node: Int, words: Int)? {
    let local = candidates(under: parent)
    let runs = (1...min(words.count, 4)).reversed().map { count in
      (words.prefix(count).joined(separator: " "), count)
    }
    var weak: (node: Int, quality: Int, words: Int)?
    for (name, count) in runs {
      guard let best = bestMatch(name, among: local) else { continue }
      if best.quality <= 1 { return (best.node, count) }
      if best.quality < weak?.quality ?? Int.max { weak = (best.node, best.quality, count) }
    }
    // A level's code among names (`ny 10001`, `广东 4403`); codes are ASCII, so case does not matter.
    let code = words[words.startIndex].uppercased()
    if let node = local.first(where: { tree.keys[$0].uppercased() == code }) { return (node, 1) }
    if let everywhere {
      let nodes = everywhere()
      for (name, count) in runs {
        if let best = bestMatch(name, among: nodes), best.quality < weak?.quality ?? Int.max {
          return (best.node, count)
        }
      }
    }
    if let weak { return (weak.node, weak.words) }
    let allowed = Set(everywhere?() ?? local)
    for (name, count) in runs {
      let hit = data.searchIndex.search(name, maxDepth: wheelCount - 1, limit: nil)
        .first { $0.match == .exact && allowed.contains($0.node) }
      if let hit { return (hit.node, count) }
    }
    return nil
  }

  /// The best match among `nodes` by name or by the title a wheel shows (`北京市` for 市辖区).
  private func bestMatch(_ component: String, among nodes: [Int]) -> (node: Int, quality: Int)? {
    let query = RegionNameMatcher.Query(component)
    var best: (node: Int, quality: Int)?
    for node in nodes {
      var quality = RegionNameMatcher.quality(of: query, against: tree.names[node])
      if let title = tree.explicitTitle(of: node),
        let byTitle = RegionNameMatcher.quality(of: query, against: title)
      {
        quality = min(quality ?? byTitle, byTitle)
      }
      guard let quality, quality < best?.quality ?? Int.max else { continue }
      best = (node, quality)
      if quality == 0 { break }
    }
    return best
  }

  /// The node whose name, or name without its suffix, starts `component`
  /// (`广东省` or `广东` in `广东省深圳市`), the longest first, and the rest.
  private func leadingName(of component: String, among nodes: [Int]) -> (Int, String)? {
    var best: (node: Int, length: Int)?
    let length = component.count
    for node in nodes {
      for prefix in [tree.names[node], String(RegionNameMatcher.stem(tree.names[node]))]
      where prefix.count < length && prefix.count > (best?.length ?? 0)
        && component.hasPrefix(prefix)
      {
        best = (node, prefix.count)
      }
    }
    guard let best else { return nil }
    return (best.node, String(component.dropFirst(best.length)))
  }

  /// The node whose display text, names joined by `separator` with
  /// placeholders left out, is exactly `text` (`Bolivia, Plurinational State
  /// of-El Beni` holds separators and commas of its own), or `nil`.
  ///
  /// - Complexity: O(nodes whose display text starts `text`): each node has
  ///   one path, so no node is tried twice.
  func node(forDisplayText text: Substring, separator: String, under parent: Int? = nil) -> Int? {
    for node in candidates(under: parent) where !tree.isHiddenInText(node) {
      let name = tree.names[node]
      guard text.hasPrefix(name) else { continue }
      let rest = text.dropFirst(name.count)
      if rest.isEmpty { return node }
      guard !separator.isEmpty, rest.hasPrefix(separator) else { continue }
      if let found = self.node(
        forDisplayText: rest.dropFirst(separator.count), separator: separator, under: node)
      {
        return found
      }
    }
    return nil
  }
}
