import Foundation

extension DateRangeModel {
  /// The rows of a start wheel, or of an end wheel between the start's bounds.
  ///
  /// - Complexity: O(wheels), from memoised calendar facts.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    guard wheel >= 0, wheel < wheelCount else { return 0 }
    guard wheel >= half else { return start.rowCount(ofWheel: wheel, given: selection) }
    return endModel(given: selection).end.rowCount(ofWheel: wheel - half, given: endSelection(selection))
  }

  /// The row's title in its half.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard wheel >= 0, wheel < wheelCount else { return "" }
    guard wheel >= half else { return start.title(ofRow: row, inWheel: wheel, given: selection) }
    return endModel(given: selection).end.title(
      ofRow: row, inWheel: wheel - half, given: endSelection(selection))
  }

  /// The row's key in its half (the year, month, day… as ``DatePickerModel`` keys them).
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    guard wheel >= 0, wheel < wheelCount else { return RowKey(0) }
    guard wheel >= half else { return start.key(ofRow: row, inWheel: wheel, given: selection) }
    return endModel(given: selection).end.key(
      ofRow: row, inWheel: wheel - half, given: endSelection(selection))
  }

  /// The row holding a key in its half.
  ///
  /// - Complexity: O(1) after the end's bounds.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    guard wheel >= 0, wheel < wheelCount else { return nil }
    guard wheel >= half else { return start.row(for: key, inWheel: wheel, given: selection) }
    return endModel(given: selection).end.row(for: key, inWheel: wheel - half, given: endSelection(selection))
  }

  /// The configuration's filter in either half; 至今 only where the lengths let it end the range.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    guard wheel >= 0, wheel < wheelCount else { return true }
    guard wheel >= half else { return start.isRowEnabled(row, inWheel: wheel, given: selection) }
    let bounds = endModel(given: selection)
    let local = endSelection(selection)
    if wheel == half, configuration.includesPresent,
      bounds.end.key(ofRow: row, inWheel: 0, given: local) == DatePickerModel.presentKey
    {
      return allowsPresent(after: bounds)
    }
    return bounds.end.isRowEnabled(row, inWheel: wheel - half, given: local)
  }

  /// Each half's hour wheel carries into its own AM/PM wheel.
  public func carry(ofWheel wheel: Int) -> Int? {
    guard wheel >= 0, wheel < wheelCount else { return nil }
    let isEnd = wheel >= half
    return dates.carry(ofWheel: isEnd ? wheel - half : wheel).map { isEnd ? $0 + half : $0 }
  }

  /// Same value, else the nearest (the engine's rule), in both halves.
  public func retention(ofWheel wheel: Int) -> Retention { .sameValueOrNearest }

  /// Now clamped into the bounds, in both halves (the end then follows the start).
  public func preferredRow(inWheel wheel: Int, given selection: WheelSelection) -> Int {
    guard wheel >= 0, wheel < wheelCount else { return 0 }
    guard wheel >= half else { return start.preferredRow(inWheel: wheel, given: selection) }
    return endModel(given: selection).end.preferredRow(inWheel: wheel - half, given: endSelection(selection))
  }

  /// The start's and the end's values.
  public func value(of selection: WheelSelection) -> DateRange {
    let end = endModel(given: selection).end
    return DateRange(start: start.value(of: selection), end: end.value(of: endSelection(selection)))
  }

  /// The keys of both halves.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` when a half lacks a field, the start
  ///   is 至今, or the end precedes the start (reason ``WheelPickerError/Reason/endBeforeStart``).
  public func keys(for value: DateRange) throws(WheelPickerError) -> [RowKey?] {
    guard !value.start.isPresent else {
      throw WheelPickerError(
        .valueNotAvailable, "range \(value): the start cannot be present (至今)", reason: .notOffered)
    }
    let startKeys = try start.keys(for: value.start)
    let endKeys = try dates.keys(for: value.end)
    // A whole year or month (全部) ends the range with its last moment: 2024 may end a range that
    // starts in March 2024.
    if case .date(let startFields) = value.start, case .date(let endFields) = value.end,
      let first = try? dates.wallTime(of: startFields), let wall = try? dates.wallTime(of: endFields),
      dates.lastWall(ofWhole: endFields) ?? WallTime(day: wall.day, second: wall.second)
        < WallTime(day: first.day, second: first.second)
    {
      throw WheelPickerError(
        .valueNotAvailable,
        "range \(dates.text(for: value.start)) … \(dates.text(for: value.end)): the end precedes the start",
        reason: .endBeforeStart)
    }
    return startKeys + endKeys
  }

  /// Words for a key of either half (`"31"`, `"至今"`).
  public func describe(_ key: RowKey, inWheel wheel: Int) -> String {
    dates.describe(key, inWheel: wheel >= half ? wheel - half : wheel)
  }

  /// A month row also answers to its number, in both halves.
  public func searchAlias(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String? {
    guard wheel >= 0, wheel < wheelCount else { return nil }
    guard wheel >= half else { return start.searchAlias(ofRow: row, inWheel: wheel, given: selection) }
    return endModel(given: selection).end.searchAlias(
      ofRow: row, inWheel: wheel - half, given: endSelection(selection))
  }

  /// The row as a person reads it (`2015年9月`), in its half.
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard wheel >= 0, wheel < wheelCount else { return "" }
    guard wheel >= half else { return start.spokenText(ofRow: row, inWheel: wheel, given: selection) }
    return endModel(given: selection).end.spokenText(
      ofRow: row, inWheel: wheel - half, given: endSelection(selection))
  }

  /// The range as a person reads it: `2015年9月 — 至今`, `September 2015 – Present`.
  public func text(for value: DateRange) -> String {
    PickerWords(locale: configuration.locale).range(dates.text(for: value.start), dates.text(for: value.end))
  }
}
