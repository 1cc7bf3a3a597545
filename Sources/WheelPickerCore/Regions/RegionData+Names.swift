extension RegionData {
  /// The data with the names of `lines` and the same keys, shape and search
  /// index, and the sibling ranks the lines give.
  ///
  /// One line a node in the tree's breadth-first order: a name, empty to keep
  /// the node's, after an optional rank and a tab (the node's place among its
  /// siblings in an order close to the language's collation, which
  /// ``ordered(for:roughOrder:)`` starts from).
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `origin` when the
  ///   lines do not match the nodes one for one, a rank is not a number or a
  ///   name holds a control character.
  /// - Complexity: O(*n*).
  func renamed(
    byLines lines: String, origin: String
  ) throws(WheelPickerError) -> (RegionData, ranks: [Int32]?) {
    let pieces = lines.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard pieces.count == tree.count else {
      throw WheelPickerError(
        .invalidData, "\(origin): \(pieces.count) lines for \(tree.count) nodes; there must be one a node",
        reason: .unexpectedStructure)
    }
    var names = Array(tree.names)
    var ranks: [Int32]? = pieces.first?.contains(UInt8(ascii: "\t")) == true ? [] : nil
    ranks?.reserveCapacity(tree.count)
    for (node, line) in pieces.enumerated() {
      var name = line[...]
      if ranks != nil {
        guard let tab = line.firstIndex(of: UInt8(ascii: "\t")),
          let rank = Int32(String(decoding: line[..<tab], as: UTF8.self))
        else {
          throw WheelPickerError(
            .invalidData, "\(origin), line \(node + 1): expected a rank and a tab before the name",
            reason: .invalidSyntax)
        }
        ranks?.append(rank)
        name = line[line.index(after: tab)...]
      }
      guard !name.isEmpty else { continue }
      guard !name.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
        throw WheelPickerError(
          .invalidData, "\(origin), line \(node + 1): a name holds a control character",
          reason: .invalidSyntax)
      }
      names[node] = String(decoding: name, as: UTF8.self)
    }
    let renamed = CascadeTree(
      names: PackedLines(names), keys: tree.keys, titles: tree.titles, hiddenInText: tree.hiddenInText,
      parents: tree.parents, childStarts: tree.childStarts, childCounts: tree.childCounts,
      depths: tree.depths,
      rootCount: tree.rootCount)
    let data = RegionData(
      tree: renamed, searchIndex: searchIndex, source: source, asOf: asOf, defaultLevels: defaultLevels,
      wheelNames: wheelNames, title: title)
    return (data, ranks)
  }
}
