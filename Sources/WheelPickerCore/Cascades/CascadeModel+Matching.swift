extension CascadeModel {
  /// The value for a default typed by a person: names, else keys, else the
  /// key of one node alone, root first.
  ///
  /// Names match as region defaults do: equal in any case and width
  /// (`ＧＵＡＮＧＤＯＮＧ` is `guangdong`), then without an administrative
  /// suffix (`广东` for 广东省, `深圳` for 深圳市), then as the start of a
  /// name; the best match of a level wins, the first in data order on a tie.
  /// A name may match a grandchild through a child hidden in text (a
  /// placeholder such as 市辖区 in region data: `北京 东城`). Wheels after the last name start on
  /// their first row.
  ///
  /// <!-- snippet:
  /// let model = CascadeModel(tree: try RegionDataset.china.load().tree)
  /// -->
  /// ```swift
  /// try model.path(matching: ["广东", "深圳"])   // 广东省 深圳市 南山区
  /// try model.path(matching: ["44", "4403"])     // the same, by keys
  /// try model.path(matching: ["440305"])         // one node's unique key
  /// ```
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` naming the first
  ///   name that matches nothing, where it was looked for and the nearest
  ///   names there.
  /// - Complexity: O(components × children) for names; see ``path(keys:)``
  ///   and ``path(forKey:)`` for keys.
  public func path(matching components: [String]) throws(WheelPickerError) -> CascadePath {
    let byName: CascadePath
    do {
      byName = try path(matchingNames: components)
    } catch {
      if let byKey = try? path(keys: components) { return byKey }
      if components.count == 1, let byUniqueKey = try? path(forKey: components[0]) { return byUniqueKey }
      throw error
    }
    return byName
  }

  private func path(matchingNames components: [String]) throws(WheelPickerError) -> CascadePath {
    var parent: CascadeTree.NodeIndex?
    for (level, component) in components.enumerated() {
      let candidates = matchCandidates(under: parent)
      let query = RegionNameMatcher.Query(Self.foldingWidth(component))
      var best: (node: CascadeTree.NodeIndex, quality: Int)?
      for node in candidates {
        let texts = [tree.names[node], tree.title(of: node)]
        let quality = texts.compactMap {
          RegionNameMatcher.quality(of: query, against: Self.foldingWidth($0))
        }.min()
        guard let quality, quality < best?.quality ?? Int.max else { continue }
        best = (node, quality)
        if quality == 0 { break }
      }
      guard let best else { throw unmatched(component, level: level, under: parent, among: candidates) }
      parent = best.node
    }
    guard let parent else {
      throw WheelPickerError(.valueNotAvailable, "an empty path names no row", reason: .emptyPath)
    }
    return try path(toNode: parent)
  }

  /// The children of `parent`, and the children of those hidden in text.
  private func matchCandidates(under parent: CascadeTree.NodeIndex?) -> [CascadeTree.NodeIndex] {
    var result: [CascadeTree.NodeIndex] = []
    for node in tree.children(of: parent) {
      result.append(node)
      if tree.isHiddenInText(node) { result.append(contentsOf: tree.children(of: node)) }
    }
    return result
  }

  private func unmatched(
    _ component: String, level: Int, under parent: CascadeTree.NodeIndex?,
    among candidates: [CascadeTree.NodeIndex]
  ) -> WheelPickerError {
    let place = parent.map { "under \(tree.names[$0])" } ?? "at the top level"
    let wheel = traits(ofWheel: min(level, wheelCount - 1)).name
    let nearest = RegionNameMatcher.nearest(
      to: Self.foldingWidth(component), among: candidates.map { tree.names[$0] }, count: 3)
    let hint = nearest.isEmpty ? "" : "; nearest: " + nearest.joined(separator: ", ")
    return WheelPickerError(
      .valueNotAvailable, "no \(wheel) named \"\(component)\" \(place)\(hint)", reason: .notFound)
  }

  /// `text` with full-width ASCII (`Ａ`, `１`) and the ideographic space made
  /// their narrow forms, as people type them with an East Asian input method.
  static func foldingWidth(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value == 0x3000 || (0xFF01...0xFF5E).contains($0.value) })
    else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3000: scalars.append(" ")
      case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
