/// The field names a document's records use, with what they hold and where
/// each first appears: what shape detection derives its candidate field names
/// from, and what tells a one-level reading that left a field unread.
///
/// The records are the elements of a top-level array, or a single root
/// object and the elements of the arrays it holds, up to ``recordLimit``.
struct FieldCensus: DocumentVisitor {
  /// What a field holds, as first seen.
  enum Holding: Equatable {
    case text, number, flag, container, nothing
  }

  /// One field: its name, what it holds and where it first appears (`[3].items`).
  struct Field {
    var name: String
    var holding: Holding
    /// Whether some record holds an array of objects in it (records: children under another name).
    var holdsRecords: Bool
    var place: DocumentPath
    /// Words for what it holds (`an array of objects`), once records are seen in it.
    var recordsWords: String?
  }

  /// How many records are looked at: enough for every field a document's
  /// records share, without a second full pass over a large document.
  static let recordLimit = 10_000

  /// The fields in the order they first appear.
  private(set) var fields: [Field] = []
  private var indexByName: [String: Int] = [:]
  private var records = 0

  /// Whether some record has a field named `name`.
  func holds(_ name: String) -> Bool { indexByName[name] != nil }

  /// The field named `name`, if some record has it.
  func field(named name: String) -> Field? { indexByName[name].map { fields[$0] } }

  mutating func visit<C: DocumentCursor>(_ cursor: inout C) {
    switch cursor.kind {
    case .array: records(&cursor, at: DocumentPath())
    case .object:
      record(&cursor, at: DocumentPath(), descending: true)
    default: break
    }
  }

  private mutating func records<C: DocumentCursor>(_ cursor: inout C, at path: DocumentPath) {
    cursor.forEachElement { cursor, index in
      guard records < Self.recordLimit, cursor.kind == .object else { return }
      record(&cursor, at: path.appending(.index(index)), descending: false)
    }
  }

  /// Notes the fields of the object here; a root object's arrays hold records too.
  private mutating func record<C: DocumentCursor>(
    _ cursor: inout C, at path: DocumentPath, descending: Bool
  ) {
    records += 1
    cursor.forEachField { cursor, name in
      let holding: Holding =
        switch cursor.kind {
        case .string: .text
        case .number: .number
        case .boolean: .flag
        case .array, .object: .container
        default: .nothing
        }
      let here = path.appending(.field(name))
      let index: Int
      if let known = indexByName[name] {
        index = known
        if fields[index].holding == .nothing { fields[index].holding = holding }
      } else {
        index = fields.count
        indexByName[name] = index
        fields.append(Field(name: name, holding: holding, holdsRecords: false, place: here))
      }
      guard cursor.kind == .array else { return }
      var holdsRecords = false
      cursor.forEachElement { cursor, element in
        guard cursor.kind == .object else { return }
        holdsRecords = true
        if descending && records < Self.recordLimit {
          record(&cursor, at: here.appending(.index(element)), descending: false)
        }
      }
      if holdsRecords && !fields[index].holdsRecords {
        fields[index].holdsRecords = true
        fields[index].place = here
        fields[index].recordsWords = cursor.isJSON ? "an array of objects" : "an array of dictionaries"
      }
    }
  }
}

/// A field a one-level reading left unread that could have given it more levels.
struct UnreadField {
  var field: FieldCensus.Field
  /// Whether the field looks like a parent key (else it holds an array or an object).
  var isParent: Bool
  var outline: String
  var suggestion: CascadeLoader.DocumentFields?

  /// The refusal: `areas.json: [0].items: holds an array that the reading {code, name,
  /// children} leaves unread, so the document would read as one level; name the fields:
  /// key=code,name=name,children=items`.
  func error(source: String) -> WheelPickerError {
    let what =
      isParent ? "looks like a parent key" : "holds \(field.recordsWords ?? "an array of objects")"
    let advice =
      suggestion.flatMap(FieldCensus.writable).map { "; name the fields: \($0)" } ?? "; name the fields"
    return WheelPickerError(
      .invalidData,
      "\(source): \(field.place): \(what) that the reading \(outline) leaves unread, "
        + "so the document would read as one level\(advice)", reason: .unreadFields)
  }
}

