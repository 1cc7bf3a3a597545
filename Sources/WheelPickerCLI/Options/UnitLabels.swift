/// Where unit labels appear (`--units`).
enum UnitLabels: String, CaseIterable, Hashable, Sendable {
  /// On every row (`2007年`).
  case all
  /// Once, beside the selection indicator, as iOS does.
  case center
  /// Nowhere.
  case none
}
