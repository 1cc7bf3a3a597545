import Foundation

/// The kinds of cascade documents by the names people give them (`tree`,
/// `flat`…), each standing for the ``CascadeLoader/Shape``s of its kind, so
/// a document whose field names are not known can be read by trying them.
///
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
  /// The seed's `area.plist`: states, cities, areas.
  case plistArea = "plist-area"
  /// The seed's `Provinces.plist`: provinces and their cities.
  case plistProvinces = "plist-provinces"

  /// The order detection tries shapes in: fixed field names first, so a
  /// looser shape never swallows a stricter document.
  public static let detectionOrder: [CascadeDocumentShape] = [
    .plistArea, .plistProvinces, .tree, .flat, .dict,
  ]

  /// The loader shapes this kind stands for, most specific first.
  ///
  /// - Parameter keyOrder: how a dictionary's keys are ordered (``dict`` only).
  public func loaderShapes(keyOrder: CascadeLoader.KeyOrder = .codePoints) -> [CascadeLoader.Shape] {
    switch self {
    case .tree:
      return [
        .nested(.codeNameChildren), .nested(.valueTextChildren), .nested(.labelValueChildren),
        .nested(CascadeLoader.NestedFields(key: "key", name: "name")),
        .nested(CascadeLoader.NestedFields(key: nil, name: "name")),
      ]
    case .flat:
      return ["0", ""].flatMap { marker in
        [
          CascadeLoader.FlatListFields(rootMarker: marker),
          CascadeLoader.FlatListFields(key: "id", value: "name", parentKey: "pid", rootMarker: marker),
          CascadeLoader.FlatListFields(key: "code", value: "name", parentKey: "parent", rootMarker: marker),
        ].map(CascadeLoader.Shape.flatList)
      }
    case .dict: return [.keyedLists(order: keyOrder)]
    case .plistArea: return [.statesCitiesAreas]
    case .plistProvinces: return [.provincesCities]
    }
  }
}

extension CascadeLoader {
  /// The tree a document describes, read with the first of `shapes` that fits it.
  ///
  /// A loose reading that gives one level (a nested document read as flat
  /// roots) is kept only when no shape reads more levels.
  ///
  /// - Parameters:
  ///   - data: the document, JSON or a property list.
  ///   - source: the document's name for messages.
  ///   - shapes: the kinds to try, in order; one kind to read it as that kind.
  ///   - keyOrder: how a dictionary's keys are ordered.
  /// - Returns: the tree and the kind that read it.
  /// - Throws: ``WheelPickerError/Kind/invalidData``: with one kind, the
  ///   loader's error naming the place in the document and what was expected;
  ///   with several, an error naming `source` and the kinds tried.
  /// - Complexity: O(*n* × *s*) for a document of size *n* and *s* loader shapes tried.
  public static func detectingShape(
    from data: Data, source: String,
    among shapes: [CascadeDocumentShape] = CascadeDocumentShape.detectionOrder,
    keyOrder: KeyOrder = .codePoints
  ) throws(WheelPickerError) -> (tree: CascadeTree, shape: CascadeDocumentShape) {
    var firstError: WheelPickerError?
    var flatReading: (tree: CascadeTree, shape: CascadeDocumentShape)?
    for shape in shapes {
      for candidate in shape.loaderShapes(keyOrder: keyOrder) {
        do {
          let tree = try CascadeLoader(shape: candidate).tree(from: data, source: source)
          if tree.levelCount > 1 { return (tree, shape) }
          flatReading = flatReading ?? (tree, shape)
        } catch {
          firstError = firstError ?? error
        }
      }
    }
    if let flatReading { return flatReading }
    if shapes.count == 1, let firstError { throw firstError }
    let names = CascadeDocumentShape.allCases.filter(shapes.contains).map(\.rawValue).joined(separator: ", ")
    throw WheelPickerError(.invalidData, "\(source): fits none of the shapes \(names)")
  }
}
