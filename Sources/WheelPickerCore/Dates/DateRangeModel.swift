import Foundation

/// A start and an end in one sheet: the wheels of any ``DateColumns`` twice, the
/// end's wheels after the start's in dependency order, so that moving the start
/// re-derives the end and the engine clamps it like any other wheel.
///
/// The end never precedes the start (a whole year or month, 全部, ends with its last day); with lengths, it lies within
/// `[start + minimum, start + maximum]` (end rows outside are not offered). The
/// end may be 至今 when the configuration includes it (the start never is); 至今
/// stands for "now" in those rules.
///
/// <!-- snippet:
/// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
/// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
/// -->
/// ```swift
/// let model = try DateRangeModel(DatePickerConfiguration(
///   columns: .yearMonth, timeZone: zone, locale: Locale(identifier: "zh_Hans"), now: now,
///   minimum: .year(1940), maximum: .now, includesPresent: true))
/// var engine = try SelectionEngine(model: model, value: DateRange(
///   start: .fields(year: 2015, month: 9), end: .present))
/// model.text(for: engine.value)   // "2015年9月 — 至今"
/// ```
public struct DateRangeModel: WheelModel {
  /// A range.
  public typealias Value = DateRange

  /// The wheels, bounds, calendar and options of both halves; ``DatePickerConfiguration/includesPresent``
  /// offers 至今 as an end.
  public let configuration: DatePickerConfiguration
  /// The shortest range allowed; `nil` for none (an end equal to the start).
  public let minimumLength: DateRangeLength?
  /// The longest range allowed; `nil` for none.
  public let maximumLength: DateRangeLength?
  /// The picker of the whole range's dates: texts, moments and ISO strings of either half.
  public let dates: DatePickerModel
  /// The start's wheels: the whole range, less the room the minimum length needs at the end.
  let start: DatePickerModel
  /// "Now" on the end's grid, for 至今.
  let presentTime: WallTime
  /// End models by start moment: re-bounding costs calendar look-ups, and every row asks.
  let ends: MemoCache<WallTime, DatePickerModel>

