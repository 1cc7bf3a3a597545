extension PickerWords {
  /// What people call a wheel: the caller's ``WheelTraits/label`` when it has
  /// one, else the table's word for its ``WheelTraits/kind`` (`年`, `Month`,
  /// `区县`, `Reel 2`).
  ///
  /// - Parameters:
  ///   - traits: the wheel's traits (``WheelModel/traits(ofWheel:)``).
  ///   - wheel: the wheel's index in dependency order, which numbers reels.
  public func label(of traits: WheelTraits, wheel: Int) -> String {
    if let label = traits.label, !label.isEmpty { return label }
    return pick(Self.label(of: traits.kind, wheel: wheel))
  }

  /// The table of wheel labels, one kind a row.
  static func label(of kind: WheelKind, wheel: Int) -> Phrase {
    switch kind {
    case .year: Phrase(en: "Year", hans: "年", hant: "年", ja: "年")
    case .month: Phrase(en: "Month", hans: "月", hant: "月", ja: "月")
    case .day: Phrase(en: "Day", hans: "日", hant: "日", ja: "日")
    case .date: Phrase(en: "Date", hans: "日期", hant: "日期", ja: "日付")
    case .period: Phrase(en: "AM/PM", hans: "上午/下午", hant: "上午/下午", ja: "午前/午後")
    case .hour: Phrase(en: "Hour", hans: "时", hant: "時", ja: "時")
    case .minute: Phrase(en: "Minute", hans: "分", hant: "分", ja: "分")
    case .second: Phrase(en: "Second", hans: "秒", hant: "秒", ja: "秒")
    // An ISO week-year is read as a year: `2020年第53周`, `Week 53, 2020`.
    case .weekYear: Phrase(en: "Year", hans: "年", hant: "年", ja: "年")
    case .week: Phrase(en: "Week", hans: "周", hant: "週", ja: "週")
    case .quarter: Phrase(en: "Quarter", hans: "季度", hant: "季度", ja: "四半期")
    case .durationHours: Phrase(en: "Hours", hans: "小时", hant: "小時", ja: "時間")
    case .durationMinutes: Phrase(en: "Minutes", hans: "分钟", hant: "分鐘", ja: "分")
    case .province: Phrase(en: "Province", hans: "省", hant: "省", ja: "省")
    case .prefecture: Phrase(en: "City", hans: "市", hant: "市", ja: "市")
    case .county: Phrase(en: "District", hans: "区县", hant: "區縣", ja: "区・県")
    case .township: Phrase(en: "Township", hans: "乡镇", hant: "鄉鎮", ja: "町村")
    case .country: Phrase(en: "Country", hans: "国家", hant: "國家", ja: "国")
    case .subdivision(let level) where level <= 0:
      Phrase(en: "Region", hans: "地区", hant: "地區", ja: "地域")
    case .subdivision(let level):
      Phrase(
        en: "Region \(level + 1)", hans: "\(level + 1)级地区", hant: "\(level + 1)級地區", ja: "地域\(level + 1)")
    case .state: Phrase(en: "State", hans: "州", hant: "州", ja: "州")
    case .postalCode: Phrase(en: "ZIP code", hans: "邮编", hant: "郵遞區號", ja: "郵便番号")
    case .level(let level):
      Phrase(en: "Level \(level + 1)", hans: "第\(level + 1)级", hant: "第\(level + 1)級", ja: "第\(level + 1)階層")
    case .items: Phrase(en: "Item", hans: "选项", hant: "選項", ja: "項目")
    case .reel:
      Phrase(en: "Reel \(wheel + 1)", hans: "第\(wheel + 1)轴", hant: "第\(wheel + 1)軸", ja: "リール\(wheel + 1)")
    }
  }
}
