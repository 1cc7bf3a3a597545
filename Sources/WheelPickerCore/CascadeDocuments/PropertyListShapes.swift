import Foundation

/// Readers of the fixed shapes of the classic picker property lists and of nested
/// dictionaries (they work as JSON too; the dictionaries' reader is ``KeyedLists``).
enum PropertyListShapes {
  /// `[{state, cities: [{city, areas: [String]}]}]`.
  struct StatesCitiesAreas: DocumentShapeReader {
    private static let stateFields = FieldNames(["state", "cities"])
    private static let cityFields = FieldNames(["city", "areas"])

    func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      var nodes = DocumentOrderNodes()
      try records(&cursor, at: DocumentPath(), Self.stateFields, parent: -1, level: 1, into: &nodes) {
        cursor, path, state, nodes throws(ShapeFailure) in
        try records(&cursor, at: path, Self.cityFields, parent: state, level: 2, into: &nodes) {
          cursor, path, city, nodes throws(ShapeFailure) in
          try nodes.strings(&cursor, at: path, parent: city, level: 3)
        }
      }
      return nodes.breadthFirst()
    }
  }

  /// `[{name, cities: [String]}]`.
  struct ProvincesCities: DocumentShapeReader {
    private static let fields = FieldNames(["name", "cities"])

    func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      var nodes = DocumentOrderNodes()
      try records(&cursor, at: DocumentPath(), Self.fields, parent: -1, level: 1, into: &nodes) {
        cursor, path, province, nodes throws(ShapeFailure) in
        try nodes.strings(&cursor, at: path, parent: province, level: 2)
      }
      return nodes.breadthFirst()
    }
  }

  /// An array of `{nameField: String, listField: …}` records as nodes at `level` under `parent`,
  /// the list read by `children` (given the record's node), in `nodes`; a name that repeats is
  /// refused (the name is the key).
  static func records<C: DocumentCursor>(
    _ cursor: inout C, at path: DocumentPath, _ fields: FieldNames, parent: Int32, level: Int,
    into nodes: inout DocumentOrderNodes,
    children: (inout C, DocumentPath, Int32, inout DocumentOrderNodes) throws(ShapeFailure) -> Void
  ) throws(ShapeFailure) {
    guard cursor.kind == .array else { throw cursor.mismatch(at: path, expected: "an array") }
    var seen = LineSet()
    var siblings: [Int32] = []
    try cursor.forEachElement { cursor, index throws(ShapeFailure) in
      let here = path.appending(.index(index))
      guard cursor.kind == .object else { throw cursor.mismatch(at: here, expected: cursor.dictionaryWord) }
      let node = nodes.append("", parent: parent, level: level, rank: index)
      var name = ""
      var record = RecordFields()
      let start = cursor.progress
      try cursor.forEachField(in: fields) { cursor, which throws(ShapeFailure) in
        record.saw(which)
        let field = here.appending(.field(fields.names[which]))
        if which == 0 {
          guard cursor.kind == .string else {
            return record.wrong(cursor.mismatch(at: field, expected: "a string"))
          }
          name = cursor.string()
        } else {
          guard cursor.kind == .array else {
            return record.wrong(cursor.mismatch(at: field, expected: "an array"))
          }
          try children(&cursor, field, node, &nodes)
        }
      }
      try record.check(needsMet: record.has(0) && record.has(1), recordAt: start)
      for which in 0..<2 where !record.has(which) {
        throw cursor.missing(
          at: here.appending(.field(fields.names[which])), expected: which == 0 ? "a string" : "an array",
          inRecordAt: start)
      }
      nodes.rename(node, to: name)
      if let earlier = seen.insert(Int(node), in: nodes.names) {
        let place = { (index: Int) in path.appending(.index(index)).appending(.field(fields.names[0])) }
        throw cursor.failure(
          at: place(index),
          "\(DocumentText.quoted(name)) repeats \(place(siblings.firstIndex(of: Int32(earlier)) ?? 0))")
      }
      siblings.append(node)
    }
  }

  /// Sorts `items` by their names in the requested order; ties of a collation (which may call
  /// two different strings equal) fall back to code points so the order is total.
  static func sort<Item>(
    _ items: inout [Item], order: CascadeLoader.KeyOrder, by name: (Item) -> String
  ) {
    switch order {
    case .codePoints:
      items.sort { name($0).unicodeScalars.lexicographicallyPrecedes(name($1).unicodeScalars) }
    case .localized(let locale):
      items.sort { lhs, rhs in
        let (left, right) = (name(lhs), name(rhs))
        switch left.compare(right, options: [], range: nil, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
        }
      }
    }
  }
}
