extension PickerWords {
  /// The separator a face draws between a range's start and end wheels (`至`, `—`).
  public var rangeSeparator: String { pick(Phrase(en: "—", hans: "至", hant: "至", ja: "〜")) }

  /// A range's text from its halves' (`2015年9月 — 至今`, `September 2015 – Present`).
  public func range(_ start: String, _ end: String) -> String {
    pick(
      Phrase(
        en: "\(start) – \(end)", hans: "\(start) — \(end)", hant: "\(start) — \(end)", ja: "\(start)〜\(end)"))
  }
}
