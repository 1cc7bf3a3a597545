import Foundation

/// The kinds of cascade documents by the names people give them (`tree`,
/// `flat`…), each standing for the ``CascadeLoader/Shape``s of its kind, so
/// a document whose field names are not known can be read by trying them.
///
/// <!-- snippet:
/// let data = try DocumentationGiven.cascadeData("regions-code-name.json")
/// -->
/// ```swift
/// let (tree, shape) = try CascadeLoader.detectingShape(from: data, source: "areas.json")
/// shape   // .tree
/// ```
public enum CascadeDocumentShape: String, CaseIterable, Hashable, Sendable {
  /// Nested objects with names and children (`{code, name, children}`, Vant, antd-mobile).
  case tree
  /// Records with a key and a parent key (`{id, name, pid}`, `{code, name, parent}`).
  case flat
  /// Nested dictionaries keyed by name (`{"California": ["90001", …]}`).
  case dict
  /// States, cities and areas: `[{state, cities: [{city, areas}]}]` (`area.plist`).
  case plistArea = "plist-area"
  /// Provinces and their cities: `[{name, cities}]` (`Provinces.plist`).
  case plistProvinces = "plist-provinces"

  /// The order detection tries shapes in: fixed field names first, so a
  /// looser shape never swallows a stricter document.
  public static let detectionOrder: [CascadeDocumentShape] = [
    .plistArea, .plistProvinces, .tree, .flat, .dict,
  ]

  /// The field names of nested trees detection tries, most specific first:
  /// GB/T 2260 files, Vant, antd-mobile, antd's Tree, records with ids or keys,
  /// then names alone (the name is the key).
  public static let treeFields: [CascadeLoader.NestedFields] = [
    .codeNameChildren, .valueTextChildren, .labelValueChildren,
    CascadeLoader.NestedFields(key: "key", name: "title"),
    CascadeLoader.NestedFields(key: "id", name: "name"),
    CascadeLoader.NestedFields(key: "key", name: "name"),
    CascadeLoader.NestedFields(key: "value", name: "name"),
    CascadeLoader.NestedFields(key: nil, name: "name"),
    CascadeLoader.NestedFields(key: nil, name: "label"),
    CascadeLoader.NestedFields(key: nil, name: "title"),
    CascadeLoader.NestedFields(key: nil, name: "text"),
  ]

  /// The fields a flat list's records may name their key by, in the order detection prefers them.
  public static let flatKeyFields = ["id", "code", "key", "value"]
  /// The fields a flat list's records may name their text by.
  public static let flatNameFields = ["name", "title", "label", "text", "value"]
  /// The fields a flat list's records may name their parent's key by.
  public static let parentFields = [
    "parentId", "parent_id", "pid", "parent", "parentKey", "parentCode", "parent_code",
  ]
  /// The parent keys besides a missing or null one that mark a flat list's roots.
  static let rootMarkers = ["0", ""]

  /// The loader shapes this kind stands for, most specific first: the shapes
  /// detection may try, before it keeps those whose fields the document has.
  ///
  /// - Parameter keyOrder: how a dictionary's keys are ordered (``dict`` only).
  public func loaderShapes(keyOrder: CascadeLoader.KeyOrder = .codePoints) -> [CascadeLoader.Shape] {
    switch self {
    case .tree: return Self.treeFields.map(CascadeLoader.Shape.nested)
    case .flat:
      return Self.flatShapes(keys: Self.flatKeyFields, names: Self.flatNameFields, parents: Self.parentFields)
    case .dict: return [.keyedLists(order: keyOrder)]
    case .plistArea: return [.statesCitiesAreas]
    case .plistProvinces: return [.provincesCities]
    }
  }

  /// The shapes detection tries for a document whose records have the fields
  /// of `census`: those whose fields the records have, else the first (so a
  /// failure still names what this kind expected).
  func candidates(keyOrder: CascadeLoader.KeyOrder, census: FieldCensus) -> [CascadeLoader.Shape] {
    switch self {
    case .tree:
      let fitting = Self.treeFields.filter { census.holds($0.name) && $0.key.map(census.holds) ?? true }
      return (fitting.isEmpty ? [.codeNameChildren] : fitting).map(CascadeLoader.Shape.nested)
    case .flat:
      let fitting = Self.flatShapes(
        keys: Self.flatKeyFields.filter(census.holds), names: Self.flatNameFields.filter(census.holds),
        parents: Self.parentFields.filter(census.holds))
      return fitting.isEmpty ? [.flatList(CascadeLoader.FlatListFields(rootMarker: "0"))] : fitting
    default: return loaderShapes(keyOrder: keyOrder)
    }
  }

