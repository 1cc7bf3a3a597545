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
    var newBytes: [UInt8] = []
    newBytes.reserveCapacity(bytes.count)
    var newOffsets: [Int32] = [0]
    newOffsets.reserveCapacity(offsets.count)
    var newStems: [Int32] = []
    newStems.reserveCapacity(stems.count)
    var newMasks: [UInt64] = []
    newMasks.reserveCapacity(masks.count)
    for old in order {
      // The three fields of a node lie back to back: one copy, three shifted offsets.
      let start = offsets[3 * old]
      let shift = Int32(newBytes.count) - start
      newBytes.append(contentsOf: bytes[Int(start)..<Int(offsets[3 * old + 3])])
      newOffsets.append(offsets[3 * old + 1] + shift)
      newOffsets.append(offsets[3 * old + 2] + shift)
      newOffsets.append(offsets[3 * old + 3] + shift)
      newStems.append(contentsOf: stems[(3 * old)..<(3 * old + 3)])
      newMasks.append(contentsOf: masks[(2 * old)..<(2 * old + 2)])
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
      for old in order {
        newReadings.codes.append(
          contentsOf: readings.codes[Int(readings.offsets[old])..<Int(readings.offsets[old + 1])])
        newReadings.offsets.append(Int32(newReadings.codes.count))
      }
      newReadings.stems = order.map { readings.stems[$0] }
    }
    return CascadeSearchIndex(
      bytes: newBytes, offsets: newOffsets, stems: newStems, depths: depths, parents: parents,
      masks: newMasks,
      aliasNodes: newAliasNodes, aliasOffsets: newAliasOffsets, aliasBytes: newAliasBytes,
      readings: newReadings, prominence: prominence.isEmpty ? [] : order.map { prominence[$0] })
  }

  /// Whether node `a` comes before node `b` by the bytes of their
  /// romanisations, or lowercased names where there is none: a cheap order
  /// that mostly agrees with a collation of Latin names (`Åland` as `aland`).
  func romanizationPrecedes(_ a: Int, _ b: Int) -> Bool {
    let fieldA = offsets[3 * a + 1] == offsets[3 * a + 2] ? 0 : 1
    let fieldB = offsets[3 * b + 1] == offsets[3 * b + 2] ? 0 : 1
    let first = bytes[Int(offsets[3 * a + fieldA])..<Int(offsets[3 * a + fieldA + 1])]
    let second = bytes[Int(offsets[3 * b + fieldB])..<Int(offsets[3 * b + fieldB + 1])]
    return first.lexicographicallyPrecedes(second)
  }
}
