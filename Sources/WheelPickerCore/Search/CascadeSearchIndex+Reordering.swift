extension CascadeSearchIndex {
  /// The index of a tree whose nodes were renumbered: node *i* of the result
  /// has the fields of node `order[i]` (see ``CascadeTree/reordered(breadthFirst:)``).
  ///
  /// The romanisations and aliases the data shipped, the readings and the
  /// prominence are carried along.
  /// - Complexity: O(*n* + bytes).
  func reordered(
    breadthFirst order: [Int], depths: [CascadeTree.Depth], parents: [Int32]
  ) -> CascadeSearchIndex {
    if let scannedTree {
      let moved: [UInt8] = prominence.isEmpty ? [] : order.map { prominence[$0] }
      return CascadeSearchIndex(tree: scannedTree.reordered(breadthFirst: order), scanning: true)
        .withProminence(moved)
    }
    var newBytes: [UInt8] = []
    newBytes.reserveCapacity(bytes.count)
    var newOffsets: [Int32] = [0]
    newOffsets.reserveCapacity(offsets.count)
    var newStems: [Int32] = []
    newStems.reserveCapacity(stems.count)
    var newMasks: [UInt64] = []
    newMasks.reserveCapacity(masks.count)
    let runs = Self.runs(of: order)
    for run in runs {
      // The fields of consecutive nodes lie back to back: one copy a run, its offsets shifted.
      let start = offsets[3 * run.lowerBound]
      let shift = Int32(newBytes.count) - start
      newBytes.append(contentsOf: bytes[Int(start)..<Int(offsets[3 * run.upperBound])])
      for field in (3 * run.lowerBound + 1)...(3 * run.upperBound) {
        newOffsets.append(offsets[field] + shift)
      }
      newStems.append(contentsOf: stems[(3 * run.lowerBound)..<(3 * run.upperBound)])
      newMasks.append(contentsOf: masks[(2 * run.lowerBound)..<(2 * run.upperBound)])
    }
    var newAliasNodes: [Int32] = []
    var newAliasOffsets: [Int32] = [0]
    var newAliasBytes: [UInt8] = []
    if !aliasNodes.isEmpty {
      var newIndex = [Int32](repeating: -1, count: order.count)
      for (new, old) in order.enumerated() { newIndex[old] = Int32(new) }
      let entries = aliasNodes.indices.sorted {
        newIndex[Int(aliasNodes[$0])] < newIndex[Int(aliasNodes[$1])]
      }
      for entry in entries {
        newAliasNodes.append(newIndex[Int(aliasNodes[entry])])
        newAliasBytes.append(contentsOf: aliasBytes[Int(aliasOffsets[entry])..<Int(aliasOffsets[entry + 1])])
        newAliasOffsets.append(Int32(newAliasBytes.count))
      }
    }
    var newReadings = Readings()
    if !readings.isEmpty {
      newReadings.codes.reserveCapacity(readings.codes.count)
      newReadings.offsets = [0]
      newReadings.offsets.reserveCapacity(order.count + 1)
      for run in runs {
        let start = readings.offsets[run.lowerBound]
        let shift = Int32(newReadings.codes.count) - start
        newReadings.codes.append(
          contentsOf: readings.codes[Int(start)..<Int(readings.offsets[run.upperBound])])
        for node in (run.lowerBound + 1)...run.upperBound {
          newReadings.offsets.append(readings.offsets[node] + shift)
        }
      }
      newReadings.stems = order.map { readings.stems[$0] }
    }
    return CascadeSearchIndex(
      bytes: newBytes, offsets: newOffsets, stems: newStems, depths: depths, parents: parents,
      masks: newMasks,
      aliasNodes: newAliasNodes, aliasOffsets: newAliasOffsets, aliasBytes: newAliasBytes,
      readings: newReadings, prominence: prominence.isEmpty ? [] : order.map { prominence[$0] })
  }

  /// `order` cut into runs of consecutive old nodes, in order: a tree whose
  /// roots moved keeps each group of descendants together, so its index is
  /// copied a run at a time rather than a node at a time.
  static func runs(of order: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var index = 0
    while index < order.count {
      var end = index + 1
      while end < order.count, order[end] == order[end - 1] + 1 { end += 1 }
      runs.append(order[index]..<(order[index] + end - index))
      index = end
    }
    return runs
  }

  /// Whether node `a` comes before node `b` by the bytes of their
  /// romanisations, or lowercased names where there is none: a cheap order
  /// that mostly agrees with a collation of Latin names (`Åland` as `aland`).
  func romanizationPrecedes(_ a: Int, _ b: Int) -> Bool {
    if let scannedTree {
      // A scanned tree has no romanisations: its names, folded as an index folds them.
      let first = TextFolding.folded(scannedTree.name(of: a))
      return first.lexicographicallyPrecedes(TextFolding.folded(scannedTree.name(of: b)))
    }
    let fieldA = offsets[3 * a + 1] == offsets[3 * a + 2] ? 0 : 1
    let fieldB = offsets[3 * b + 1] == offsets[3 * b + 2] ? 0 : 1
    let first = bytes[Int(offsets[3 * a + fieldA])..<Int(offsets[3 * a + fieldA + 1])]
    let second = bytes[Int(offsets[3 * b + fieldB])..<Int(offsets[3 * b + fieldB + 1])]
    return first.lexicographicallyPrecedes(second)
  }
}