  /// Each key field with the first name field that differs from it, and each parent field.
  private static func flatShapes(keys: [String], names: [String], parents: [String]) -> [CascadeLoader.Shape]
  {
    var shapes: [CascadeLoader.Shape] = []
    for key in keys {
      guard let name = names.first(where: { $0 != key }) else { continue }
      for parent in parents {
        for marker in rootMarkers {
          shapes.append(
            .flatList(
              CascadeLoader.FlatListFields(key: key, value: name, parentKey: parent, rootMarker: marker)))
        }
      }
    }
    return shapes
  }
}

extension CascadeLoader {
  /// The tree a document describes, read with the first of `shapes` that fits it.
  ///
  /// The document is checked and parsed once, then read by each loader shape
  /// in turn:
  /// 1. the first reading with more than one level wins;
  /// 2. else a reading whose values break a rule — a key that repeats or is not
  ///   whole, a missing parent — is the answer, as an error: the fields fit, so
  ///   the data is wrong (a looser reading that drops the key, as names alone
  ///   would, is not taken instead);
  /// 3. else the first one-level reading;
  /// 4. else the shape that read furthest into the document is named, with
  ///   the path and the rule that stopped it.
  ///
  /// - Parameters:
  ///   - data: the document, JSON or a property list.
  ///   - source: the document's name for messages.
  ///   - shapes: the kinds to try, in order; one kind to read it as that kind.
  ///   - keyOrder: how a dictionary's keys are ordered.
  ///   - at: where the cascade lies inside the document; empty for the document itself.
  /// - Returns: the tree and the kind that read it.
  /// - Throws: ``WheelPickerError/Kind/invalidData``: an empty document; not
  ///   JSON (line, column and what was expected); a step of `at` the document does not have;
  ///   a rule broken (step 2); with
  ///   one kind, where its furthest reading stopped; with several, the kinds
  ///   tried and the one that came closest.
  /// - Complexity: O(*n* × *s*) for a document of size *n* and *s* loader shapes tried.
  public static func detectingShape(
    from data: Data, source: String,
    among shapes: [CascadeDocumentShape] = CascadeDocumentShape.detectionOrder,
    keyOrder: KeyOrder = .codePoints, at: EnvelopePath = EnvelopePath()
  ) throws(WheelPickerError) -> (tree: CascadeTree, shape: CascadeDocumentShape) {
    let document = try DocumentReader(data: data, source: source, at: at)
    // Past here, messages are about what lies at the envelope path.
    let source = document.named
    var census = FieldCensus()
    document.visit(&census)
    var oneLevel: (tree: CascadeTree, shape: CascadeDocumentShape)?
    var oneLevelShape: CascadeLoader.Shape?
    var readGroups: Set<Shape> = []
    var ruleBroken: (group: Shape, failure: ShapeFailure)?
    var closest: (failure: ShapeFailure, kind: CascadeDocumentShape, shape: Shape)?
    // Records that name a parent and hold no children field make a tree of one level at most,
    // which the parent field left unread would refuse: with a flat reading to try, skip the trees.
    let skipsTrees =
      shapes.contains(.flat) && !CascadeDocumentShape.treeFields.contains { census.holds($0.children) }
      && CascadeDocumentShape.flat.candidates(keyOrder: keyOrder, census: census).contains {
        $0.fieldNames.allSatisfy(census.holds)
      }
    for kind in shapes where !(kind == .tree && skipsTrees) {
      for candidate in kind.candidates(keyOrder: keyOrder, census: census) {
        // Every tree shape reads the same `children`, so none reads more levels than another.
        if kind == .tree && oneLevel?.shape == .tree { break }
        // Another root marker reads a one-level list no differently.
        if readGroups.contains(candidate.group) { continue }
        // A flat list whose key and value fields are those of a one-level tree already read, in a
        // document that holds no parent field: every record is a root and its keys passed the
        // tree's checks, so the reading is that one level again — skip reading it (a 1,000,000-
        // sibling file reads once, not twice).
        if case .flatList(let fields) = candidate, case .nested(let tree)? = oneLevelShape,
          tree.key == fields.key, tree.name == fields.value, !document.mayHoldField(named: fields.parentKey)
        {
          readGroups.insert(candidate.group)
          continue
        }
        do {
          let tree = try document.tree(candidate)
          if tree.levelCount > 1 { return (tree, kind) }
          if oneLevel == nil {
            oneLevel = (tree, kind)
            oneLevelShape = candidate
          }
          readGroups.insert(candidate.group)
        } catch {
          if error.stage == .data && ruleBroken == nil { ruleBroken = (candidate.group, error) }
          let failure = (error, kind, candidate)
          if closest.map({ isCloser(failure, than: $0, census: census) }) ?? true { closest = failure }
        }
      }
    }
    if let ruleBroken, !readGroups.contains(ruleBroken.group) {
      throw ruleBroken.failure.error(source: source)
    }
    if let oneLevel, let oneLevelShape {
      // A failed shape whose fields the records all have, some of which the one-level reading
      // leaves unread, says more than one level does (`cities` of provinces that are not strings).
      let closerFailure = closest.map { failed in
        let fields = failed.shape.fieldNames
        return !fields.isEmpty && fields.allSatisfy(census.holds)
          && !Set(fields).isSubset(of: oneLevelShape.fieldNames)
      }
      if closerFailure != true {
        if let unread = census.unreadField(by: oneLevelShape) { throw unread.error(source: source) }
        return oneLevel
      }
    }
    guard let closest else {
      throw WheelPickerError(.invalidData, "\(source): no shape to read it with", reason: .noMatchingShape)
    }
    // Records' field names are worth naming for a tree or a flat list, not a dictionary's keys.
    let hint =
      closest.kind == .tree || closest.kind == .flat
      ? census.fieldsHint(among: shapes, keyOrder: keyOrder) : ""
    if shapes.count == 1 {
      throw WheelPickerError(
        .invalidData, closest.failure.message(source: source) + hint, reason: closest.failure.reason)
    }
    let names = CascadeDocumentShape.allCases.filter(shapes.contains).map(\.rawValue).joined(separator: ", ")
    throw WheelPickerError(
      .invalidData,
      "\(source): fits none of the shapes \(names); closest: \(closest.kind.rawValue) "
        + "\(closest.shape.outline) at \(closest.failure.path): \(closest.failure.rule)" + hint,
      reason: .noMatchingShape)
  }
}

