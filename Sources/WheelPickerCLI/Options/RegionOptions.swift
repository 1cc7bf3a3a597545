/// The options of `wheelpicker region`.
public struct RegionOptions: Hashable, Sendable {
  /// The dataset (`--data`).
  public var data: RegionDataChoice = .china
  /// How many levels are shown (`--depth`), `nil` for all of the dataset's.
  public var depth: Int?
  /// The starting path or code (`--select`), `nil` for the first rows.
  public var select: PathArgument?

  /// Creates the defaults.
  public init() {}
}

/// A region dataset: a bundled one by name, or a file.
public enum RegionDataChoice: Hashable, Sendable {
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

  /// The bundled names, as written on the command line.
  public static let bundledNames = ["china", "china-towns", "world", "us-zip"]

  /// Reads `--data`: a bundled name, else a file path.
  public init(argument: String) {
    switch argument {
    case "china": self = .china
    case "china-towns": self = .chinaTowns
    case "world": self = .world
    case "us-zip": self = .usZip
    default: self = .file(argument)
    }
  }
}

/// The options of `wheelpicker cascade`.
public struct CascadeOptions: Hashable, Sendable {
  /// Where the cascade is read from (the FILE argument, `-` for stdin).
  public var source: CascadeSource = .standardInput
  /// The starting path (`--select`), names or keys.
  public var select: PathArgument?
  /// The shape of the file (`--shape`), `nil` to detect it.
  public var shape: CascadeShape?

  /// Creates the defaults.
  public init() {}
}

/// Where a cascade is read from.
public enum CascadeSource: Hashable, Sendable {
  /// A file path.
  case file(String)
  /// Standard input (`-`).
  case standardInput
}

/// The shapes of cascade files (`--shape`).
public enum CascadeShape: String, CaseIterable, Hashable, Sendable {
  /// Nested objects with names and children.
  case tree
  /// Rows with a code and a parent code.
  case flat
  /// Nested dictionaries keyed by name.
  case dict
  /// The seed's `area.plist`.
  case plistArea = "plist-area"
  /// The seed's `Provinces.plist`.
  case plistProvinces = "plist-provinces"
}

/// The options of `wheelpicker list`.
public struct ListOptions: Hashable, Sendable {
  /// The items from the arguments, `nil` to read one per line from stdin.
  public var items: [String]?
  /// The starting item (`--select`), `nil` for the first.
  public var select: String?

  /// Creates the defaults.
  public init() {}
}

/// The options of `wheelpicker wheels`.
public struct WheelsOptions: Hashable, Sendable {
  /// The items of each wheel (`--wheel`, repeated).
  public var wheels: [[String]] = []
  /// The starting item of the first wheels (`--select`).
  public var select: [String]?

  /// Creates the defaults.
  public init() {}
}
