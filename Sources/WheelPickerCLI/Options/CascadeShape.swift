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
