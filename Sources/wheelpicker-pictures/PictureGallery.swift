import Foundation
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

/// One picture of each sheet kind, from fixed dates and data so that every
/// run draws the same bytes: the README's pictures and the golden SVGs.
enum PictureGallery {
  /// A picture and the file name it is written under (without extension).
  struct Entry {
    var name: String
    var picture: SheetPicture
  }

  /// An iPhone's width, a height that shows the sheet with a strip of dimmed screen above it.
  static let container = SheetSize(width: 375, height: 460)
  /// The home indicator's safe area.
  static let safeArea = SheetInsets(top: 47, bottom: 34)
  /// "Now" for every date: 2026-12-01 10:00 in Shanghai.
  static let now = Date(timeIntervalSince1970: 1_796_090_400)
  static let salaryRanges = ["2k以下", "2k-5k", "5k-10k", "10k-15k", "15k-25k", "25k-50k", "50k以上"]
  static let authors = ["鲁迅", "老舍", "巴金", "钱钟书", "张爱玲"]
  static let books = ["呐喊", "骆驼祥子", "家", "围城", "倾城之恋", "边城"]
  /// Each author's own books, for the dependent wheels: the second wheel follows the first.
  static let authorsAndBooks = CascadeTree(roots: [
    .init(name: "鲁迅", children: [.init(name: "呐喊"), .init(name: "彷徨"), .init(name: "朝花夕拾")]),
    .init(name: "老舍", children: [.init(name: "骆驼祥子"), .init(name: "四世同堂"), .init(name: "茶馆")]),
    .init(name: "巴金", children: [.init(name: "家"), .init(name: "春"), .init(name: "秋")]),
    .init(name: "钱钟书", children: [.init(name: "围城"), .init(name: "谈艺录")]),
    .init(name: "张爱玲", children: [.init(name: "倾城之恋"), .init(name: "金锁记")]),
  ])

  /// Every picture, in the README's order.
  ///
  /// - Throws: `WheelPickerError` when a model cannot be built (a bug in the gallery).
  static func entries() throws(WheelPickerError) -> [Entry] {
    let style = SheetStyle.chinese
    var entries: [Entry] = []

    var date = try SelectionEngine(model: DatePickerModel(dateConfiguration(.yearMonthDay)))
    try date.select(.present)
    entries.append(entry("date-present", date, title: "选择日期", style: style))

    // 全部 on the month: the whole of 2024, the day wheel emptied as after 至今.
    var wholeYear = try dateConfiguration(.yearMonthDay)
    wholeYear.includesAll = true
    var whole = try SelectionEngine(model: DatePickerModel(wholeYear))
    try whole.select(.fields(year: 2024))
    entries.append(entry("date-all", whole, title: "选择月份", style: style))

    var time = try SelectionEngine(model: DatePickerModel(dateConfiguration(.hourMinute)))
    try time.select(.date(DateFields(hour: 14, minute: 20)))
    entries.append(entry("time", time, title: "选择时间", style: style))

    // The system countdown's look: units beside the centre row.
    let countdown = try SelectionEngine(
      model: CountdownModel(minuteStep: 5, locale: Locale(identifier: "zh_Hans"), units: .besideCentre),
      value: CountdownValue(hours: 1, minutes: 30))
    entries.append(entry("countdown", countdown, title: "倒计时", style: style))

    let regions = RegionModel(dataset: .china)
    let region = try SelectionEngine(model: regions, value: regions.path(forDefault: "广东 深圳 南山"))
    entries.append(entry("region", region, title: "选择地区", style: style))

    let cv = try DateRangeModel(dateConfiguration(.yearMonth))
    let range = try SelectionEngine(
      model: cv, value: DateRange(start: .fields(year: 2015, month: 9), end: .present))
    entries.append(entry("range", range, title: "在职时间", style: style))

    let salaries = ListModel(salaryRanges)
    let list = try SelectionEngine(model: salaries, value: salaries.choice(text: "10k-15k"))
    entries.append(entry("list", list, title: "期望薪资", style: style))

    let wheels = try IndependentWheelsModel([
      .init(items: authors, name: "author", widthWeight: 90),
      .init(items: books, name: "book", widthWeight: 210),
    ])
    let pair = try SelectionEngine(model: wheels, value: wheels.choices(texts: ["钱钟书", "围城"]))
    entries.append(entry("authors-books", pair, title: "作者 × 书名", style: style))

    // Dependent wheels: the books of the author chosen (a dictionary of lists).
    let shelves = CascadeModel(tree: authorsAndBooks, levels: 2)
    let cascade = try SelectionEngine(model: shelves, value: shelves.path(names: ["老舍", "茶馆"]))
    entries.append(entry("cascade", cascade, title: "作者 → 书名", style: style))

    entries.append(try slotMachineEntry(style: style))

    entries.append(try textFieldEntry(style: style))

    var dark = try SelectionEngine(model: DatePickerModel(dateConfiguration(.yearMonthDay)))
    try dark.select(.date(DateFields(year: 2007, month: 4, day: 1)))
    entries.append(entry("date-dark", dark, title: "选择日期", style: style, appearance: .dark))
    return entries
  }

