import Foundation

/// Apple's countdown-timer layout: a wheel of hours 0–23 and a wheel of minutes with a step.
///
/// ```swift
/// let model = try CountdownModel(minuteStep: 5, locale: Locale(identifier: "zh_Hans"))
/// var engine = try SelectionEngine(model: model, value: CountdownValue(hours: 1, minutes: 30))
/// model.text(for: engine.value)   // "1小时30分钟"
/// ```
public struct CountdownModel: WheelModel {
  /// The chosen duration.
  public typealias Value = CountdownValue

  /// The step of the minute wheel.
  public let minuteStep: Int
  /// The locale of titles.
  public let locale: Locale
  /// Where unit words appear.
  public let units: DatePickerConfiguration.UnitPlacement

  /// Creates a countdown picker.
  ///
  /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` when `minuteStep` is not one of
  ///   ``DatePickerConfiguration/allowedSteps``.
  public init(
    minuteStep: Int = 1, locale: Locale, units: DatePickerConfiguration.UnitPlacement = .besideCentre
  ) throws(WheelPickerError) {
    try DatePickerConfiguration.checkStep(minuteStep, of: "countdown minute")
    self.minuteStep = minuteStep
    self.locale = locale
    self.units = units
  }

  /// Two wheels: hours, minutes.
  public var wheelCount: Int { 2 }

  /// ``WheelKind/durationHours`` (`"hours"`) and ``WheelKind/durationMinutes``
  /// (`"minutes"`), with the unit word beside the centre row when units are placed there.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    WheelTraits(
      kind: wheel == 0 ? .durationHours : .durationMinutes, name: wheel == 0 ? "hours" : "minutes",
      unit: unit(ofWheel: wheel))
  }

  /// 24 hours; 60 / step minutes.
  public func rowCount(ofWheel wheel: Int, given selection: WheelSelection) -> Int {
    switch wheel {
    case 0: return 24
    case 1: return 60 / minuteStep
    default: return 0
    }
  }

  /// The hour or the minute.
  public func key(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> RowKey {
    // Rows from outside are clamped first, so that the product cannot overflow.
    let row = min(max(row, 0), max(rowCount(ofWheel: wheel, given: selection) - 1, 0))
    return RowKey(wheel == 0 ? row : row * minuteStep)
  }

  /// The row of an hour or a minute on the step.
  public func row(for key: RowKey, inWheel wheel: Int, given selection: WheelSelection) -> Int? {
    let row = wheel == 0 ? key.ordinal : key.ordinal % minuteStep == 0 ? key.ordinal / minuteStep : -1
    return row >= 0 && row < rowCount(ofWheel: wheel, given: selection) ? row : nil
  }

  /// `1 hr` / `1小时`, or the bare number when units are not on every row.
  public func title(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard row >= 0, row < rowCount(ofWheel: wheel, given: selection) else { return "" }
    let amount = wheel == 0 ? row : row * minuteStep
    guard units == .onEveryRow else { return amount.formatted(.number.locale(locale)) }
    return format(
      seconds: wheel == 0 ? amount * 3600 : amount * 60, hoursOnly: wheel == 0, minutesOnly: wheel == 1)
  }

  /// The unit word beside the centre row when units are placed there (`hr`, `小时`).
  private func unit(ofWheel wheel: Int) -> String? {
    guard units == .besideCentre, wheel == 0 || wheel == 1 else { return nil }
    let sample = format(seconds: wheel == 0 ? 7200 : 120, hoursOnly: wheel == 0, minutesOnly: wheel == 1)
    let word = sample.filter { !$0.isNumber }.trimmingCharacters(in: .whitespaces)
    return word.isEmpty ? nil : word
  }

  /// The duration of a selection.
  public func value(of selection: WheelSelection) -> CountdownValue {
    CountdownValue(
      hours: key(ofRow: selection[0] ?? 0, inWheel: 0, given: selection).ordinal,
      minutes: key(ofRow: selection[1] ?? 0, inWheel: 1, given: selection).ordinal)
  }

  /// The hour and minute keys of a duration.
  ///
  /// - Throws: ``WheelPickerError/Kind/valueNotAvailable`` for a duration that is not whole
  ///   minutes on the step or not under 24 hours.
  public func keys(for value: CountdownValue) throws(WheelPickerError) -> [RowKey?] {
    let isInDay = value.seconds >= 0 && value.seconds < 86_400
    guard isInDay, value.seconds % (60 * minuteStep) == 0 else {
      throw WheelPickerError(
        .valueNotAvailable,
        "countdown of \(value.seconds) s is not a whole number of \(minuteStep)-minute steps under 24 hours",
        reason: isInDay ? .offStep : .fieldOutOfRange)
    }
    return [RowKey(value.hours), RowKey(value.minutes)]
  }

  /// The duration as a person reads it (`1小时30分钟`, `1 hr, 30 min`).
  ///
  /// Any value gets a text, also one no wheel shows: a negative duration is its magnitude after
  /// a minus sign (`Int.min` seconds is written as `Int.max`, whose negation it lacks).
  public func text(for value: CountdownValue) -> String {
    guard value.seconds < 0 else {
      return format(seconds: value.seconds, hoursOnly: false, minutesOnly: false)
    }
    let magnitude = value.seconds == .min ? Int.max : -value.seconds
    return "-" + format(seconds: magnitude, hoursOnly: false, minutesOnly: false)
  }

  private func format(seconds: Int, hoursOnly: Bool, minutesOnly: Bool) -> String {
    let allowed: Set<Duration.UnitsFormatStyle.Unit> =
      hoursOnly ? [.hours] : minutesOnly ? [.minutes] : [.hours, .minutes]
    return Duration.seconds(seconds).formatted(
      .units(
        allowed: allowed, width: .abbreviated,
        zeroValueUnits: hoursOnly || minutesOnly ? .show(length: 1) : .hide
      )
      .locale(locale))
  }
}
