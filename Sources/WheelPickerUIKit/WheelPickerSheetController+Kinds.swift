#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  // Each kind is the presentation layer's engine for it (`SelectionEngine+Kinds`,
  // shared with the SwiftUI face) in a sheet.

  extension WheelPickerSheetController where Model == DatePickerModel {
    /// A date or time sheet: any column set (year … second,
    /// year–month, month–day, week, quarter, Apple's date-and-time), any
    /// calendar (Chinese leap months, Japanese eras), 至今 when
    /// `includesPresent` is set; starts on the configuration's initial value.
    ///
    /// <!-- snippet:
    /// let locale = Locale(identifier: "zh_Hans")
    /// -->
    /// ```swift
    /// let config = DatePickerConfiguration(columns: .yearMonthDay, timeZone: .current, locale: locale, now: .now,
    ///                                      minimum: .year(1940), maximum: .now, includesPresent: true)
    /// let sheet = try WheelPickerSheetController(date: config, title: "入职时间")
    /// ```
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` for an impossible configuration.
    public convenience init(
      date configuration: DatePickerConfiguration, title: String? = nil
    )
      throws(WheelPickerError)
    {
      self.init(engine: try SelectionEngine(date: configuration), title: title, locale: configuration.locale)
    }

    /// A date or time sheet starting on `selection`, as `UIDatePicker` starts on its `date`: a
    /// moment outside the configuration's bounds is clamped into them.
    ///
    /// <!-- snippet:
    /// var departure: Date? = nil
    /// -->
    /// ```swift
    /// let config = DatePickerConfiguration(columns: .yearMonthDay, timeZone: .current, now: .now, minimum: .now)
    /// let sheet = try WheelPickerSheetController(date: config, selection: departure ?? Date(), title: "出发日期")
    /// departure = try await sheet.present(from: self)   // the confirmed Date; nil when cancelled
    /// ```
    ///
    /// ``present(from:animated:)->Date?`` then answers a `Date` (the first moment of the day, month or
    /// year the wheels show; a time on the day of the configuration's `now`). 至今 and a wheel
    /// left on 全部 are not single moments: 至今 answers `selection` unchanged and a whole year
    /// or month its first moment; ``value`` says which row was chosen (`.present`, fields
    /// without a month or day).
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` for an impossible configuration
    ///   (contradictory bounds, a step that does not divide 60).
    public convenience init(
      date configuration: DatePickerConfiguration, selection: Date, title: String? = nil
    ) throws(WheelPickerError) {
      let model = try DatePickerModel(configuration)
      self.init(
        engine: SelectionEngine(model: model, date: selection), title: title, locale: configuration.locale)
      startDate = selection
    }

    /// The moment the wheels show (``/WheelPickerCore/SelectionEngine/date``); `nil` on 至今.
    public var date: Date? { adapter.engine.date }

    /// Slides the sheet up over `presenter` and waits for a `Date`: the confirmed moment, or
    /// `nil` when the sheet is cancelled (as ``present(from:animated:)->Model.Value?`` ends). 至今 answers the
    /// `selection` the sheet was made with (``init(date:selection:title:)``), else the
    /// configuration's `now`.
    ///
    /// - Throws: ``WheelPickerSheetError`` as ``present(from:animated:)->Model.Value?`` does.
    public func present(
      from presenter: UIViewController, animated: Bool = true
    ) async throws(WheelPickerSheetError) -> Date? {
      let value: DateValue? = try await present(from: presenter, animated: animated)
      guard let value else { return nil }
      return (try? adapter.engine.model.date(for: value)) ?? startDate
        ?? adapter.engine.model.configuration.now
    }

    /// A time-of-day sheet: hours and minutes, starting on `now`.
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `minuteStep` does not divide 60.
    public convenience init(
      timeIn timeZone: TimeZone, locale: Locale, now: Date, minuteStep: Int = 1, title: String? = nil
    ) throws(WheelPickerError) {
      self.init(
        engine: try SelectionEngine(timeIn: timeZone, locale: locale, now: now, minuteStep: minuteStep),
        title: title, locale: locale)
    }
  }

  extension WheelPickerSheetController where Model == DateRangeModel {
    /// A start…end sheet (a CV's "2015年9月 至 至今"): the configuration's wheels twice, `至`
    /// between them, the end never before the start (the engine moves it and
    /// announces why), 至今 as an end when `includesPresent` is set, and optional
    /// shortest and longest lengths.
    ///
    /// <!-- snippet:
    /// let locale = Locale(identifier: "zh_Hans")
    /// -->
    /// ```swift
    /// let sheet = try WheelPickerSheetController(
    ///   range: DatePickerConfiguration(columns: .yearMonth, timeZone: .current, locale: locale, now: .now,
    ///                                  minimum: .year(1940), maximum: .now, includesPresent: true),
    ///   initial: DateRange(start: .fields(year: 2015, month: 9), end: .present), title: "在职时间")
    /// let range = try await sheet.present(from: self)   // DateRange, or nil (cancelled)
    /// ```
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` for an impossible configuration or lengths,
    ///   or an `initial` range the wheels cannot show.
    public convenience init(
      range configuration: DatePickerConfiguration, minimumLength: DateRangeLength? = nil,
      maximumLength: DateRangeLength? = nil, initial: DateRange? = nil, title: String? = nil
    ) throws(WheelPickerError) {
      let engine = try SelectionEngine(
        range: configuration, minimumLength: minimumLength, maximumLength: maximumLength, initial: initial)
      self.init(engine: engine, title: title, locale: configuration.locale)
    }
  }

  extension WheelPickerSheetController where Model == CountdownModel {
    /// A countdown sheet: hours 0–23 and minutes in steps.
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `minuteStep` does not divide 60
    ///   or `initial` is not on the wheels.
    public convenience init(
      countdownMinuteStep minuteStep: Int = 1, initial: CountdownValue? = nil, locale: Locale,
      title: String? = nil
    ) throws(WheelPickerError) {
      let engine = try SelectionEngine(countdownMinuteStep: minuteStep, initial: initial, locale: locale)
      self.init(engine: engine, title: title, locale: locale)
    }
  }

  extension WheelPickerSheetController where Model == RegionModel {
    /// A region sheet over any region data, 1 to 4 levels (province →
    /// city → district → township; country → subdivision; state → ZIP code).
    ///
    /// ```swift
    /// let sheet = try WheelPickerSheetController(regions: RegionDataset.china.load(), defaultText: "广东 深圳")
    /// ```
    /// - Parameters:
    ///   - data: the tree (a bundled dataset's, or your own file's).
    ///   - levels: the number of wheels; `nil` for the data's default.
    ///   - defaultText: names or a code to start on (`"广东 深圳"`, `"440300"`); `nil` for the first rows.
    ///   - locale: the language of the sheet's words.
    ///   - title: the title in the bar; none by default.
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` for a default the data does not have (the level
    ///   count is clamped to the data's depth).
    public convenience init(
      regions data: RegionData, levels: Int? = nil, defaultText: String? = nil, locale: Locale = .current,
      title: String? = nil
    ) throws(WheelPickerError) {
      let engine = try SelectionEngine(regions: data, levels: levels, defaultText: defaultText)
      self.init(engine: engine, title: title, locale: locale)
      // Typed on a hardware keyboard: names, pinyin and initials of any level.
      adapter.sheet.search = AnySheetSearch(CascadeSheetSearch(regions: engine.model))
    }
  }

  extension WheelPickerSheetController where Model == ListModel {
    /// A one-wheel sheet of strings, starting on `selected` when given.
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `items` lacks `selected` (no items: the
    ///   empty-wheel row).
    public convenience init(
      items: [String], selected: String? = nil, locale: Locale = .current, title: String? = nil
    ) throws(WheelPickerError) {
      self.init(engine: try SelectionEngine(items: items, selected: selected), title: title, locale: locale)
    }

    /// A one-wheel sheet of strings that answers several: rows are marked by a tap on the selected
    /// row, Space or VoiceOver's double tap, at most `limit`; Confirm answers the marked items in
    /// the list's order (``presentValues(from:animated:)``, ``onConfirmValues``).
    ///
    /// ```swift
    /// let sheet = try WheelPickerSheetController(items: ["Tea", "Coffee", "Juice"], limit: 2, title: "Drinks")
    /// sheet.marking?.limit   // 2
    /// ```
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `items` lacks `selected`.
    public convenience init(
      items: [String], selected: String? = nil, limit: Int?, locale: Locale = .current, title: String? = nil
    ) throws(WheelPickerError) {
      try self.init(items: items, selected: selected, locale: locale, title: title)
      marking = SheetMarking(limit: limit)
    }
  }

  extension WheelPickerSheetController where Model == IndependentWheelsModel {
    /// Wheels that do not depend on each other (bread × filling), each
    /// with its width weight (90 and 210 give 30 % and 70 % of the width).
    ///
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when there is no wheel or `selected` names an unknown item.
    public convenience init(
      wheels: [IndependentWheelsModel.Wheel], selected: [String]? = nil, locale: Locale = .current,
      title: String? = nil
    ) throws(WheelPickerError) {
      self.init(engine: try SelectionEngine(wheels: wheels, selected: selected), title: title, locale: locale)
    }
  }

  extension WheelPickerSheetController where Model == CascadeModel {
    /// Dependent wheels over a tree: wheel *k* lists the children of
    /// the row chosen in wheel *k − 1*.
    ///
    /// - Parameters:
    ///   - tree: the rows.
    ///   - levels: the number of wheels; `nil` for every level.
    ///   - childRetention: how children follow a parent change (by default `.firstRow`: a new parent starts its children on their first enabled row).
    ///   - selectedNames: names to start on, root first; `nil` for the first rows.
    ///   - locale: the language of the sheet's words.
    ///   - title: the title in the bar; none by default.
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` when `selectedNames` is not a path of the tree.
    public convenience init(
      tree: CascadeTree, levels: Int? = nil, childRetention: Retention = .firstRow,
      selectedNames: [String]? = nil, locale: Locale = .current, title: String? = nil
    ) throws(WheelPickerError) {
      let engine = try SelectionEngine(
        tree: tree, levels: levels, childRetention: childRetention, selectedNames: selectedNames)
      self.init(engine: engine, title: title, locale: locale)
    }

    /// Dependent wheels read from a document of any shape the core loads:
    /// a dictionary of lists (authors → books, states → ZIP codes, with
    /// `.keyedLists(order:)`), provinces and cities, nested JSON, flat lists.
    ///
    /// <!-- snippet:
    /// let data = try DocumentationGiven.cascadeData("authors-books.plist")
    /// -->
    /// ```swift
    /// let sheet = try WheelPickerSheetController(
    ///   document: data, source: "authors.plist", loader: CascadeLoader(shape: .keyedLists(order: .codePoints)))
    /// ```
    /// - Throws: ``/WheelPickerCore/WheelPickerError`` naming `source` and the place in it that does not fit.
    public convenience init(
      document: Data, source: String, loader: CascadeLoader, levels: Int? = nil, locale: Locale = .current,
      title: String? = nil
    ) throws(WheelPickerError) {
      let engine = try SelectionEngine(document: document, source: source, loader: loader, levels: levels)
      self.init(engine: engine, title: title, locale: locale)
    }
  }
#endif
