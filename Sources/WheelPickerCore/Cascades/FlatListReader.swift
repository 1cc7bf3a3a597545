/// Reads a flat list of records that name their parent by key
/// (`[{key, value, parentKey}]`), refusing duplicates, missing parents,
/// self-parents and cycles with the keys involved.
struct FlatListReader {
  let reader: DocumentReader
  let fields: CascadeLoader.FlatListFields

  private struct Record {
    var key: String
    var name: String
    var parentKey: String?
  }

  func tree() throws(WheelPickerError) -> CascadeTree {
    let records = try readRecords()
    let parents = try resolveParents(records)
    return try buildBreadthFirst(records, parents: parents)
  }

  private func readRecords() throws(WheelPickerError) -> [Record] {
    let elements = try reader.array(reader.root, at: reader.rootPath)
    var records: [Record] = []
    records.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let here = reader.rootPath.index(index)
      let record = try reader.dictionary(element, at: here)
      let key = try reader.identifier(record[fields.key], at: here.field(fields.key))
      let name = try reader.string(record[fields.value], at: here.field(fields.value))
      var parentKey: String?
      if let value = record[fields.parentKey], !DocumentReader.isNull(value) {
        let text = try reader.identifier(value, at: here.field(fields.parentKey))
        parentKey = text == fields.rootMarker ? nil : text
      }
      records.append(Record(key: key, name: name, parentKey: parentKey))
    }
    return records
  }

  /// The parent's record index of every record, -1 for a root.
  private func resolveParents(_ records: [Record]) throws(WheelPickerError) -> [Int] {
    var indexByKey: [String: Int] = [:]
    indexByKey.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      if let earlier = indexByKey.updateValue(index, forKey: record.key) {
        throw reader.failure(
          at: reader.rootPath.index(index).field(fields.key),
          "duplicate key \"\(record.key)\" (also at \(reader.rootPath.index(earlier)))")
      }
    }
    var parents = Array(repeating: -1, count: records.count)
    for (index, record) in records.enumerated() {
      guard let parentKey = record.parentKey else { continue }
      let here = reader.rootPath.index(index).field(fields.parentKey)
      if parentKey == record.key {
        throw reader.failure(at: here, "node \"\(record.key)\" is its own parent")
      }
      guard let parent = indexByKey[parentKey] else {
        throw reader.failure(at: here, "parent \"\(parentKey)\" of node \"\(record.key)\" does not exist")
      }
      parents[index] = parent
    }
    return parents
  }

  private func buildBreadthFirst(
    _ records: [Record], parents: [Int]
  ) throws(WheelPickerError)
    -> CascadeTree
  {
    let n = records.count
    // Children in data order, by counting sort: `childOffsets[p]..<childOffsets[p + 1]`.
    var childOffsets = Array(repeating: 0, count: n + 1)
    for parent in parents where parent >= 0 { childOffsets[parent + 1] += 1 }
    for index in 0..<n { childOffsets[index + 1] += childOffsets[index] }
    var fill = childOffsets
    var childList = Array(repeating: 0, count: n)
    for (index, parent) in parents.enumerated() where parent >= 0 {
      childList[fill[parent]] = index
      fill[parent] += 1
    }

    var order: [Int] = []
    order.reserveCapacity(n)
    for (index, parent) in parents.enumerated() where parent < 0 { order.append(index) }
    let rootCount = order.count
    var names: [String] = []
    var keys: [String] = []
    var newParents: [Int32] = []
    var childStarts: [Int32] = []
    var childCounts: [Int32] = []
    var depths: [UInt8] = []
    var depthOf = Array(repeating: 0, count: n)
    var newIndexOf = Array(repeating: -1, count: n)
    names.reserveCapacity(n)
    keys.reserveCapacity(n)
    var head = 0
    while head < order.count {
      let record = order[head]
      newIndexOf[record] = head
      head += 1
      let depth = depthOf[record]
      guard depth < NestedTreeReader.maximumLevels else {
        throw reader.failure(
          at: reader.rootPath.index(record).field(fields.parentKey),
          "node \"\(records[record].key)\" lies deeper than \(NestedTreeReader.maximumLevels) levels")
      }
      names.append(records[record].name)
      keys.append(records[record].key)
      newParents.append(Int32(parents[record] < 0 ? -1 : newIndexOf[parents[record]]))
      depths.append(UInt8(depth))
      let children = childList[childOffsets[record]..<childOffsets[record + 1]]
      childStarts.append(Int32(order.count))
      childCounts.append(Int32(children.count))
      for child in children {
        depthOf[child] = depth + 1
        order.append(child)
      }
    }
    if order.count < n { throw cycleError(records, parents: parents, reached: newIndexOf) }
    return CascadeTree(
      names: names, keys: keys, titles: Array(repeating: nil, count: n),
      hiddenInText: Array(repeating: false, count: n), parents: newParents, childStarts: childStarts,
      childCounts: childCounts, depths: depths, rootCount: rootCount)
  }

  /// Every record has an existing parent other than itself, so a record not
  /// reached from a root leads, parent by parent, into a cycle.
  private func cycleError(_ records: [Record], parents: [Int], reached: [Int]) -> WheelPickerError {
    guard let start = reached.firstIndex(of: -1) else {
      return reader.failure(at: reader.rootPath, "records do not form a tree")
    }
    var step = Array(repeating: -1, count: records.count)
    var current = start
    var count = 0
    while step[current] < 0 {
      step[current] = count
      count += 1
      current = parents[current]
    }
    // `current` is the first record met twice: the cycle starts there.
    var cycle = [current]
    var next = parents[current]
    while next != current {
      cycle.append(next)
      next = parents[next]
    }
    let first = cycle.min() ?? current
    let rotation = cycle.firstIndex(of: first) ?? 0
    let ordered = Array(cycle[rotation...] + cycle[..<rotation]) + [first]
    let keys = ordered.map { "\"\(records[$0].key)\"" }.joined(separator: " → ")
    return reader.failure(
      at: reader.rootPath.index(first).field(fields.parentKey), "parent keys form a cycle: \(keys)")
  }
}
