extension RegionModel {
  /// Whether the region may be chosen: a region file may mark regions `disabled`
  /// (the bundled datasets never do); they are shown greyed and skipped.
  public func isRowEnabled(_ row: Int, inWheel wheel: Int, given selection: WheelSelection) -> Bool {
    cascade.isRowEnabled(row, inWheel: wheel, given: selection)
  }
}
