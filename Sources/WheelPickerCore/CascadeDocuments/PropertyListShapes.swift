import Foundation

/// Readers of the fixed shapes of the classic picker property lists and of nested
/// dictionaries (they work as JSON too).
enum PropertyListShapes {
  /// `{key: [String]}` or, to any depth, `{key: {key: [String]}}`: keys sorted in `order`
  /// on every level, strings in document order.
  struct KeyedLists: DocumentShapeReader {
    let order: CascadeLoader.KeyOrder

    func read<C: DocumentCursor>(_ cursor: inout C) throws(ShapeFailure) -> CascadeTree {
      CascadeTree(roots: try nodes(&cursor, at: DocumentPath(), level: 1))
    }

    /// The nodes of the dictionary here: a key whose value is a dictionary has its nodes as
    /// children, one whose value is an array of strings has them as leaves.
    private func nodes<C: DocumentCursor>(
      _ cursor: inout C, at path: DocumentPath, level: Int
    ) throws(ShapeFailure) -> [CascadeTree.Node] {
      guard level <= NestedTreeReader.maximumLevels else {
        throw cursor.failure(
          at: path, "dictionaries nested deeper than \(NestedTreeReader.maximumLevels) levels")
      }
      guard cursor.kind == .object else { throw cursor.mismatch(at: path, expected: cursor.dictionaryWord) }
      var lists: [String: [CascadeTree.Node]] = [:]
      try cursor.forEachField { cursor, key throws(ShapeFailure) in
        let here = path.appending(.field(key))
        guard lists[key] == nil else {
          throw cursor.failure(
            at: here, "key \(DocumentText.quoted(key)) repeats in \(cursor.dictionaryWord)")
        }
        if cursor.kind == .object {
          lists[key] = try nodes(&cursor, at: here, level: level + 1)
        } else {
          lists[key] = try strings(&cursor, at: here).map { CascadeTree.Node(name: $0) }
        }
      }
      return PropertyListShapes.sorted(Array(lists.keys), order: order).map {
        CascadeTree.Node(name: $0, children: lists[$0] ?? [])
      }
    }
  }

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

  /// Keys in the requested order; ties of a collation (which may call two
  /// different strings equal) fall back to code points so the order is total.
  static func sorted(_ keys: [String], order: CascadeLoader.KeyOrder) -> [String] {
    switch order {
    case .codePoints:
      return keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    case .localized(let locale):
      return keys.sorted { lhs, rhs in
        switch lhs.compare(rhs, options: [], range: nil, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
        }
      }
    }
  }
}
