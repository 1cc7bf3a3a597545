import Foundation

/// The calendar a date picker shows (`--calendar`), by its BCP 47 name.
enum CalendarChoice: String, CaseIterable, Hashable, Sendable {
  /// Gregorian.
  case gregorian
  /// Buddhist (Thai).
  case buddhist
  /// Chinese lunisolar, with leap months.
  case chinese
  /// Coptic.
  case coptic
  /// Ethiopic (Amete Mihret).
  case ethiopic
  /// Ethiopic (Amete Alem).
  case ethioaa
  /// Hebrew.
  case hebrew
  /// Indian national.
  case indian
  /// Islamic (astronomical).
  case islamic
  /// Islamic civil.
  case islamicCivil = "islamic-civil"
  /// Islamic tabular.
  case islamicTabular = "islamic-tbla"
  /// Islamic Umm al-Qura.
  case islamicUmmAlQura = "islamic-umalqura"
  /// ISO 8601.
  case iso8601
  /// Japanese, with eras.
  case japanese
  /// Persian.
  case persian
  /// Republic of China (Minguo).
  case roc

  /// Foundation's identifier of the calendar.
  var identifier: Calendar.Identifier {
    switch self {
    case .gregorian: .gregorian
    case .buddhist: .buddhist
    case .chinese: .chinese
    case .coptic: .coptic
    case .ethiopic: .ethiopicAmeteMihret
    case .ethioaa: .ethiopicAmeteAlem
    case .hebrew: .hebrew
    case .indian: .indian
    case .islamic: .islamic
    case .islamicCivil: .islamicCivil
    case .islamicTabular: .islamicTabular
    case .islamicUmmAlQura: .islamicUmmAlQura
    case .iso8601: .iso8601
    case .japanese: .japanese
    case .persian: .persian
    case .roc: .republicOfChina
    }
  }
}
