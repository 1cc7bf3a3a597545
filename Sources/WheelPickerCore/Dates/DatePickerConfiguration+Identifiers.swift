import Foundation

extension DatePickerConfiguration {
  /// The calendar named by a Foundation (`"republicOfChina"`) or CLDR (`"roc"`) identifier.
  ///
  /// - Throws: ``WheelPickerError/Kind/unknownIdentifier`` when the name is not a calendar.
  public static func calendar(_ identifier: String) throws(WheelPickerError) -> Calendar {
    let known: [String: Calendar.Identifier] = [
      "gregorian": .gregorian, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic,
      "ethiopic": .ethiopicAmeteMihret, "ethiopicametemihret": .ethiopicAmeteMihret,
      "ethiopic-amete-alem": .ethiopicAmeteAlem,
      "ethiopicametealem": .ethiopicAmeteAlem, "hebrew": .hebrew, "iso8601": .iso8601,
      "indian": .indian, "islamic": .islamic, "islamiccivil": .islamicCivil,
      "islamic-civil": .islamicCivil, "japanese": .japanese, "persian": .persian,
      "republicofchina": .republicOfChina, "roc": .republicOfChina, "islamictabular": .islamicTabular,
      "islamic-tbla": .islamicTabular, "islamicummalqura": .islamicUmmAlQura,
      "islamic-umalqura": .islamicUmmAlQura,
    ]
    guard let id = known[identifier.lowercased()] else {
      throw WheelPickerError(
        .unknownIdentifier,
        "calendar identifier \"\(identifier)\" is not a Foundation calendar (known: gregorian, chinese, japanese, buddhist, islamic, hebrew, persian, …)",
        reason: .unknownCalendar)
    }
    return Calendar(identifier: id)
  }

  /// The time zone named by an IANA identifier (`"Asia/Shanghai"`).
  ///
  /// - Throws: ``WheelPickerError/Kind/unknownIdentifier`` when the zone is not known.
  public static func timeZone(_ identifier: String) throws(WheelPickerError) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
      throw WheelPickerError(
        .unknownIdentifier, "time zone identifier \"\(identifier)\" is not an IANA time zone",
        reason: .unknownTimeZone)
    }
    return zone
  }

  /// The locale named by an identifier (`"zh_Hans"`, `"zh-Hant"`, `"en_US"`).
  ///
  /// - Throws: ``WheelPickerError/Kind/unknownIdentifier`` when its language is not known.
  public static func locale(_ identifier: String) throws(WheelPickerError) -> Locale {
    let normalized = identifier.replacingOccurrences(of: "-", with: "_")
    let base = normalized.split(separator: "@").first.map(String.init) ?? normalized
    let language = base.split(separator: "_").first.map(String.init) ?? base
    let available = Set(Locale.availableIdentifiers)
    guard !language.isEmpty, available.contains(base) || available.contains(language) else {
      throw WheelPickerError(
        .unknownIdentifier, "locale identifier \"\(identifier)\" names no language Foundation knows",
        reason: .unknownLocale)
    }
    return Locale(identifier: normalized)
  }
}