extension FieldCensus {
  /// `fields` as ``CascadeLoader/DocumentFields/init(parsing:)`` reads them, when they can be
  /// written so: no name holds a comma, an equals sign or a character a message escapes.
  static func writable(_ fields: CascadeLoader.DocumentFields) -> String? {
    let names = [fields.key, fields.name, fields.children, fields.parent, fields.disabled].compactMap { $0 }
    let isPlain = names.allSatisfy { name in
      !name.contains(",") && !name.contains("=") && DocumentText.escaped(name) == name
    }
    return isPlain ? fields.description : nil
  }

  /// Whether a field's name says it holds a parent's key (`parentId`, `parent_code`, `pid`).
  static func isParentLike(_ name: String) -> Bool {
    let folded = name.lowercased().replacingOccurrences(of: "_", with: "")
    return folded.contains("parent") || folded == "pid" || folded == "pcode"
  }

  /// The first field a one-level reading in `shape` leaves unread that holds
  /// an array of objects (children under another name) or looks like a
  /// parent key; `nil` when there is none, or `shape` is not a tree or a flat list.
  func unreadField(by shape: CascadeLoader.Shape) -> UnreadField? {
    let used: [String?]
    let key: String?
    let name: String
    let disabled: String?
    switch shape {
    case .nested(let fields):
      used = [fields.key, fields.name, fields.children, fields.disabled]
      (key, name, disabled) = (fields.key, fields.name, fields.disabled)
    case .flatList(let fields):
      used = [fields.key, fields.value, fields.parentKey, fields.disabled]
      (key, name, disabled) = (fields.key, fields.value, fields.disabled)
    default: return nil
    }
    for field in fields where !used.contains(field.name) {
      if field.holdsRecords {
        let suggestion = CascadeLoader.DocumentFields(
          key: key, name: name, children: field.name, disabled: disabled)
        return UnreadField(field: field, isParent: false, outline: shape.outline, suggestion: suggestion)
      }
      if Self.isParentLike(field.name) {
        let recordKey =
          key ?? CascadeDocumentShape.flatKeyFields.first { holds($0) && $0 != name && $0 != field.name }
        let suggestion = recordKey.map {
          CascadeLoader.DocumentFields(key: $0, name: name, parent: field.name, disabled: disabled)
        }
        return UnreadField(field: field, isParent: true, outline: shape.outline, suggestion: suggestion)
      }
    }
    return nil
  }

  /// For a document no shape reads: when none of the shapes tried found all
  /// its fields in the records, a note naming the records' fields and the
  /// field names to read them with (`; no shape reads the fields "nombre",
  /// "hijos"; name the fields: name=nombre,children=hijos`); else empty.
  func fieldsHint(among kinds: [CascadeDocumentShape], keyOrder: CascadeLoader.KeyOrder) -> String {
    guard !fields.isEmpty, kinds.contains(.tree) || kinds.contains(.flat) else { return "" }
    var read: Set<String> = ["disabled"]
    for kind in kinds {
      for shape in kind.loaderShapes(keyOrder: keyOrder) {
        guard !shape.fieldNames.isEmpty else { continue }
        if shape.fieldNames.allSatisfy(holds) { return "" }
        read.formUnion(shape.fieldNames)
      }
    }
    let unread = fields.filter { !read.contains($0.name) }
    guard !unread.isEmpty else { return "" }
    let shown = unread.prefix(6).map { DocumentText.quoted($0.name) }.joined(separator: ", ")
    var hint = "; no shape reads the fields \(shown)"
    guard let name = fields.first(where: { $0.holding == .text && !Self.isParentLike($0.name) })?.name
    else { return hint }
    let key = fields.first {
      $0.name != name && ($0.holding == .text || $0.holding == .number) && !Self.isParentLike($0.name)
    }?.name
    let suggestion: CascadeLoader.DocumentFields? =
      if let children = fields.first(where: \.holdsRecords)?.name {
        CascadeLoader.DocumentFields(key: key, name: name, children: children)
      } else if let parent = fields.first(where: { Self.isParentLike($0.name) })?.name, let key {
        CascadeLoader.DocumentFields(key: key, name: name, parent: parent)
      } else {
        nil
      }
    if let text = suggestion.flatMap(Self.writable) { hint += "; name the fields: \(text)" }
    return hint
  }
}
