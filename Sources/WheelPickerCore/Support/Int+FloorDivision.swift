extension Int {
  /// The quotient rounded towards negative infinity (`-1` for `-1 / 7`), for a positive divisor:
  /// the laps a wheel makes, the week a day before an epoch falls in.
  func floorDivided(by divisor: Int) -> Int {
    self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
  }
}
