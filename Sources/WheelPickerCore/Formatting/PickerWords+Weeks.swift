extension PickerWords {
  /// A row of a week-of-month wheel (`第2周`, `Week 2`).
  public func weekOfMonth(_ week: Int) -> String {
    pick(Phrase(en: "Week \(week)", hans: "第\(week)周", hant: "第\(week)週", ja: "第\(week)週"))
  }

  /// A week of a month whose name is already formatted (`2024年3月第2周`, `Week 2 of March 2024`).
  public func week(_ week: Int, of month: String) -> String {
    pick(
      Phrase(
        en: "Week \(week) of \(month)", hans: "\(month)第\(week)周", hant: "\(month)第\(week)週",
        ja: "\(month)第\(week)週"))
  }
}
