import Foundation
import WheelPickerCore

/// `wheelpicker cascade FILE|-`: a cascade read from a document.
enum CascadeCommand {
  /// The cascade's sheet, on `--select` or the first rows.
  ///
  /// - Throws: `WheelPickerError` when the document cannot be read, fits no
  ///   shape, or `--select` names no path in it.
  static func prepare(
    _ options: CascadeOptions, locale: LocaleSetting, console: some Console
  ) throws(WheelPickerError) -> PreparedSheet<CascadeModel> {
    let (data, source) = try read(options.source, console: console)
    let tree = try CascadeDocument.tree(from: data, source: source, shape: options.shape, locale: locale)
    let model = CascadeModel(tree: tree)
    var engine = SelectionEngine(model: model)
    if let select = options.select {
      try engine.select(try path(select, in: model))
    }
    return PreparedSheet(engine: engine, title: "") { path in
      PickerAnswer.cascade(path: path.elements.map { ($0.key, $0.name) }, text: path.text)
    }
  }

  /// The path `--select` names: names first, else keys, else one node's unique key.
  static func path(_ select: PathArgument, in model: CascadeModel) throws(WheelPickerError) -> CascadePath {
    if let byName = try? model.path(names: select.components) { return byName }
    if let byKey = try? model.path(keys: select.components) { return byKey }
    if select.components.count == 1, let byUniqueKey = try? model.path(forKey: select.components[0]) {
      return byUniqueKey
    }
    do {
      return try model.path(names: select.components)
    } catch {
      throw UsageError.invalid(
        "--select", select.components.joined(separator: "/"),
        "names no path of the cascade (\(error.message))")
    }
  }

  private static func read(
    _ source: CascadeSource, console: some Console
  ) throws(WheelPickerError) -> (Data, String) {
    switch source {
    case .standardInput:
      guard !console.isInputTerminal else {
        throw UsageError.misuse("wheelpicker cascade -", "stdin is a terminal: pipe a document in")
      }
      return (Data(console.readInput()), "stdin")
    case .file(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError.invalid("FILE", path, "no such file")
      }
      guard !isDirectory.boolValue else {
        throw UsageError.invalid("FILE", path, "is a directory, not a file")
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError.invalid("FILE", path, "cannot be read (permissions?)")
      }
      return (data, path)
    }
  }
}
