/// Reads a flat list of records that name their parent by key
/// (`[{key, value, parentKey}]`), refusing duplicates, missing parents,
/// self-parents and cycles with the keys involved.
///
/// Keys must be unique in the whole list, not only among siblings: a record
/// names its parent by key, so a key must name one record.
struct FlatListReader: DocumentShapeReader {
  let fields: CascadeLoader.FlatListFields
  private let names: FieldNames
  private var records = Records()
  /// Where the records are; paths are only made for messages.
  private let root = DocumentPath()

  private struct Records {
    var keys: [String] = []
    var names: [String] = []
    var parentKeys: [String?] = []
    /// Whether each record is disabled; empty until one is.
    var disabled: [Bool] = []
    var count: Int { keys.count }
  }

  init(fields: CascadeLoader.FlatListFields) {
    self.fields = fields
    names = FieldNames([fields.key, fields.value, fields.parentKey] + (fields.disabled.map { [$0] } ?? []))
  }

  mutating func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
    try readRecords(&cursor)
    let parents = try resolveParents(cursor)
    return try buildBreadthFirst(parents: parents, cursor)
  }

  private mutating func readRecords<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) {
    guard cursor.kind == .array else { throw cursor.mismatch(at: root, expected: "an array") }
    try cursor.forEachElement { cursor, index throws(ShapeFailure) in
      guard cursor.kind == .object else {
        throw cursor.mismatch(at: DocumentPath([.index(index)]), expected: cursor.dictionaryWord)
      }
      var key = ""
      var name = ""
      var parentKey: String?
      var isDisabled = false
      var record = RecordFields()
      let start = cursor.progress
      try cursor.forEachField(in: names) { cursor, which throws(ShapeFailure) in
        record.saw(which)
        do throws(ShapeFailure) {
          switch which {
          case 0: key = try cursor.key(field: fields.key, at: field(fields.key, of: index))
          case 1:
            guard cursor.kind == .string else {
              throw cursor.mismatch(at: field(fields.value, of: index), expected: "a string")
            }
            name = cursor.string()
          case 2:
            guard cursor.kind != .null else { return }
            parentKey = try cursor.key(field: fields.parentKey, at: field(fields.parentKey, of: index))
          default:
            isDisabled = try cursor.flag(field: names.names[3], at: field(names.names[3], of: index))
          }
        } catch {
          record.wrong(error)
        }
      }
      try record.check(needsMet: record.has(0) && record.has(1), recordAt: start)
      guard record.has(0) else {
        throw cursor.missing(
          at: field(fields.key, of: index), expected: "a string or an integer", inRecordAt: start)
      }
      guard record.has(1) else {
        throw cursor.missing(at: field(fields.value, of: index), expected: "a string", inRecordAt: start)
      }
      records.keys.append(key)
      records.names.append(name)
      records.parentKeys.append(parentKey == fields.rootMarker ? nil : parentKey)
      if isDisabled {
        records.disabled.append(
          contentsOf: repeatElement(false, count: records.count - records.disabled.count))
        records.disabled[records.count - 1] = true
      }
    }
  }

  /// The parent's record index of every record, -1 for a root.
  private func resolveParents<C: DocumentCursor>(_ cursor: C) throws(ShapeFailure) -> [Int] {
    var indexByKey: [String: Int] = [:]
    indexByKey.reserveCapacity(records.count)
    for (index, key) in records.keys.enumerated() {
      if let earlier = indexByKey.updateValue(index, forKey: key) {
        throw cursor.failure(
          at: field(fields.key, of: index),
          "\(fields.key) \(DocumentText.quoted(key)) repeats \(field(fields.key, of: earlier))")
      }
    }
    var parents = Array(repeating: -1, count: records.count)
    for (index, parentKey) in records.parentKeys.enumerated() {
      guard let parentKey else { continue }
      let key = records.keys[index]
      if parentKey == key {
        throw cursor.failure(
          at: field(fields.parentKey, of: index), "node \(DocumentText.quoted(key)) is its own parent")
      }
      guard let parent = indexByKey[parentKey] else {
        var failure = cursor.failure(
          at: field(fields.parentKey, of: index),
          "parent \(DocumentText.quoted(parentKey)) of node \(DocumentText.quoted(key)) does not exist")
        failure.missingParent = parentKey
        throw failure
      }
      parents[index] = parent
    }
    return parents
  }

  private func field(_ name: String, of index: Int) -> DocumentPath {
    DocumentPath([.index(index), .field(name)])
  }

  private func buildBreadthFirst<C: DocumentCursor>(
    parents: [Int], _ cursor: C
  ) throws(ShapeFailure)
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
    var names = PackedLines()
    var keys = PackedLines()
    var newParents: [Int32] = []
    var childStarts: [Int32] = []
    var childCounts: [Int32] = []
    var depths: [CascadeTree.Depth] = []
    var disabled: [Bool] = []
    var depthOf = Array(repeating: 0, count: n)
    var newIndexOf = Array(repeating: -1, count: n)
    var head = 0
    while head < order.count {
      let record = order[head]
      newIndexOf[record] = head
      head += 1
      let depth = depthOf[record]
      guard depth < NestedTreeReader.maximumLevels else {
        throw cursor.failure(
          at: field(fields.parentKey, of: record),
          "node \(DocumentText.quoted(records.keys[record])) lies deeper than \(NestedTreeReader.maximumLevels) levels"
        )
      }
      names.append(records.names[record])
      keys.append(records.keys[record])
      if !records.disabled.isEmpty {
        disabled.append(record < records.disabled.count && records.disabled[record])
      }
      newParents.append(Int32(parents[record] < 0 ? -1 : newIndexOf[parents[record]]))
      depths.append(CascadeTree.Depth(depth))
      let children = childList[childOffsets[record]..<childOffsets[record + 1]]
      childStarts.append(Int32(order.count))
      childCounts.append(Int32(children.count))
      for child in children {
        depthOf[child] = depth + 1
        order.append(child)
      }
    }
    if order.count < n { throw cycleError(parents: parents, reached: newIndexOf, cursor) }
    return CascadeTree(
      names: names, keys: keys, parents: newParents, childStarts: childStarts, childCounts: childCounts,
      depths: depths, rootCount: rootCount, disabled: disabled)
  }

  /// Every record has an existing parent other than itself, so a record not
  /// reached from a root leads, parent by parent, into a cycle.
  private func cycleError<C: DocumentCursor>(parents: [Int], reached: [Int], _ cursor: C) -> ShapeFailure {
    guard let start = reached.firstIndex(of: -1) else {
      return cursor.failure(at: root, "records do not form a tree")
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
    let keys = ordered.map { DocumentText.quoted(records.keys[$0]) }.joined(separator: " → ")
    return cursor.failure(at: field(fields.parentKey, of: first), "parent keys form a cycle: \(keys)")
  }
}
