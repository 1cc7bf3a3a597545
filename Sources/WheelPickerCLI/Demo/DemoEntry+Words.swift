import WheelPickerCore

/// The entries of `wheelpicker demo`, in the order it lists them: every picker the package
/// offers, one entry each, labelled by ``/WheelPickerCore/PickerWords/label(of:wheel:)``.
enum DemoEntry: Int, CaseIterable, Hashable, Sendable {
  /// Year, month and day from 1940 to now, with 至今.
  case date
  /// A start and an end date in one sheet, which may end 至今.
  case dateRange
  /// A week of a week-based year.
  case week
  /// A quarter of a year.
  case quarter
  /// Province, city and district.
  case region
  /// Country and subdivision (ISO 3166), in the locale's language.
  case world
  /// US state, then ZIP code.
  case usZip
  /// Hour and minute.
  case time
  /// One wheel of salary ranges.
  case list
  /// Authors × books: two independent wheels of different widths.
  case authorsBooks
  /// State → ZIP: dependent wheels from a dictionary.
  case stateZip
  /// Files and folders, each wheel's rows listed by a command when it first shows them.
  case files
  /// The slot machine.
  case slots
  /// A text field that shows `省份-城市` while its wheels move.
  case textField
  /// The system-style modes: time.
  case systemTime
  /// The system-style modes: date.
  case systemDate
  /// The system-style modes: date and time.
  case systemDateTime
  /// The system-style modes: countdown.
  case systemCountdown
}

/// The rows of the words table that only the demo shows.
extension PickerWords {
  /// A demo entry's label before anything was picked (`选择日期`, `Pick a date`).
  func label(of entry: DemoEntry) -> String {
    pick(Self.demoLabels[entry.rawValue])
  }

  /// The demo screen's title (`WheelPicker 演示`).
  var demoTitle: String {
    pick(Phrase(en: "WheelPicker demo", hans: "WheelPicker 演示", hant: "WheelPicker 示範", ja: "WheelPicker デモ"))
  }

  /// The button that leaves a menu of pickers (`退出`).
  var quit: String { pick(Phrase(en: "Quit", hans: "退出", hant: "結束", ja: "終了")) }

  /// The button that opens the picker a menu row names (`打开`).
  var open: String { pick(Phrase(en: "Open", hans: "打开", hant: "開啟", ja: "開く")) }

  /// The slot machine's title where the space bar spins it (`老虎机 (空格旋转)`).
  var slotMachineTitle: String {
    pick(
      Phrase(
        en: "Slots (space spins)", hans: "老虎机 (空格旋转)", hant: "吃角子老虎 (空白鍵旋轉)",
        ja: "スロット (スペースで回転)"))
  }

  /// The labels of ``DemoEntry``, in its order.
  private static let demoLabels: [Phrase] = [
    Phrase(en: "Pick a date", hans: "选择日期", hant: "選擇日期", ja: "日付を選ぶ"),
    Phrase(en: "Pick a date range", hans: "选择日期范围", hant: "選擇日期範圍", ja: "期間を選ぶ"),
    Phrase(en: "Pick a week", hans: "选择周", hant: "選擇週", ja: "週を選ぶ"),
    Phrase(en: "Pick a quarter", hans: "选择季度", hant: "選擇季度", ja: "四半期を選ぶ"),
    Phrase(en: "Pick a region", hans: "选择地区", hant: "選擇地區", ja: "地域を選ぶ"),
    Phrase(en: "Country → subdivision", hans: "国家 → 行政区", hant: "國家 → 行政區", ja: "国 → 地域"),
    Phrase(en: "US state → ZIP code", hans: "美国州 → 邮编", hant: "美國州 → 郵遞區號", ja: "米国の州 → 郵便番号"),
    Phrase(en: "Pick a time", hans: "选择时间", hant: "選擇時間", ja: "時刻を選ぶ"),
    Phrase(en: "Single-column picker", hans: "单个数据选择器", hant: "單欄選擇器", ja: "1列のピッカー"),
    Phrase(en: "Authors × books", hans: "作者 × 书名", hant: "作者 × 書名", ja: "著者 × 書名"),
    Phrase(en: "State → ZIP", hans: "州 → 邮编", hant: "州 → 郵遞區號", ja: "州 → 郵便番号"),
    Phrase(
      en: "Files (listed on demand)", hans: "文件（按需列出）", hant: "檔案（隨選列出）", ja: "ファイル（必要時に一覧）"),
    Phrase(en: "Slot machine", hans: "老虎机", hant: "吃角子老虎", ja: "スロットマシン"),
    Phrase(en: "Province-city text field", hans: "省份-城市 文本框", hant: "省份-城市 文字欄位", ja: "省-市 テキストフィールド"),
    Phrase(en: "System mode: time", hans: "系统模式：时间", hant: "系統模式：時間", ja: "システムモード：時刻"),
    Phrase(en: "System mode: date", hans: "系统模式：日期", hant: "系統模式：日期", ja: "システムモード：日付"),
    Phrase(
      en: "System mode: date and time", hans: "系统模式：日期和时间", hant: "系統模式：日期和時間",
      ja: "システムモード：日付と時刻"),
    Phrase(
      en: "System mode: countdown", hans: "系统模式：倒计时", hant: "系統模式：倒數計時", ja: "システムモード：カウントダウン"),
  ]
}
