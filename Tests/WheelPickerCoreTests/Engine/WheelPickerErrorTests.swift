import Foundation
import Testing
import WheelPickerCore

/// The words of every reason: one refusal a reason, its kind, reason and message pinned, so that
/// the other suites compare reasons and only these tests change when the wording does.
@Suite("WheelPickerError: every reason's words")
struct WheelPickerErrorTests {
  typealias S = DateTestSupport

  struct Family: Sendable, CustomTestStringConvertible {
    let kind: WheelPickerError.Kind
    let reason: WheelPickerError.Reason
    let message: String
    let refuse: @Sendable () throws -> Void
    var testDescription: String { reason.rawValue }

    init(
      _ kind: WheelPickerError.Kind, _ reason: WheelPickerError.Reason, _ message: String,
      _ refuse: @escaping @Sendable () throws -> Void
    ) {
      self.kind = kind
      self.reason = reason
      self.message = message
      self.refuse = refuse
    }
  }

  /// Reasons no refusal of the core can show here: input of 4 GiB, and a load of children
  /// (the command line's children command pins both: `ChildrenListerTests`).
  static let pinnedElsewhere: Set<WheelPickerError.Reason> = [.tooLarge, .loadFailed]

  static let tree = CascadeTree(roots: [
    .init(name: "Guangdong", key: "44", children: [.init(name: "Shenzhen", key: "4403")]),
    .init(name: "Beijing", key: "11", children: [.init(name: "Dongcheng", key: "1101")]),
  ])

  static func document(_ text: String, _ shape: CascadeLoader.Shape = .nested(.codeNameChildren)) throws {
    _ = try CascadeLoader(shape: shape).tree(from: Data(text.utf8), source: "doc")
  }