/// Whether the failed reading `lhs` came closer than `rhs`: the document has
/// more of its fields, or as many and it got further, or as far in a kind
/// declared earlier (the commoner kinds).
private func isCloser(
  _ lhs: (failure: ShapeFailure, kind: CascadeDocumentShape, shape: CascadeLoader.Shape),
  than rhs: (failure: ShapeFailure, kind: CascadeDocumentShape, shape: CascadeLoader.Shape),
  census: FieldCensus
) -> Bool {
  let held = { (shape: CascadeLoader.Shape) in shape.fieldNames.filter(census.holds).count }
  if held(lhs.shape) != held(rhs.shape) { return held(lhs.shape) > held(rhs.shape) }
  if lhs.failure.progress != rhs.failure.progress { return lhs.failure.progress > rhs.failure.progress }
  let order = CascadeDocumentShape.allCases
  return (order.firstIndex(of: lhs.kind) ?? 0) < (order.firstIndex(of: rhs.kind) ?? 0)
}

extension CascadeLoader.Shape {
  /// The shape without what only a reading's success tells apart (a flat
  /// list's root marker), so that one marker's reading answers for the other's.
  fileprivate var group: Self {
    guard case .flatList(var fields) = self else { return self }
    fields.rootMarker = nil
    return .flatList(fields)
  }

  /// The names of the fields a record of this shape has (a dictionary's keys are its data).
  var fieldNames: [String] {
    switch self {
    case .nested(let fields): [fields.key, fields.name, fields.children].compactMap { $0 }
    case .flatList(let fields): [fields.key, fields.value, fields.parentKey]
    case .keyedLists: []
    case .statesCitiesAreas: ["state", "cities"]
    case .provincesCities: ["name", "cities"]
    }
  }

  /// The fields a document of this shape has: `{code, name, children}`.
  var outline: String {
    switch self {
    case .nested(let fields):
      return "{" + ([fields.key, fields.name, fields.children].compactMap { $0 }).joined(separator: ", ")
        + "}"
    case .flatList(let fields): return "{\(fields.key), \(fields.value), \(fields.parentKey)}"
    case .keyedLists: return "{name: [strings]}"
    case .statesCitiesAreas: return "[{state, cities: [{city, areas}]}]"
    case .provincesCities: return "[{name, cities}]"
    }
  }
}
