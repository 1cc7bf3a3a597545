/// Every error the core throws: a kind a program can switch on and a message a
/// person can act on.
///
/// The message names the value, where it came from and the rule it broke:
/// `minute step 7 does not divide 60`.
public struct WheelPickerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of error.
  public var kind: Kind
  /// A complete sentence naming the value, its origin and the rule.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// The kinds of error.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A configuration breaks a rule (min after max, a step that does not divide 60).
    case invalidConfiguration
    /// An identifier (calendar, locale, time zone) is not known.
    case unknownIdentifier
    /// A value the picker cannot show (outside the bounds, not in the data).
    case valueNotAvailable
    /// A data file that cannot be read or does not have the expected shape.
    case invalidData
  }
}
