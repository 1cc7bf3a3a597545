/// A duration chosen on a countdown picker: hours 0–23 and minutes.
public struct CountdownValue: Codable, Sendable, Hashable {
  /// The duration in seconds.
  public var seconds: Int

  /// Creates a duration.
  public init(seconds: Int) { self.seconds = seconds }

  /// Creates a duration of hours and minutes.
  public init(hours: Int, minutes: Int) { seconds = hours * 3600 + minutes * 60 }

  /// The whole hours.
  public var hours: Int { seconds / 3600 }

  /// The minutes after the whole hours.
  public var minutes: Int { seconds % 3600 / 60 }
}
