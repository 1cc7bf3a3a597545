import Foundation

extension PickerTextBinding where Model == RegionModel {
  /// A region binding whose text is the names joined by `separator`
  /// (`广东省-深圳市-南山区`, `北京市-东城区`), placeholders left out.
  ///
  /// Text is read back as the binding wrote it (also names that hold the
  /// separator, `Guinea-Bissau`), else as a code (`GB-ENG`), else as a
  /// tolerant default, separated by `separator` or spaces (`广东-深圳`).
  public init(engine: SelectionEngine<RegionModel>, separator: String = "-") {
    self.init(
      engine: engine, format: { $0.text(separator: separator) },
      parse: { text, model throws(WheelPickerError) in
        let trimmed = text.trimmingSpaces
        if let node = model.node(forDisplayText: trimmed, separator: separator) {
          return try model.path(toNode: node)
        }
        if let node = model.node(forCode: String(trimmed)) { return try model.path(toNode: node) }
        let parts = separator.isEmpty ? [text] : text.components(separatedBy: separator)
        return try model.path(forDefault: parts.filter { !$0.isEmpty }.joined(separator: " "))
      })
  }
}
