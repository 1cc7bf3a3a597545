import Foundation
import WheelPickerCore

// The ready-made kinds, as engines: each builds the kind's core model and, when a
// starting value is given, the engine on it. Both faces use them — the UIKit
// sheet's per-kind initialisers hand the engine to `WheelPickerSheetController`,
// SwiftUI keeps it in `@State` for `WheelPickerView` and `.wheelPickerSheet` —
// so the parameter names are the same in both faces and no face builds a model itself.

extension SelectionEngine {
  /// An engine on `model`'s preferred rows, or showing `value` when one is given.
  fileprivate init(_ model: Model, showing value: Model.Value?) throws(WheelPickerError) {
    guard let value else {
      self.init(model: model)
      return
    }
    try self.init(model: model, value: value)
  }
}

extension SelectionEngine where Model == DatePickerModel {
  /// Date or time wheels: any column set (year … second,
  /// year–month, month–day, week, quarter, Apple's date-and-time), any
  /// calendar (Chinese leap months, Japanese eras), 至今 when
  /// `includesPresent` is set; on the configuration's initial value.
  ///
  /// <!-- snippet:
  /// let locale = Locale(identifier: "zh_Hans")
  /// -->
  /// ```swift
  /// let config = DatePickerConfiguration(columns: .yearMonthDay, timeZone: .current, locale: locale, now: .now,
  ///                                      minimum: .year(1940), maximum: .now, includesPresent: true)
  /// let engine = try SelectionEngine(date: config)
  /// ```
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` for an impossible configuration.
  public init(date configuration: DatePickerConfiguration) throws(WheelPickerError) {
    self.init(model: try DatePickerModel(configuration))
  }

  /// Time-of-day wheels: hours and minutes, on `now`.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `minuteStep` does not divide 60.
  public init(
    timeIn timeZone: TimeZone, locale: Locale, now: Date, minuteStep: Int = 1
  )
    throws(WheelPickerError)
  {
    var configuration = DatePickerConfiguration(
      columns: .hourMinute, timeZone: timeZone, locale: locale, now: now)
    configuration.minuteStep = minuteStep
    try self.init(date: configuration)
  }
}

extension SelectionEngine where Model == DateRangeModel {
  /// Start…end wheels (a CV's "2015年9月 至 至今"): the configuration's wheels
  /// twice, `至` between them, the end never before the start, 至今 as an end
  /// when `includesPresent` is set, and optional shortest and longest lengths.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` for an impossible configuration or lengths,
  ///   or an `initial` range the wheels cannot show.
  public init(
    range configuration: DatePickerConfiguration, minimumLength: DateRangeLength? = nil,
    maximumLength: DateRangeLength? = nil, initial: DateRange? = nil
  ) throws(WheelPickerError) {
    let model = try DateRangeModel(configuration, minimumLength: minimumLength, maximumLength: maximumLength)
    try self.init(model, showing: initial)
  }
}

extension SelectionEngine where Model == CountdownModel {
  /// Countdown wheels: hours 0–23 and minutes in steps, labelled in `locale`.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `minuteStep` does not divide 60
  ///   or `initial` is not on the wheels.
  public init(
    countdownMinuteStep minuteStep: Int = 1, initial: CountdownValue? = nil, locale: Locale
  )
    throws(WheelPickerError)
  {
    try self.init(CountdownModel(minuteStep: minuteStep, locale: locale), showing: initial)
  }
}

extension SelectionEngine where Model == RegionModel {
  /// Region wheels over any region data, 1 to 4 levels (province → city →
  /// district → township; country → subdivision; state → ZIP code).
  ///
  /// - Parameters:
  ///   - data: the tree (a bundled dataset's, or your own file's).
  ///   - levels: the number of wheels, clamped to the data's depth; `nil` for the data's default.
  ///   - defaultText: names or a code to start on (`"广东 深圳"`, `"440300"`); `nil` for the first rows.
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` for a default the data does not have.
  public init(
    regions data: RegionData, levels: Int? = nil, defaultText: String? = nil
  )
    throws(WheelPickerError)
  {
    let model = RegionModel(data: data, levels: levels)
    let value = try defaultText.map { text throws(WheelPickerError) in try model.path(forDefault: text) }
    try self.init(model, showing: value)
  }
}

extension SelectionEngine where Model == ListModel {
  /// One wheel of strings, on `selected` when given (no items: the empty-wheel row).
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `items` lacks `selected`.
  public init(items: [String], selected: String? = nil) throws(WheelPickerError) {
    let model = ListModel(items)
    let value = try selected.map { text throws(WheelPickerError) in try model.choice(text: text) }
    try self.init(model, showing: value)
  }
}

extension SelectionEngine where Model == IndependentWheelsModel {
  /// Wheels that do not depend on each other (bread × filling), each with
  /// its width weight (90 and 210 give 30 % and 70 % of the width), on `selected` when given.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` when there is no wheel or `selected` names an unknown item.
  public init(wheels: [IndependentWheelsModel.Wheel], selected: [String]? = nil) throws(WheelPickerError) {
    let model = try IndependentWheelsModel(wheels)
    let value = try selected.map { texts throws(WheelPickerError) in try model.choices(texts: texts) }
    try self.init(model, showing: value)
  }
}

extension SelectionEngine where Model == CascadeModel {
  /// Dependent wheels over a tree: wheel *k* lists the children of the
  /// row chosen in wheel *k − 1*.
  ///
  /// - Parameters:
  ///   - tree: the rows.
  ///   - levels: the number of wheels; `nil` for every level.
  ///   - childRetention: how children follow a parent change (by default `.firstRow`: a new parent starts its children on their first enabled row).
  ///   - selectedNames: names to start on, root first; `nil` for the first rows.
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `selectedNames` is not a path of the tree.
  public init(
    tree: CascadeTree, levels: Int? = nil, childRetention: Retention = .firstRow,
    selectedNames: [String]? = nil
  ) throws(WheelPickerError) {
    let model = CascadeModel(tree: tree, levels: levels, childRetention: childRetention)
    let value = try selectedNames.map { names throws(WheelPickerError) in try model.path(names: names) }
    try self.init(model, showing: value)
  }

  /// Dependent wheels read from a document of any shape the core loads: a
  /// dictionary of lists (authors → books, states → ZIP codes, with
  /// `.keyedLists(order:)`), provinces and cities, nested JSON, flat lists.
  ///
  /// - Throws: ``/WheelPickerCore/WheelPickerError`` naming `source` and the place in it that does not fit.
  public init(
    document: Data, source: String, loader: CascadeLoader, levels: Int? = nil
  )
    throws(WheelPickerError)
  {
    try self.init(tree: loader.tree(from: document, source: source), levels: levels)
  }
}
