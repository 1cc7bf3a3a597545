import Foundation
import WheelPickerChinaTowns
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerRegionHistory
import WheelPickerUSZip
import WheelPickerWorld

/// `wheelpicker region`: a region of a bundled dataset or a region file.
enum RegionCommand: SubcommandDefinition {
  static let name = "region"
  static let summary = "pick a region: province, city, district (pinyin search)"

  static let options: [OptionSpec<RegionOptions>] =
    [
      OptionSpec(
        "--data", .value("china|china-towns|world|us-zip|FILE"), "the dataset (default: china)",
        completion: .choices(RegionDataChoice.bundledNames)
      ) { options, text throws(UsageError) in
        guard !text.isEmpty else {
          throw UsageError.invalid("--data", text, "must be china, china-towns, world, us-zip or a file path")
        }
        options.data = RegionDataChoice(argument: text)
      },
      OptionSpec("--depth", .value("N"), "show the first N levels (default: all)") {
        options, text throws(UsageError) in
        options.depth = try WholeNumber.parse(
          text, option: "--depth", in: 1...9, rule: "must be a whole number of levels from 1 to 9")
      },
      OptionSpec(
        "--select", .value("PATH|CODE"), "the starting region: 广东/深圳, 广东 深圳, 440305 or an old code (120225)"
      ) {
        options, text throws(UsageError) in
        options.select = try PathArgument.parse(text, option: "--select")
      },
    ] + QueryOptions.specs(filters: true, cycles: false)

  /// `--filter` shows no sheet: `--query`, `--select-1`, `--exit-0`, `--keys` and `--timeout` are refused beside it.
  static func validate(_ options: RegionOptions, common: CommonOptions) throws(UsageError) {
    try options.query.validate(common: common)
  }

  /// The region's sheet, on `--select` or the first rows.
  ///
  /// - Throws: `UsageError` when the file cannot be read, `--depth`
  ///   exceeds the data's levels or `--select` names no region.
  static func prepare(
    _ options: RegionOptions, in context: CommandContext
  ) throws(UsageError) -> PreparedSheet<RegionModel> {
    let data = try load(options.data, locale: context.locale)
    let levels = max(data.tree.levelCount, 1)
    if let depth = options.depth, depth > levels {
      throw UsageError.invalid(
        "--depth", String(depth), "must be at most \(levels), the levels of this dataset")
    }
    let model = try UsageError.forwarding(RegionModel(data: data, levels: options.depth))
    var engine = SelectionEngine(model: model)
    var former: RegionHistory.Record?
    if let select = options.select {
      let text = select.components.joined(separator: " ")
      // A region a file marks disabled (or one under it) is named, not answered with a neighbour.
      if model.tree.hasDisabledNodes, let node = try? model.node(forDefault: text),
        let disabled = CascadeCommand.disabledNode(onPathTo: node, in: model.tree)
      {
        throw UsageError.invalid(
          "--select", select.text, "names a disabled region, \(disabled), which cannot be chosen")
      }
      do {
        try engine.select(try model.path(forDefault: text))
      } catch {
        // An old code of China's divisions opens on what it became.
        guard options.data.hasChinaCodes,
          let succession = try formerCode(text, option: select.text, in: context)
        else { throw UsageError.invalid("--select", select.text, error.message, refusedBy: error) }
        let first = succession.current[0]
        guard let path = try? model.path(forDefault: first.code) else {
          let record = succession.record
          throw UsageError.invalid(
            "--select", select.text,
            "\(record.code) \(record.name) (\(record.years)) is now \(first.code) \(first.name), deeper than the "
              + "\(model.wheelCount) wheels shown")
        }
        try UsageError.forwarding(engine.select(path))
        former = succession.record
      }
    }
    var sheet = PreparedSheet(engine: engine, title: "") { [former] path in
      PickerAnswer.region(
        path: path.path.map { ($0.code, $0.name) }, text: path.text, requested: former.map(Self.requested))
    }
    sheet.levelsAnswer = { path, levels in
      let found = RegionPath(path: Array(path.path.prefix(levels)), text: "")
      return PickerAnswer.region(
        path: found.path.map { ($0.code, $0.name) }, text: found.text(separator: " "))
    }
    return sheet
  }

  /// Presents the sheet with a search of the whole dataset.
  static func run(
    _ options: RegionOptions, in context: CommandContext, presenter: SheetPresenter
  ) throws(UsageError) -> ExitStatus {
    let sheet = try prepare(options, in: context)
    let model = sheet.engine.model
    // `--filter` prints every match; a sheet offers the first 50.
    var search = CascadeSheetSearch<RegionModel>(
      regions: model, limit: options.query.filter == nil ? 50 : .max)
    if options.data.hasChinaCodes {
      search.note = formerNameNote(index: model.data.searchIndex, tree: model.tree, locale: context.locale)
    }
    return presenter.presentSearching(
      sheet, program: presenter.program(for: sheet, search: search), query: options.query)
  }

  /// The dataset `--data` names, in the order a reader of `locale` expects:
  /// countries and states by name, China's divisions in their official code
  /// order (``/WheelPickerCore/RegionDataset/load(for:)``); a file in its own order.
  static func load(_ choice: RegionDataChoice, locale: LocaleSetting) throws(UsageError) -> RegionData {
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
      let bytes = try FileInput.bytes(atPath: path, argument: "--data")
      guard !bytes.isEmpty else {
        throw UsageError.invalid(
          "--data", path, "is empty: a region file is a JSON or property-list document")
      }
      // Every shape `cascade` reads, placeholders marked as in the bundled data.
      return try UsageError.forwarding(
        RegionData(
          document: Data(bytes), source: UsageError.shown(path),
          keyOrder: CascadeCommand.keyOrder(for: locale)))
    }
    return try UsageError.forwarding(dataset.load(for: Locale(identifier: locale.identifier)))
  }
}

/// The options of `wheelpicker region`.
struct RegionOptions: QueryingOptions {
  /// The dataset (`--data`).
  var data: RegionDataChoice = .china
  /// How many levels are shown (`--depth`), `nil` for all of the dataset's.
  var depth: Int?
  /// The starting path or code (`--select`), `nil` for the first rows.
  var select: PathArgument?
  /// The search options (`--query`, `--filter`…).
  var query = QueryOptions()

}