  /// Creates a range model.
  ///
  /// - Parameters:
  ///   - configuration: the wheels (any column set), bounds and options of both halves;
  ///     its initial value is ignored (give the range's to the engine).
  ///   - minimumLength: the shortest range (`1d`: the end lies after the start's day).
  ///   - maximumLength: the longest range (`90d`).
  /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` for what ``DatePickerModel`` refuses,
  ///   and with reason ``WheelPickerError/Reason/lengthNotAllowed`` for a length outside
  ///   0…1,000,000 units, a minimum longer than the maximum, lengths in units that cannot be
  ///   compared (days and months), or a minimum longer than the bounds allow.
  public init(
    _ configuration: DatePickerConfiguration, minimumLength: DateRangeLength? = nil,
    maximumLength: DateRangeLength? = nil
  ) throws(WheelPickerError) {
    var base = configuration
    base.initialValue = nil
    self.configuration = base
    self.minimumLength = minimumLength
    self.maximumLength = maximumLength
    for (name, length) in [("minimum", minimumLength), ("maximum", maximumLength)] {
      guard let length else { continue }
      guard (0...1_000_000).contains(length.count) else {
        throw WheelPickerError(
          .invalidConfiguration, "\(name) length \(length) must be 0…1000000 units", reason: .lengthNotAllowed
        )
      }
    }
    if let minimumLength, let maximumLength {
      guard minimumLength.unit.isExact == maximumLength.unit.isExact else {
        throw WheelPickerError(
          .invalidConfiguration,
          "minimum length \(minimumLength) and maximum length \(maximumLength) cannot be compared (use days or weeks for both, or months or years for both)",
          reason: .lengthNotAllowed)
      }
      guard minimumLength.magnitude <= maximumLength.magnitude else {
        throw WheelPickerError(
          .invalidConfiguration,
          "minimum length \(minimumLength) is longer than maximum length \(maximumLength) (no end could be chosen)",
          reason: .lengthNotAllowed)
      }
    }
    let dates = try DatePickerModel(base)
    self.dates = dates
    var startBase = base
    startBase.includesPresent = false
    var start = try DatePickerModel(startBase)
    if let minimumLength {
      let latest = min(start.high, dates.moved(dates.high, by: minimumLength, forwards: false))
      let highest = start.grid.roundDown(latest)
      guard highest >= start.low, dates.moved(start.low, by: minimumLength, forwards: true) <= dates.high
      else {
        throw WheelPickerError(
          .invalidConfiguration,
          "minimum length \(minimumLength) is longer than the bounds \(base.minimum) … \(base.maximum) allow (no range fits)",
          reason: .lengthNotAllowed)
      }
      start = start.rebounded(low: start.low, high: highest)
    }
    self.start = start
    let now = dates.facts.local(base.now)
    presentTime = dates.grid.roundDown(WallTime(day: now.day, second: now.second))
    ends = MemoCache(capacity: 256)
  }

  /// Models are equal when their configurations and lengths are.
  public static func == (lhs: DateRangeModel, rhs: DateRangeModel) -> Bool {
    lhs.configuration == rhs.configuration && lhs.minimumLength == rhs.minimumLength
      && lhs.maximumLength == rhs.maximumLength
  }

  /// The number of wheels of one half.
  var half: Int { start.wheelCount }

  /// Both halves' wheels: the start's, then the end's.
  public var wheelCount: Int { half * 2 }

  /// The start's wheels in the locale's order, then the end's.
  public var displayOrder: [Int] { start.displayOrder + start.displayOrder.map { $0 + half } }

  /// The date wheel's traits, named `start year` … `end day`; the end's wheels are group 1,
  /// which faces set apart with a separator.
  public func traits(ofWheel wheel: Int) -> WheelTraits {
    guard wheel >= 0, wheel < wheelCount else {
      return WheelTraits(kind: .level(wheel), name: "wheel \(wheel)")
    }
    let isEnd = wheel >= half
    var traits = dates.traits(ofWheel: isEnd ? wheel - half : wheel)
    traits.name = (isEnd ? "end " : "start ") + traits.name
    traits.group = isEnd ? 1 : 0
    return traits
  }

  /// The start's first moment and the end's bounds it gives.
  struct EndBounds {
    var startTime: WallTime
    var end: DatePickerModel
  }

  /// The model of the end's wheels under the start's selection.
  ///
  /// - Complexity: O(wheels), memoised per start moment.
  func endModel(given selection: WheelSelection) -> EndBounds {
    let cursor = start.cursor(upTo: half, given: selection)
    let startTime = start.firstWall(of: cursor)
    let end = ends.value(for: startTime) {
      let grid = dates.grid
      var low = max(
        dates.low,
        grid.roundUp(minimumLength.map { dates.moved(startTime, by: $0, forwards: true) } ?? startTime))
      var high = min(
        dates.high,
        grid.roundDown(maximumLength.map { dates.moved(startTime, by: $0, forwards: true) } ?? dates.high))
      // A step coarser than the lengths leaves no grid moment between them: keep the minimum.
      if low > high {
        low = min(low, dates.high)
        high = low
      }
      return dates.rebounded(low: low, high: high)
    }
    return EndBounds(startTime: startTime, end: end)
  }

  /// The end's part of a selection, numbered from 0.
  func endSelection(_ selection: WheelSelection) -> WheelSelection {
    WheelSelection((half..<wheelCount).map { selection[$0] })
  }

  /// Whether the 至今 row may end a range that starts at `startTime`.
  func allowsPresent(after bounds: EndBounds) -> Bool {
    guard presentTime >= bounds.end.low else { return false }
    guard let maximumLength else { return true }
    return presentTime <= dates.moved(bounds.startTime, by: maximumLength, forwards: true)
  }
}
