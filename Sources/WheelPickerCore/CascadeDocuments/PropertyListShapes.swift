import Foundation

/// Readers of the fixed shapes of the classic picker property lists and of nested
/// dictionaries (they work as JSON too; the dictionaries' reader is ``KeyedLists``).
enum PropertyListShapes {
  /// `[{state, cities: [{city, areas: [String]}]}]`.
  struct StatesCitiesAreas: DocumentShapeReader {
    private static let stateFields = FieldNames(["state", "cities"])
    private static let cityFields = FieldNames(["city", "areas"])

    func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      CascadeTree(
        roots: try records(&cursor, at: DocumentPath(), Self.stateFields) {
          cursor, path throws(ShapeFailure) in
          try records(&cursor, at: path, Self.cityFields) { cursor, path throws(ShapeFailure) in
            try strings(&cursor, at: path).map { CascadeTree.Node(name: $0) }
          }
        })
    }
  }

  /// `[{name, cities: [String]}]`.
  struct ProvincesCities: DocumentShapeReader {
    private static let fields = FieldNames(["name", "cities"])

    func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      CascadeTree(
        roots: try records(&cursor, at: DocumentPath(), Self.fields) { cursor, path throws(ShapeFailure) in
          try strings(&cursor, at: path).map { CascadeTree.Node(name: $0) }
        })
    }
  }

  /// An array of `{nameField: String, listField: …}` records as nodes, the
  /// list read by `children`.
  static func records<C: DocumentCursor>(
    _ cursor: inout C, at path: DocumentPath, _ fields: FieldNames,
    children: (inout C, DocumentPath) throws(ShapeFailure) -> [CascadeTree.Node]
  ) throws(ShapeFailure) -> [CascadeTree.Node] {
    guard cursor.kind == .array else { throw cursor.mismatch(at: path, expected: "an array") }
    var nodes: [CascadeTree.Node] = []
    var names: [String: Int] = [:]
    try cursor.forEachElement { cursor, index throws(ShapeFailure) in
      let here = path.appending(.index(index))
      guard cursor.kind == .object else { throw cursor.mismatch(at: here, expected: cursor.dictionaryWord) }
      var name = ""
      var list: [CascadeTree.Node] = []
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
          list = try children(&cursor, field)
        }
      }
      try record.check(needsMet: record.has(0) && record.has(1), recordAt: start)
      for which in 0..<2 where !record.has(which) {
        throw cursor.missing(
          at: here.appending(.field(fields.names[which])), expected: which == 0 ? "a string" : "an array",
          inRecordAt: start)
      }
      try refuseRepeat(name, at: index, of: &names, cursor, path, field: fields.names[0])
      nodes.append(CascadeTree.Node(name: name, children: list))
    }
    return nodes
  }

  /// Refuses a name an earlier sibling has (the name is the key, so one of the
  /// two could never be chosen): `[3].cities[1]: "x" repeats [3].cities[0]`.
  private static func refuseRepeat<C: DocumentCursor>(
    _ name: String, at index: Int, of seen: inout [String: Int], _ cursor: C, _ path: DocumentPath,
    field: String? = nil
  ) throws(ShapeFailure) {
    guard let earlier = seen.updateValue(index, forKey: name) else { return }
    func place(_ index: Int) -> DocumentPath {
      let element = path.appending(.index(index))
      return field.map { element.appending(.field($0)) } ?? element
    }
    throw cursor.failure(at: place(index), "\(DocumentText.quoted(name)) repeats \(place(earlier))")
  }

  /// An array of strings.
  static func strings<C: DocumentCursor>(
    _ cursor: inout C, at path: DocumentPath
  ) throws(ShapeFailure) -> [String] {
    guard cursor.kind == .array else { throw cursor.mismatch(at: path, expected: "an array") }
    var result: [String] = []
    var seen: [String: Int] = [:]
    try cursor.forEachElement { cursor, index throws(ShapeFailure) in
      guard cursor.kind == .string else {
        throw cursor.mismatch(at: path.appending(.index(index)), expected: "a string")
      }
      let string = cursor.string()
      try refuseRepeat(string, at: index, of: &seen, cursor, path)
      result.append(string)
    }
    return result
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
