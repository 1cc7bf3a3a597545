#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import WheelPickerCore

  /// A `Binding<Date>` (what `DatePicker(selection:)` binds) seen as an engine over a date model,
  /// in the device's time zone and locale and the Gregorian calendar.
  enum DateSelection {
    /// The model of `columns` between the bounds of `range` (1900…2100 without one).
    ///
    /// The bounds are taken to the minute inside `range` and "now" is the start of a day, so
    /// that a body evaluated again (`Date.now` read anew) makes the same model; a range too
    /// narrow for that is taken as it is, and one outside the years 1…9999 gives way to
    /// 1900…2100.
    static func model(columns: DateColumns, in range: ClosedRange<Date>?, selection: Date) -> DatePickerModel
    {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .current
      let now = calendar.startOfDay(for: columns.isTimeOfDay ? selection : Date())
      var candidates: [(DateBound, DateBound)] = []
      if let range {
        let low = (range.lowerBound.timeIntervalSinceReferenceDate / 60).rounded(.up) * 60
        let high = (range.upperBound.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        candidates.append(
          (
            .moment(Date(timeIntervalSinceReferenceDate: low)),
            .moment(Date(timeIntervalSinceReferenceDate: high))
          ))
        candidates.append((.moment(range.lowerBound), .moment(range.upperBound)))
      }
      candidates.append((.year(1900), .year(2100)))
      for (minimum, maximum) in candidates {
        let configuration = DatePickerConfiguration(
          columns: columns, timeZone: .current, locale: .current, now: now, minimum: minimum, maximum: maximum
        )
        if let model = try? DatePickerModel(configuration) { return model }
      }
      // Whatever the columns, the default bounds make a model; this is never reached.
      return fallback(columns: columns, now: now)
    }

    /// The engine `selection` shows on `model` (clamped into its bounds); writing an engine
    /// back sets the date its wheels show, keeping the time of day of a day picker's date, and
    /// leaves the date alone when the wheels still show it (or show 至今).
    static func engine(
      _ selection: Binding<Date>, model: DatePickerModel
    ) -> Binding<SelectionEngine<DatePickerModel>> {
      Binding(
        get: { SelectionEngine(model: model, date: selection.wrappedValue) },
        set: { engine in
          let old = selection.wrappedValue
          guard engine.value != SelectionEngine(model: model, date: old).value, var date = engine.date else {
            return
          }
          if !model.configuration.columns.hasClock {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = model.configuration.timeZone
            date += old.timeIntervalSince(calendar.startOfDay(for: old))
          }
          selection.wrappedValue = date
        })
    }

    private static func fallback(columns: DateColumns, now: Date) -> DatePickerModel {
      let configuration = DatePickerConfiguration(
        columns: columns, timeZone: .gmt, now: Date(timeIntervalSince1970: 0))
      guard let model = try? DatePickerModel(configuration) else {
        preconditionFailure("the date columns \(columns.rawValue) make no model with the default bounds")
      }
      return model
    }
  }

  extension DateColumns {
    /// Whether the wheels show nothing but a time of day.
    fileprivate var isTimeOfDay: Bool {
      switch self {
      case .hourMinute, .hourMinuteSecond, .minuteSecond: true
      default: false
      }
    }
    /// Whether a wheel shows hours, minutes or seconds.
    fileprivate var hasClock: Bool {
      switch self {
      case .year, .yearMonth, .yearMonthDay, .monthDay, .yearWeek, .yearQuarter, .yearMonthWeek: false
      default: true
      }
    }
  }
#endif
