/// The buttons of the demo screen (S6, S8–S12), in the order it lists them.
enum DemoEntry: Int, CaseIterable, Hashable, Sendable {
  /// 选择日期: year, month, day from 1940 to now, with 至今 (S2).
  case date
  /// 选择地区: province, city, district (S4).
  case region
  /// 选择时间: hour and minute (S3).
  case time
  /// 单个数据选择器: salary ranges (S5).
  case list
  /// Authors × books, two independent wheels of different widths (S8).
  case authorsBooks
  /// State → ZIP, dependent wheels from a dictionary (S9).
  case stateZip
  /// The slot machine (S10).
  case slots
  /// A text field showing `省份-城市` while its wheels move (S11).
  case textField
  /// The system modes (S12): time.
  case systemTime
  /// The system modes (S12): date.
  case systemDate
  /// The system modes (S12): date and time.
  case systemDateTime
  /// The system modes (S12): countdown.
  case systemCountdown

  /// The button's label before anything was picked.
  func label(chinese: Bool) -> String {
    switch self {
    case .date: chinese ? "选择日期" : "Pick a date"
    case .region: chinese ? "选择地区" : "Pick a region"
    case .time: chinese ? "选择时间" : "Pick a time"
    case .list: chinese ? "单个数据选择器" : "Single-column picker"
    case .authorsBooks: chinese ? "作者 × 书名" : "Authors × books"
    case .stateZip: chinese ? "州 → 邮编" : "State → ZIP"
    case .slots: chinese ? "老虎机" : "Slot machine"
    case .textField: chinese ? "省份-城市 文本框" : "Province-city text field"
    case .systemTime: chinese ? "系统模式：时间" : "System mode: time"
    case .systemDate: chinese ? "系统模式：日期" : "System mode: date"
    case .systemDateTime: chinese ? "系统模式：日期和时间" : "System mode: date and time"
    case .systemCountdown: chinese ? "系统模式：倒计时" : "System mode: countdown"
    }
  }

  /// The salary ranges of the single-column picker (S5).
  static let salaryRanges = ["2k以下", "2k-5k", "5k-10k", "10k-15k", "15k-25k", "25k-50k", "50k以上"]

  /// Authors and books, unrelated wheels (S8), in the locale's language.
  static func authorsAndBooks(chinese: Bool) -> (authors: [String], books: [String]) {
    if chinese {
      return (["鲁迅", "老舍", "巴金", "钱钟书", "张爱玲"], ["呐喊", "骆驼祥子", "家", "围城", "倾城之恋", "边城"])
    }
    return (
      ["Austen", "Dickens", "Tolstoy", "Twain", "Woolf"],
      ["Emma", "Bleak House", "War and Peace", "Huckleberry Finn", "Orlando", "Persuasion"]
    )
  }

  /// States and some of their ZIP codes, as the dictionary of S9 (JSON).
  static let stateZipDocument = """
    {"California":["90001","90210","94103","94105","95814"],"New York":["10001","10002","10027","11201","12207"],
    "Texas":["73301","75201","77001","78701"],"Washington":["98101","98104","98109","99201"],
    "Alaska":["99501","99502","99503"],"Wyoming":["82001","82002"]}
    """
}