  static let families: [Family] = [
    // Configurations
    Family(
      .invalidConfiguration, .stepNotAllowed,
      "minute step 7 does not divide 60 (steps must be a divisor of 60 up to 30: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30)"
    ) {
      var configuration = S.utc(.hourMinute)
      configuration.minuteStep = 7
      _ = try DatePickerModel(configuration)
    },
    Family(
      .invalidConfiguration, .boundsReversed,
      "minimum Gregorian year 2030 lies after maximum Gregorian year 2020 (the minimum must not be later)"
    ) { _ = try DatePickerModel(S.utc(.yearMonthDay, minimum: .year(2030), maximum: .year(2020))) },
    Family(
      .invalidConfiguration, .emptyRange,
      "no minute between minimum hour 10, minute 1 and maximum hour 10, minute 4 on the step grid"
    ) {
      var configuration = S.utc(
        .hourMinute, minimum: .fields(DateFields(hour: 10, minute: 1)),
        maximum: .fields(DateFields(hour: 10, minute: 4)))
      configuration.minuteStep = 5
      _ = try DatePickerModel(configuration)
    },
    Family(.invalidConfiguration, .lengthNotAllowed, "minimum length -1 days must be 0…1000000 units") {
      _ = try DateRangeModel(S.utc(.yearMonthDay), minimumLength: DateRangeLength(-1, .day))
    },
    Family(
      .unknownIdentifier, .unknownCalendar,
      #"calendar identifier "mayan" is not a Foundation calendar (known: gregorian, chinese, japanese, buddhist, islamic, hebrew, persian, …)"#
    ) { _ = try DatePickerConfiguration.calendar("mayan") },
    Family(
      .unknownIdentifier, .unknownTimeZone, #"time zone identifier "Mars/Olympus" is not an IANA time zone"#
    ) { _ = try DatePickerConfiguration.timeZone("Mars/Olympus") },
    Family(.unknownIdentifier, .unknownLocale, #"locale identifier "qqq" names no language Foundation knows"#)
    {
      _ = try DatePickerConfiguration.locale("qqq")
    },
    Family(
      .invalidConfiguration, .columnsLackWheel,
      "includesPresent needs a year wheel, but columns hourMinute have none"
    ) {
      var configuration = S.utc(.hourMinute)
      configuration.includesPresent = true
      _ = try DatePickerModel(configuration)
    },
    Family(
      .invalidConfiguration, .displayOrderNotPermutation,
      "display order [0, 0, 1] is not a permutation of the 3 wheels 0..<3"
    ) {
      var configuration = S.utc(.yearMonthDay)
      configuration.displayOrder = [0, 0, 1]
      _ = try DatePickerModel(configuration)
    },
    Family(
      .invalidConfiguration, .widthWeightNotPositive,
      "width weight 0.0 of the bread wheel is not a positive number"
    ) { _ = try IndependentWheelsModel.Wheel(items: ["rye"], name: "bread", widthWeight: 0) },
    Family(.invalidConfiguration, .noRows, "the size wheel has no rows: give at least one") {
      _ = try IndependentWheelsModel.Wheel(items: [], name: "size")
    },
    Family(
      .invalidConfiguration, .levelsOutOfRange,
      "levels 4 for China (3 levels): must lie between 1 and the data's 3 levels"
    ) { _ = try RegionModel.checkedLevels(4, for: RegionDataset.china.load()) },
    Family(.invalidData, .cacheLimitNegative, "cacheLimit -1 is negative: it is a number of bytes") {
      _ = try AsyncCascadeLoader(levels: 2, cacheLimit: -1) { _ in [] }
    },
    Family(.invalidConfiguration, .invalidFields, "is empty: write ROLE=FIELD pairs, e.g. key=code,name=name")
    {
      _ = try CascadeLoader.DocumentFields(parsing: "")
    },
    Family(.invalidConfiguration, .textNotReadable, #"this picker cannot read text back: "b""#) {
      var binding = PickerTextBinding(
        engine: SelectionEngine(model: ListModel(["a", "b"])), format: { $0.value })
      try binding.setText("b")
    },
    // Values
    Family(
      .valueNotAvailable, .offStep,
      "minute 3 is not on the 5-minute step (nearest: 10:00 or 10:05)"
    ) {
      var configuration = S.utc(.hourMinute)
      configuration.minuteStep = 5
      _ = try DatePickerModel(configuration).keys(for: .fields(hour: 10, minute: 3))
    },
    Family(
      .valueNotAvailable, .fieldOutOfRange, "day 41 is outside 1…40 in value year 2020, month 1, day 41"
    ) { _ = try DatePickerModel(S.utc(.yearMonthDay)).keys(for: .fields(year: 2020, month: 1, day: 41)) },
    Family(
      .valueNotAvailable, .missingField,
      "value year 2020, month 1 has no day, which the yearMonthDay picker needs"
    ) { _ = try DatePickerModel(S.utc(.yearMonthDay)).keys(for: .fields(year: 2020, month: 1)) },
    Family(
      .valueNotAvailable, .nonexistentDate,
      "value year 2021, month 2, day 29: day 29 does not exist in month 2 of 2021"
    ) { _ = try DatePickerModel(S.utc(.yearMonthDay)).date(for: S.ymd(2021, 2, 29)) },
    Family(
      .valueNotAvailable, .skippedTime,
      "local time 2025-03-09 02:30:00 in America/New_York does not exist (clocks skip it)"
    ) {
      let model = try DatePickerModel(S.configuration(.yearMonthDayHourMinute, zone: "America/New_York"))
      _ = try model.moment(atGregorian: DateFields(year: 2025, month: 3, day: 9, hour: 2, minute: 30))
    },
    Family(
      .valueNotAvailable, .endBeforeStart,
      "range May 10, 2020 … May 1, 2020: the end precedes the start"
    ) {
      let model = try DateRangeModel(S.utc(.yearMonthDay))
      _ = try model.keys(for: DateRange(start: S.ymd(2020, 5, 10), end: S.ymd(2020, 5, 1)))
    },
    Family(.valueNotAvailable, .wrongComponentCount, "1 symbols given for 5 reels") {
      _ = try SlotMachineModel().keys(for: ["🍒"])
    },
    Family(
      .valueNotAvailable, .notOffered,
      "value year 2200 is not available in this picker (nearest: year 2100)"
    ) {
      var engine = SelectionEngine(model: try DatePickerModel(S.utc(.year)))
      try engine.select(.fields(year: 2200))
    },
    Family(.valueNotAvailable, .disabled, "value [20] is disabled: wheel 1 20") {
      var engine = SelectionEngine(model: TensModel(allDisabled: true))
      try engine.select([20])
    },
    Family(.valueNotAvailable, .notFound, "🎲 is not a symbol of the reels") {
      _ = try SlotMachineModel().keys(for: ["🍒", "🍋", "🎲", "🍉", "🔔"])
    },
    Family(
      .valueNotAvailable, .ambiguousKey,
      #"the key "c" belongs to several rows (North Centre; South Centre); give a path"#
    ) {
      let tree = CascadeTree(roots: [
        .init(name: "North", key: "n", children: [.init(name: "Centre", key: "c")]),
        .init(name: "South", key: "s", children: [.init(name: "Centre", key: "c")]),
      ])
      _ = try CascadeModel(tree: tree).path(forKey: "c")
    },
    Family(.valueNotAvailable, .emptyPath, "an empty path names no row") {
      _ = try CascadeModel(tree: tree).path(keys: [])
    },
    Family(.valueNotAvailable, .tooDeep, "path Guangdong Shenzhen is deeper than the picker's 1 wheels") {
      _ = try CascadeModel(tree: tree, levels: 1).keys(
        for: CascadePath([.init(key: "44", name: "Guangdong"), .init(key: "4403", name: "Shenzhen")]))
    },
    Family(.valueNotAvailable, .rowOutOfRange, "node 4 is not in the tree of 4 nodes") {
      _ = try CascadeModel(tree: tree).path(toNode: 4)
    },
    Family(.valueNotAvailable, .textMismatch, #"row 0 of the item list is "a", not "b""#) {
      _ = try ListModel(["a", "b"]).keys(for: ListChoice(index: 0, value: "b"))
    },
    // Data
    Family(.invalidData, .unreadableFile, "/nonexistent/cities.plist: no such file") {
      _ = try CascadeLoader(shape: .provincesCities).tree(
        contentsOf: URL(fileURLWithPath: "/nonexistent/cities.plist"))
    },
    Family(.invalidData, .emptyDocument, "doc: is empty or holds only white space") { try document(" \n") },
    Family(
      .invalidData, .invalidSyntax, #"doc: not valid JSON at line 1, column 5: expected a value, found "x""#
    ) {
      try document("[1, x]")
    },
    Family(.invalidData, .unexpectedStructure, "doc: [0]: expected an object, found a number") {
      try document("[1]")
    },
    Family(.invalidData, .inconsistentData, #"doc: [1].code: code "1" repeats [0].code"#) {
      try document(#"[{"code":1,"name":"A"},{"code":1,"name":"B"}]"#)
    },
    Family(
      .invalidData, .noMatchingShape,
      "doc: fits none of the shapes tree, flat, dict, plist-area, plist-provinces; "
        + "closest: tree {code, name, children} at [0]: expected an object, found a number"
    ) { _ = try CascadeLoader.detectingShape(from: Data("[1, 2]".utf8), source: "doc") },
    Family(
      .invalidData, .unreadFields,
      "doc: [0].items: holds an array of objects that the reading {code, name, children} leaves unread, so the "
        + "document would read as one level; name the fields: key=code,name=name,children=items"
    ) {
      _ = try CascadeLoader.detectingShape(
        from: Data(#"[{"code":"1","name":"a","items":[{"code":"2","name":"b"}]}]"#.utf8), source: "doc")
    },
    Family(.invalidData, .nothingEnabled, "doc: every option is disabled, so nothing can be chosen") {
      let tree = try CascadeLoader.detectingShape(
        from: Data(#"[{"name":"a","disabled":true}]"#.utf8), source: "doc"
      ).tree
      try tree.checkHasEnabledRoot(source: "doc")
    },
  ]

  @Test("each reason's refusal: its kind, its reason and words that name the value", arguments: families)
  func words(_ family: Family) {
    do {
      try family.refuse()
      Issue.record("\(family.reason) was not refused")
    } catch let error as WheelPickerError {
      #expect(error.kind == family.kind)
      #expect(error.reason == family.reason)
      #expect(error.message == family.message)
      #expect(error.description == error.message)
    } catch {
      Issue.record("not a WheelPickerError: \(error)")
    }
  }

  @Test("every reason has its words pinned here or where its refusal is made")
  func everyReason() {
    let pinned = Set(Self.families.map(\.reason))
    #expect(pinned.count == Self.families.count, "one refusal a reason")
    #expect(pinned.union(Self.pinnedElsewhere) == Set(WheelPickerError.Reason.allCases))
    #expect(pinned.isDisjoint(with: Self.pinnedElsewhere))
  }
}
