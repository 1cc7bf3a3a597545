/// The pieces of spoken text shared by every model and the announcements.
enum SpokenText {
  /// A row's title with the wheel's unit after it, unless the title already
  /// holds the unit: `30` and `日` read `30日`; a Latin unit gets a space (`5 hr`).
  static func title(_ title: String, unit: String?) -> String {
    guard let unit, !unit.isEmpty, !title.isEmpty, !title.contains(unit) else { return title }
    let isLatin = unit.unicodeScalars.first.map { $0.isASCII && $0.properties.isAlphabetic } ?? false
    return isLatin ? "\(title) \(unit)" : "\(title)\(unit)"
  }
}
