extension RegionModel {
  /// The value a default names, by tolerant names or by code.
  ///
  /// - Names, separated by spaces: `上海` finds 上海市, `广东 深圳` finds
  ///   广东省 深圳市; a level may be skipped when the first name is found
  ///   nowhere else (`深圳` alone finds 广东省 深圳市). Placeholder levels are
  ///   passed through (`北京 东城` is 北京市 市辖区 东城区). A name matches by
  ///   equality, then without its suffix (省, 市, 自治区…), then as the start
  ///   of a name.
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
    let components = text.split(whereSeparator: { $0.isWhitespace || $0 == "/" || $0 == "," || $0 == "，" })
      .map(String.init)
    guard !components.isEmpty else {
      throw WheelPickerError(.valueNotAvailable, "default \"\(text)\" for \(data.title) is empty")
    }
    if let node = node(forCode: components.joined(separator: " ")) { return node }
    var parent: Int?
    var level = 0
    var position = 0
    while position < components.count {
      // Names may hold spaces (`United Kingdom`, `New York`): try the longest run of words first.
      var found: (node: Int, words: Int)?
      // Place names hold at most a few words; longer runs would only cost time.
      for words in stride(from: min(components.count - position, 4), through: 1, by: -1) {
        let name = components[position..<(position + words)].joined(separator: " ")
        if let node = match(name, under: parent) ?? (level == 0 ? matchAnywhere(name) : nil) {
          found = (node, words)
          break
        }
      }
      guard let found else {
        let component = components[position]
        let candidates = candidates(under: parent).map { tree.names[$0] }
        let nearest = RegionNameMatcher.nearest(to: component, among: candidates, count: 3)
        let place = parent.map { "under \(tree.names[$0])" } ?? "at the top level"
        throw WheelPickerError(
          .valueNotAvailable,
          "default \"\(text)\" for \(data.title): no \(name(ofWheel: min(level, wheelCount - 1))) "
            + "named \"\(component)\" \(place); nearest: \(nearest.joined(separator: ", "))")
      }
      parent = found.node
      position += found.words
      level = Int(tree.depths[found.node]) + 1
    }
    guard let parent else {
      throw WheelPickerError(.valueNotAvailable, "default \"\(text)\" for \(data.title) names no region")
    }
    guard Int(tree.depths[parent]) < wheelCount else {
      throw WheelPickerError(
        .valueNotAvailable,
        "default \"\(text)\" for \(data.title) names a level deeper than the picker's \(wheelCount) wheels")
    }
    return parent
  }

  /// The node whose code is `code`, also in the 6-digit GB/T 2260 form.
  private func node(forCode code: String) -> Int? {
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
      if tree.hiddenInText[node] { result.append(contentsOf: tree.children(of: node)) }
    }
    return result.filter { Int(tree.depths[$0]) < wheelCount }
  }

  private func match(_ component: String, under parent: Int?) -> Int? {
    let candidates = candidates(under: parent)
    return RegionNameMatcher.best(component, among: candidates.map { tree.names[$0] }).map { candidates[$0] }
  }

  /// The shallowest node anywhere whose name matches, for a first name given alone (`深圳`).
  private func matchAnywhere(_ component: String) -> Int? {
    let visible = (0..<tree.count).filter { !tree.hiddenInText[$0] && Int(tree.depths[$0]) < wheelCount }
    return RegionNameMatcher.best(component, among: visible.map { tree.names[$0] }).map { visible[$0] }
  }
}
