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
  /// Which rule was broken, where a program may react to it (a front-end
  /// naming its own option); `nil` when only the message tells.
  public var reason: Reason?

  /// Creates an error.
  public init(_ kind: Kind, _ message: String, reason: Reason? = nil) {
    self.kind = kind
    self.message = message
    self.reason = reason
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

  /// The rules whose breaking a program may want to tell apart, so that it
  /// never reads the message to find out.
  public enum Reason: String, Hashable, Sendable, Codable {
    /// A minute or second step outside ``DatePickerConfiguration/allowedSteps``.
    case stepNotAllowed
    /// A value's minute or second that is not on the picker's step (10:03 with a 5-minute step).
    case offStep
    /// The minimum lies after the maximum.
    case boundsReversed
    /// No row lies between the bounds on the step grid.
    case emptyRange
    /// A field outside what any calendar has (hour 25, month 0).
    case fieldOutOfRange
    /// A value lacks a field one of the picker's wheels needs.
    case missingField
    /// A day or month that the calendar does not have (30 February).
    case nonexistentDate
    /// A wall-clock time that clocks skip at a daylight-saving change.
    case skippedTime
    /// A range whose end lies before its start.
    case endBeforeStart
    /// A range length limit the picker cannot use: outside 0…1,000,000
    /// units, not comparable with the other limit (days with months), a
    /// minimum above the maximum, or a minimum longer than the bounds allow.
    case lengthNotAllowed
  }
}
