import Foundation
import WheelPickerChinaTowns
import WheelPickerCore
import WheelPickerUSZip
import WheelPickerWorld

/// `wheelpicker region`: a region of a bundled dataset or a region file.
enum RegionCommand {
  /// The region's sheet, on `--select` or the first rows.
  ///
  /// - Throws: `WheelPickerError` when the file cannot be read, `--depth`
  ///   exceeds the data's levels or `--select` names no region.
  static func prepare(
    _ options: RegionOptions, locale: LocaleSetting
  ) throws(WheelPickerError) -> PreparedSheet<RegionModel> {
    let data = try load(options.data, locale: locale)
    let levels = max(data.tree.levelCount, 1)
    if let depth = options.depth, depth > levels {
      throw UsageError.invalid(
        "--depth", String(depth), "must be at most \(levels), the levels of this dataset")
    }
    let model = try RegionModel(data: data, levels: options.depth)
    var engine = SelectionEngine(model: model)
    if let select = options.select {
      let text = select.components.joined(separator: " ")
      do {
        try engine.select(try model.path(forDefault: text))
      } catch {
        throw UsageError.invalid("--select", select.components.joined(separator: "/"), error.message)
      }
    }
    return PreparedSheet(engine: engine, title: "") { path in
      PickerAnswer.region(path: path.path.map { ($0.code, $0.name) }, text: path.text)
    }
  }

  /// The dataset `--data` names, in the order a reader of `locale` expects:
  /// countries and states by name, China's divisions in their official code
  /// order (``RegionDataset/load(for:)``); a file in its own order.
  static func load(_ choice: RegionDataChoice, locale: LocaleSetting) throws(WheelPickerError) -> RegionData {
    let dataset: RegionDataset
    switch choice {
    case .china: dataset = .china
    case .chinaTowns: dataset = .chinaTowns
    case .world: dataset = .world
    case .usZip: dataset = .usZip
    case .file(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError.invalid(
          "--data", path, "no such dataset or file (datasets: china, china-towns, world, us-zip)")
      }
      guard !isDirectory.boolValue else {
        throw UsageError.invalid("--data", path, "is a directory, not a file")
      }
      return try RegionData(contentsOf: URL(fileURLWithPath: path))
    }
    return try dataset.load(for: Locale(identifier: locale.identifier))
  }
}
