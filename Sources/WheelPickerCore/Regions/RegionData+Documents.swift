import Foundation

extension RegionData {
  /// Reads a region document of any shape ``CascadeLoader/detectingShape(from:source:among:keyOrder:at:)``
  /// finds — a nested tree, a flat list with parent keys, nested dictionaries, a property list —
  /// or of the `fields` it names, as `wheelpicker cascade` reads it.
  ///
  /// Placeholder nodes (`市辖区`…) are titled and hidden in text as in
  /// ``init(json:source:asOf:)``; regions marked `disabled` are greyed and
  /// skipped, and a region whose children are all disabled is disabled too.
  ///
  /// - Parameters:
  ///   - document: the file's bytes, JSON or a property list.
  ///   - source: where the bytes came from, for messages and ``source``.
  ///   - fields: the document's own field names, or `nil` to detect its shape.
  ///   - keyOrder: how a dictionary's keys are ordered.
  /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `source`, the path
  ///   inside it and the rule broken there, or when every region is disabled.
  /// - Complexity: O(*n* × *s*) for a document of size *n* and *s* shapes tried.
  public init(
    document: Data, source: String, fields: CascadeLoader.DocumentFields? = nil,
    keyOrder: CascadeLoader.KeyOrder = .codePoints
  ) throws(WheelPickerError) {
    let tree =
      if let fields {
        try CascadeLoader.tree(from: document, source: source, fields: fields)
      } else {
        try CascadeLoader.detectingShape(from: document, source: source, keyOrder: keyOrder).tree
      }
    try tree.checkHasEnabledRoot(source: source)
    self.init(tree: Self.markingPlaceholders(tree), source: source)
  }
}
