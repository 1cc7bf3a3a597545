/// A duration chosen on a countdown picker: hours 0–23 and minutes.
public struct CountdownValue: Codable, Sendable, Hashable {
  /// The duration in seconds.
  public var seconds: Int

  /// Creates a duration.
  public init(seconds: Int) { self.seconds = seconds }

  /// Creates a duration of hours and minutes.
  public init(hours: Int, minutes: Int) {
    // Saturates instead of trapping: an absurd duration is then refused by the picker.
    let (h, o1) = hours.multipliedReportingOverflow(by: 3600)
    let (m, o2) = minutes.multipliedReportingOverflow(by: 60)
    let (sum, o3) = h.addingReportingOverflow(m)
    seconds = o1 || o2 || o3 ? Int.max : sum
  }

  /// The whole hours.
  public var hours: Int { seconds / 3600 }

  /// The minutes after the whole hours.
  public var minutes: Int { seconds % 3600 / 60 }
}
