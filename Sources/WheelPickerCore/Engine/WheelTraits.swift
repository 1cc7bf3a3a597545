/// What one wheel holds, so that every face and the words table can treat it by
/// meaning: page a year wheel by ten, label a district wheel 区, announce a day.
public enum WheelKind: Hashable, Sendable, Codable {
  /// Years (of an era, where the calendar has them).
  case year
  /// Months of a year (leap months included).
  case month
  /// Days of a month.
  case day
  /// Whole dates in one wheel (Apple's date-and-time layout: `Sun Nov 29`).
  case date
  /// AM/PM.
  case period
  /// Hours of a day.
  case hour
  /// Minutes of an hour.
  case minute
  /// Seconds of a minute.
  case second
  /// ISO 8601 week-numbering years.
  case weekYear
  /// Weeks of a week-numbering year.
  case week
  /// Quarters of a year.
  case quarter
  /// The hours of a duration (a countdown).
  case durationHours
  /// The minutes of a duration (a countdown).
  case durationMinutes
  /// China's provincial level (省).
  case province
  /// China's prefecture level (市).
  case prefecture
  /// China's county level (区/县).
  case county
  /// China's township level (乡镇/街道).
  case township
  /// Countries.
  case country
  /// Subdivisions of a country (states, regions, departments); the level below the country is 0.
  case subdivision(level: Int)
  /// US states.
  case state
  /// Postal codes (ZIP codes).
  case postalCode
  /// A level of a cascade read from data, 0 first.
  case level(Int)
  /// The items of a list.
  case items
  /// A reel of a slot machine.
  case reel
}

/// Everything a face needs to know about one wheel besides its rows: what it
/// holds, what to call it, its unit, its share of the width, whether it wraps.
///
/// One value per wheel, read by every face, so that widths, units and wrapping
/// are decided once, in the model.
///
/// <!-- snippet:
/// let model = try DatePickerModel(DatePickerConfiguration(columns: .yearMonthDay, timeZone: .gmt, locale: Locale(identifier: "zh_Hans"), now: Date()))
/// -->
/// ```swift
/// model.traits(ofWheel: 0).kind       // .year
/// model.traits(ofWheel: 0).name       // "year"
/// model.traits(ofWheel: 0).pageSize   // 10
/// ```
public struct WheelTraits: Hashable, Sendable {
  /// What the wheel holds.
  public var kind: WheelKind
  /// A stable, English identifier (`"year"`, `"city"`, `"bread"`) for messages,
  /// logs and tests; people read ``PickerWords/label(of:wheel:)`` instead.
  public var name: String
  /// A label given by the caller (`"Authors"`), which faces show and speak
  /// instead of the words table's label of ``kind``; `nil` for the table's.
  public var label: String?
  /// The unit word a face shows beside the centre row (`年`, `时`), when the
  /// titles leave it out; `nil` for none.
  public var unit: String?
  /// The wheel's width relative to the others' (90 and 210 give 30 % and 70 %); `nil`
  /// to size the wheel by its content.
  public var widthWeight: Double?
  /// Whether the rows wrap around (a reel, a `--cyclic` clock).
  public var isCyclic: Bool
  /// How many rows a page moves (ten years); `nil` for the face's default.
  public var pageSize: Int?
  /// Whether the wheel's rows depend on the wheels before it (false for
  /// independent wheels), so that a face reloads only what changed.
  public var dependsOnEarlierWheels: Bool
  /// The group the wheel belongs to, 0 first: a range's end wheels are group 1, and faces
  /// draw a separator (`—`, `至`) where the group changes.
  public var group: Int

  /// Creates traits.
  public init(
    kind: WheelKind, name: String, label: String? = nil, unit: String? = nil, widthWeight: Double? = nil,
    isCyclic: Bool = false, pageSize: Int? = nil, dependsOnEarlierWheels: Bool = true, group: Int = 0
  ) {
    self.kind = kind
    self.name = name
    self.label = label
    self.unit = unit
    self.widthWeight = widthWeight
    self.isCyclic = isCyclic
    self.pageSize = pageSize
    self.dependsOnEarlierWheels = dependsOnEarlierWheels
    self.group = group
  }
}
