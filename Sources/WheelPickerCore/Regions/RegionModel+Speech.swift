extension RegionModel {
  /// The region's full name, as the cascade speaks it (``CascadeModel/spokenText(ofRow:inWheel:given:)``).
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    cascade.spokenText(ofRow: row, inWheel: wheel, given: selection)
  }
}