  /// A text field reading `广东省-深圳市` above the two-wheel region picker
  /// that is its input view (no backdrop: the field stays readable).
  private static func textFieldEntry(style: SheetStyle) throws(WheelPickerError) -> Entry {
    let regions = RegionModel(dataset: .china, levels: 2)
    let binding = PickerTextBinding(
      engine: try SelectionEngine(model: regions, value: regions.path(forDefault: "广东 深圳")))
    var geometry = SheetGeometry()
    geometry.backdropAlpha = 0
    // The wheels edit the field live: the bar has one Done button.
    let sheet = PickerSheet<RegionModel>(
      words: style.words, buttons: .done, search: nil, metrics: .points(style: style, geometry: geometry))
    let snapshot = SheetSnapshot(
      sheet: sheet, state: sheet.initialState(engine: binding.engine), style: style, geometry: geometry,
      container: container, safeArea: safeArea)
    let field = SheetPicture.TextField(
      label: "省份-城市", text: binding.text,
      frame: SheetRect(x: 16, y: safeArea.top + 36, width: 343, height: 44))
    return Entry(name: "text-field", picture: SheetPicture(snapshot: snapshot, textFields: [field]))
  }

  /// The slot machine after a winning spin, as the faces show it: five reels, the result below them,
  /// the Spin button below that.
  private static func slotMachineEntry(style: SheetStyle) throws(WheelPickerError) -> Entry {
    let slots = try SelectionEngine(model: SlotMachineModel(), value: ["🍒", "🍒", "🍒", "🔔", "💎"])
    var sheet = PickerSheet<SlotMachineModel>(
      words: style.words, buttons: .spin, search: nil,
      metrics: .points(style: style, geometry: SheetGeometry()))
    let words = style.words
    sheet.liveTitle = { SlotMachineModel.isWin($0) ? words.winning : "" }
    let snapshot = SheetSnapshot(
      sheet: sheet, state: sheet.initialState(engine: slots), style: style, container: container,
      safeArea: safeArea)
    var picture = SheetPicture(snapshot: snapshot)
    picture.isScreen = true
    return Entry(name: "slot-machine", picture: picture)
  }

  private static func entry<Model: WheelModel>(
    _ name: String, _ engine: SelectionEngine<Model>, title: String, style: SheetStyle,
    appearance: SheetAppearance = .light
  ) -> Entry {
    let snapshot = SheetSnapshot(
      engine: engine, title: title, style: style, container: container, safeArea: safeArea,
      appearance: appearance)
    return Entry(name: name, picture: SheetPicture(snapshot: snapshot))
  }

  /// The pictures' date picker: years 1940 up to now, 至今 after the last, Chinese titles.
  /// The clock shows its units beside the centre row, as the system countdown does.
  private static func dateConfiguration(
    _ columns: DateColumns
  ) throws(WheelPickerError) -> DatePickerConfiguration {
    var configuration = try DatePickerConfiguration(
      columns: columns, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: now, minimum: columns == .hourMinute ? .year(1900) : .year(1940),
      maximum: columns == .hourMinute ? .year(2100) : .now, includesPresent: columns != .hourMinute)
    if columns == .hourMinute { configuration.units = .besideCentre }
    return configuration
  }
}
