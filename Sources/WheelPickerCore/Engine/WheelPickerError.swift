/// Every error the core throws: a kind and a reason a program can switch on, and a message a
/// person can act on.
///
/// The reason names the rule that was broken, so a program never reads the message to find
/// out; the message names the value, where it came from and the rule it broke:
/// `minute step 7 does not divide 60`.
///
/// <!-- snippet:
/// let configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: .gmt, now: Date(), minimum: .year(2030), maximum: .year(2020))
/// var model: DatePickerModel?
/// -->
/// ```swift
/// do {
///   model = try DatePickerModel(configuration)
/// } catch {
///   if error.reason == .boundsReversed { print("--from is after --to") }   // name your own options
/// }
/// ```
public struct WheelPickerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of error.
  public var kind: Kind
  /// A complete sentence naming the value, its origin and the rule.
  public var message: String
  /// Which rule was broken.
  public var reason: Reason

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: what sort of input was wrong (a configuration, a value, data).
  ///   - message: the sentence a person reads, naming the value, its origin and the rule.
  ///   - reason: the rule that was broken, for a program.
  public init(_ kind: Kind, _ message: String, reason: Reason) {
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

  /// The rules whose breaking a program may want to tell apart, so that it never reads the
  /// message to find out.
  public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
    // MARK: Configurations

    /// A minute or second step outside ``DatePickerConfiguration/allowedSteps``.
    case stepNotAllowed
    /// The minimum lies after the maximum.
    case boundsReversed
    /// No row lies between the bounds on the step grid.
    case emptyRange
    /// A range length limit the picker cannot use: outside 0…1,000,000
    /// units, not comparable with the other limit (days with months), a
    /// minimum above the maximum, or a minimum longer than the bounds allow.
    case lengthNotAllowed
    /// A calendar identifier Foundation does not know.
    case unknownCalendar
    /// A time zone identifier that is not an IANA time zone.
    case unknownTimeZone
    /// A locale identifier that names no language Foundation knows.
    case unknownLocale
    /// An option that needs a wheel the columns do not have (至今 needs a year wheel).
    case columnsLackWheel
    /// A display order that is not a permutation of the wheels.
    case displayOrderNotPermutation
    /// A wheel's width weight that is not a positive number.
    case widthWeightNotPositive
    /// An independent wheel, or a set of them, with nothing to choose from.
    case noRows
    /// A number of levels outside what the data (or the loader) has
    /// (``RegionModel/checkedLevels(_:for:)``; ``RegionModel`` itself clamps).
    case levelsOutOfRange
    /// A cache limit below zero bytes.
    case cacheLimitNegative
    /// Document field names that do not say how to read a document (``CascadeLoader/DocumentFields``).
    case invalidFields
    /// A text binding asked to read text back without a way to read it.
    case textNotReadable

    // MARK: Values

    /// A value's minute or second that is not on the picker's step (10:03 with a 5-minute step).
    case offStep
    /// A field outside what any calendar has (hour 25, month 0), or a moment outside the years
    /// 1…9999.
    case fieldOutOfRange
    /// A value lacks a field one of the picker's wheels needs.
    case missingField
    /// A day or month that the calendar does not have (30 February).
    case nonexistentDate
    /// A wall-clock time that clocks skip at a daylight-saving change.
    case skippedTime
    /// A range whose end lies before its start.
    case endBeforeStart
    /// A value with more or fewer parts than the picker has wheels.
    case wrongComponentCount
    /// A value the picker does not offer: outside its bounds, or 至今 where it is not offered.
    case notOffered
    /// A value the picker shows, but greyed out.
    case disabled
    /// A name, key, text or symbol the data does not have.
    case notFound
    /// A key that several rows have: a path must say which.
    case ambiguousKey
    /// A path or default with nothing in it.
    case emptyPath
    /// A path deeper than the picker's wheels.
    case tooDeep
    /// A row or node number outside the rows or nodes there are.
    case rowOutOfRange
    /// A row whose text is not the text the value gives for it.
    case textMismatch

    // MARK: Data

    /// A file that does not exist or cannot be read.
    case unreadableFile
    /// A document that is empty or holds only white space.
    case emptyDocument
    /// Bytes that are not the format they should be: not JSON, not a property list, not the
    /// bundled data's line format.
    case invalidSyntax
    /// A value of the wrong kind, or a field or part missing, where the shape expects one.
    case unexpectedStructure
    /// Values of the right kinds that break a rule: a key that repeats, a parent that does not
    /// exist, a cycle, a tree deeper than allowed.
    case inconsistentData
    /// A document that fits none of the shapes it might have.
    case noMatchingShape
    /// A document that reads as one level only by leaving fields unread: its field names must
    /// be given.
    case unreadFields
    /// Data in which every option is disabled, so nothing can be chosen.
    case nothingEnabled
    /// Data larger than the picker can hold.
    case tooLarge
    /// A load of a cascade's children that failed (a command that failed or took too long).
    case loadFailed
  }
}
