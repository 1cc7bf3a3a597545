import Foundation

extension PickerTextBinding where Model == RegionModel {
  /// A region binding whose text is the names joined by `separator`
  /// (`广东省-深圳市-南山区`, `北京市-东城区`), placeholders left out; typed
  /// text is read back as a tolerant default (`广东-深圳`).
  public init(engine: SelectionEngine<RegionModel>, separator: String = "-") {
    self.init(
      engine: engine, format: { $0.text(separator: separator) },
      parse: { text, model throws(WheelPickerError) in
        let parts = separator.isEmpty ? [text] : text.components(separatedBy: separator)
        return try model.path(forDefault: parts.filter { !$0.isEmpty }.joined(separator: " "))
      })
  }
}
