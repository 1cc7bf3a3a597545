/// A region dataset: a bundled one by name, or a file.
enum RegionDataChoice: Hashable, Sendable {
  /// China: province, city, district.
  case china
  /// China with towns (4 levels).
  case chinaTowns
  /// Countries, states, cities.
  case world
  /// US states and ZIP codes.
  case usZip
  /// A cascade file in a supported shape.
  case file(String)

  /// Whether the data is China's divisions, keyed by GB/T 2260 codes, whose
  /// old codes the code history knows.
  var hasChinaCodes: Bool { self == .china || self == .chinaTowns }

  /// The bundled names, as written on the command line.
  static let bundledNames = ["china", "china-towns", "world", "us-zip"]

  /// Reads `--data`: a bundled name, else a file path.
  init(argument: String) {
    switch argument {
    case "china": self = .china
    case "china-towns": self = .chinaTowns
    case "world": self = .world
    case "us-zip": self = .usZip
    default: self = .file(argument)
    }
  }
}
