import WheelPickerCore

/// What VoiceOver says for a sheet's wheels, from the core's localized words
/// (``/WheelPickerCore/PickerWords``) and spoken row texts, so that the UIKit
/// and SwiftUI faces say the same thing.
extension SelectionEngine {
  /// A wheel's accessibility label: the caller's label, else the words
  /// table's for its kind (`年`, `Month`, `区县`, `Reel 2`).
  public func accessibilityLabel(ofWheel wheel: Int, words: PickerWords) -> String {
    words.label(of: model.traits(ofWheel: wheel), wheel: wheel)
  }

  /// What a screen reader says for a row: the row read in full (`2007年4月`,
  /// a node's full name), not the short title the wheel shows; an empty
  /// wheel's placeholder says that there is nothing to choose.
  public func spokenText(ofRow row: Int, inWheel wheel: Int, words: PickerWords) -> String {
    guard row >= 0, row < rowCount(ofWheel: wheel) else {
      return nothingToChoose(inWheel: wheel, words: words)
    }
    return model.spokenText(ofRow: row, inWheel: wheel, given: selection)
  }

  /// A wheel's accessibility value: its selected row read in full, or that
  /// it has nothing to choose (after 至今).
  public func accessibilityValue(ofWheel wheel: Int, words: PickerWords) -> String {
    guard let row = selectedRow(inWheel: wheel) else { return nothingToChoose(inWheel: wheel, words: words) }
    return spokenText(ofRow: row, inWheel: wheel, words: words)
  }

  /// What a face announces after `change`, which this engine has just made:
  /// the moves the user did not make (a day clamped, a city reset, a wheel
  /// emptied or restored, a disabled row refused), in dependency order, as
  /// one text; `nil` when there is nothing to say.
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// var configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)
  /// configuration.initialValue = .fields(year: 2026, month: 1, day: 31)
  /// var engine = SelectionEngine(model: try DatePickerModel(configuration))
  /// let words = PickerWords(language: .english)
  /// -->
  /// ```swift
  /// let change = engine.selectRow(1, inWheel: 1)             // January 31 → February
  /// engine.announcement(for: change, words: words)           // "Day changed to 28: February has 28 days"
  /// ```
  /// - Complexity: O(number of moves).
  public func announcement(for change: SelectionChange, words: PickerWords) -> String? {
    words.announcement(for: change, in: self)
  }

  /// The core's sentence for a wheel that became empty ("Month: nothing to choose").
  private func nothingToChoose(inWheel wheel: Int, words: PickerWords) -> String {
    let emptied = SelectionMove(
      wheel: wheel, fromRow: nil, toRow: nil, fromKey: nil, toKey: nil, reason: .emptied)
    return words.announcement(for: emptied, in: self) ?? words.empty
  }
}
