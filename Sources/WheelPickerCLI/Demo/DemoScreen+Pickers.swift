import Foundation
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerTerminal

extension DemoScreen {
  /// The picker a button opens, over the dimmed menu.
  ///
  /// - Throws: `UsageError` when its data cannot be loaded.
  func open(
    _ entry: DemoEntry, over menu: @escaping @Sendable (TerminalSize) -> Frame
  ) throws(UsageError) -> any DemoPicker {
    var picker = try open(entry)
    picker.backdrop = menu
    return picker
  }

  /// The picker a button opens.
  private func open(_ entry: DemoEntry) throws(UsageError) -> any DemoPicker {
    let chinese = options.locale.isChinese
    let context = CommandContext(
      common: options, environment: presenter.environment, console: presenter.console)
    switch entry {
    case .list:
      var list = ListOptions()
      list.items = DemoEntry.salaryRanges
      let sheet = try ListCommand.prepare(list, in: context)
      return box(retitled(sheet, entry))
    case .authorsBooks:
      // Widths of 90 and 210 points, as the model's width weights.
      let data = DemoEntry.authorsAndBooks(chinese: chinese)
      let model = try UsageError.forwarding(
        IndependentWheelsModel([
          .init(items: data.authors, name: "author", widthWeight: 90),
          .init(items: data.books, name: "book", widthWeight: 210),
        ]))
      let sheet = PreparedSheet(engine: SelectionEngine(model: model), title: "") { choices in
        let text =
          chinese
          ? "\(choices.values[0])《\(choices.values[1])》" : "\(choices.values[1]) by \(choices.values[0])"
        return PickerAnswer(text: text, json: .null)
      }
      return box(retitled(sheet, entry))
    case .stateZip:
      let tree = try CascadeCommand.tree(
        from: Data(DemoEntry.stateZipDocument.utf8), source: "states", shape: .dict, locale: options.locale)
      let sheet = PreparedSheet(engine: SelectionEngine(model: CascadeModel(tree: tree)), title: "") { path in
        PickerAnswer.cascade(path: path.elements.map { ($0.key, $0.name) }, text: path.text)
      }
      return box(retitled(sheet, entry))
    case .slots:
      // A replayable machine under --keys, a fresh one in a terminal.
      let seed = options.keys == nil ? UInt64.random(in: 0...UInt64.max) : 0
      let sheet = SlotsCommand.prepare(seed: seed, locale: options.locale)
      return DemoPickerBox(
        sheet: sheet, program: SlotsCommand.program(for: sheet, presenter: presenter), seed: seed)
    case .date, .systemDate:
      var date = DateOptions()
      date.hasPresent = entry == .date
      return box(
        retitled(try DateCommand.prepare(date, in: context), entry))
    case .dateRange:
      var range = RangeOptions()
      range.dates.hasPresent = true
      return box(retitled(try RangeCommand.prepare(range, in: context), entry))
    case .week, .quarter:
      var date = DateOptions()
      date.columns = entry == .week ? .week : .quarter
      return box(retitled(try DateCommand.prepare(date, in: context), entry))
    case .files:
      let children = try ChildrenSheet(
        command: DemoEntry.filesCommand, levels: 3, timeout: CascadeCommand.defaultChildrenTimeout,
        presenter: presenter)
      let loader = children.loader
      return DemoPickerBox(
        sheet: retitled(children.sheet, entry), program: children.program, seed: 0, feed: children.feed,
        finish: { loader.cancelLoads() })
    case .systemDateTime:
      var date = DateOptions()
      date.columns = .dateTime
      return box(
        retitled(try DateCommand.prepare(date, in: context), entry))
    case .time, .systemTime:
      let sheet = try TimeCommand.prepare(TimeOptions(), in: context)
      return box(retitled(sheet, entry))
    case .systemCountdown:
      return box(retitled(try CountdownCommand.prepare(CountdownOptions(), in: context), entry))
    case .region, .world, .usZip:
      var region = RegionOptions()
      region.data = entry == .world ? .world : entry == .usZip ? .usZip : .china
      let sheet = retitled(try RegionCommand.prepare(region, in: context), entry)
      return DemoPickerBox(
        sheet: sheet, program: presenter.program(for: sheet, search: Self.search(sheet)), seed: 0)
    case .textField:
      // A text field above the sheet shows 省份-城市 while the wheels move.
      var region = RegionOptions()
      region.depth = 2
      var sheet = retitled(try RegionCommand.prepare(region, in: context), entry)
      let text: @Sendable (RegionPath) -> String = { path in path.text(separator: "-") }
      sheet.answer = { path in PickerAnswer(text: text(path), json: .string(text(path))) }
      let label = chinese ? "省份-城市" : "Province-city"
      let program = SheetProgram(
        configuration: presenter.configuration(for: sheet), search: Self.search(sheet))
      return DemoPickerBox(
        sheet: sheet, program: program, seed: 0,
        field: { path in TextFieldLine(label: label, text: text(path)) })
    }
  }

  private static func search(_ sheet: PreparedSheet<RegionModel>) -> CascadeSheetSearch<RegionModel> {
    CascadeSheetSearch(regions: sheet.engine.model)
  }

  private func retitled<Model>(_ sheet: PreparedSheet<Model>, _ entry: DemoEntry) -> PreparedSheet<Model> {
    var sheet = sheet
    sheet.title = presenter.words.label(of: entry)
    return sheet
  }

  private func box<Model>(_ sheet: PreparedSheet<Model>) -> DemoPickerBox<Model> {
    DemoPickerBox(sheet: sheet, program: presenter.program(for: sheet), seed: 0)
  }
}
