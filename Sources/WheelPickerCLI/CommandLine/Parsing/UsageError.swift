import WheelPickerCore
import WheelPickerTerminal

/// Why the command refuses to run: a bad argument, input from outside it cannot use, or the
/// core's refusal of what the arguments ask for. `wheelpicker` prints `wheelpicker: ` and the
/// message on stderr and exits with status 2 (1 for ``Reason/nothingToChoose(source:)``).
///
/// Every message names the value (made safe to print), the option or argument it came from and
/// the rule it broke: `--rows 4: must be an odd number from 3 to 15`. The ``reason`` says which
/// rule, with the input that broke it, as swift-argument-parser's `ParserError` does, so that
/// nothing needs to read the message to find out.
struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which rule was broken, with the input that broke it.
  enum Reason: Hashable, Sendable {
    /// A value an option (or argument, or `TZ`) does not take: `--rows 4: must be an odd number…`.
    case invalidValue(option: String, value: String)
    /// A value option given without its value: `--rows needs a value: --rows N`.
    case missingValue(option: String)
    /// A flag given a value: `--present=yes: --present takes no value`.
    case unexpectedValue(option: String)
    /// An option the subcommand does not have (as written): `--row: unknown option of wheelpicker date…`.
    case unknownOption(String)
    /// A first word that is no subcommand: `dat: not a subcommand (did you mean date?)…`.
    case unknownSubcommand(String)
    /// A positional argument where none, or no more, is taken: `unexpected argument x: …`.
    case unexpectedArgument(String)
    /// An option, subcommand or argument used where it does not work, or missing: `--print-frame:
    /// only works with --keys`, `cascade: needs a FILE argument`.
    case misuse(subject: String)
    /// Input past one of ``InputLimits``: an argument, `--title`, `--keys`, stdin, a FILE, a list.
    case overLimit(subject: String)
    /// Input that could not be read, or held nothing: `stdin: cannot be read: …`.
    case unreadableInput(source: String)
    /// A list with no item to choose (empty stdin, or only header lines): not bad data but
    /// nothing to pick, so `wheelpicker` exits 1 as fzf and gum do, not 2.
    case nothingToChoose(source: String)
    /// The core's refusal of what the arguments ask for, or of the input: its reason.
    case core(WheelPickerError.Reason)
  }

  /// Which rule was broken.
  let reason: Reason
  /// The core's rule behind an option's refusal: set when the core refused what an option asked
  /// for and the command says so in the option's words (``reason`` then names the option and its
  /// value).
  private let refusal: WheelPickerError.Reason?
  /// The sentence `wheelpicker` prints after `wheelpicker: `.
  let message: String

  /// Creates an error with its message as written.
  init(_ reason: Reason, message: String) {
    self.init(reason, message: message, refusal: nil)
  }

  /// Creates an option's refusal with the core's rule behind it (``coreReason``).
  init(_ reason: Reason, message: String, coreReason: WheelPickerError.Reason) {
    self.init(reason, message: message, refusal: coreReason)
  }

  private init(_ reason: Reason, message: String, refusal: WheelPickerError.Reason?) {
    self.reason = reason
    self.message = message
    self.refusal = refusal
  }

  /// The core's refusal, its message as it is.
  init(_ error: WheelPickerError) {
    self.init(.core(error.reason), message: error.message)
  }

  /// The core's rule, when the core refused: the reason of a refusal passed on as it is
  /// (``Reason/core(_:)``), or of one the command re-worded naming its option (`--select` outside
  /// the bounds, off the minute step), so that nothing needs to read the message to tell them apart.
  var coreReason: WheelPickerError.Reason? {
    if case .core(let reason) = reason { return reason }
    return refusal
  }

  /// The message.
  var description: String { message }

  /// Whether the command ends as a cancelled sheet does (status 1) rather than as bad usage (2):
  /// there was nothing to choose.
  var isNothingToChoose: Bool {
    if case .nothingToChoose = reason { return true }
    return false
  }

  /// An error about `value` given to `option`: `--rows 4: must be an odd number from 3 to 15`.
  static func invalid(_ option: String, _ value: String, _ rule: String) -> UsageError {
    UsageError(.invalidValue(option: option, value: value), message: "\(option) \(shown(value)): \(rule)")
  }

  /// The core's refusal of `value` given to `option`, in the command's words: `--select 2101: is
  /// outside what the picker shows…`, the core's reason kept in ``coreReason``.
  static func invalid(
    _ option: String, _ value: String, _ rule: String, refusedBy error: WheelPickerError
  ) -> UsageError {
    let refusal = invalid(option, value, rule)
    return UsageError(refusal.reason, message: refusal.message, coreReason: error.reason)
  }

  /// An error about an option or argument as a whole (missing, misplaced): `subject: rule`.
  static func misuse(_ subject: String, _ rule: String) -> UsageError {
    UsageError(.misuse(subject: subject), message: "\(subject): \(rule)")
  }

  /// A positional argument where none, or no more, is taken: `unexpected argument x: rule`.
  static func unexpected(_ argument: String, _ rule: String) -> UsageError {
    UsageError(.unexpectedArgument(argument), message: "unexpected argument \(shown(argument)): \(rule)")
  }

  /// Input past a limit: `subject: rule`.
  static func overLimit(_ subject: String, _ rule: String) -> UsageError {
    UsageError(.overLimit(subject: subject), message: "\(subject): \(rule)")
  }

  /// The value of `expression`; the core's refusal becomes the command's, its message unchanged.
  ///
  /// <!-- snippet:
  /// let configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: .gmt, now: Date())
  /// -->
  /// ```swift
  /// let model = try UsageError.forwarding(DatePickerModel(configuration))
  /// ```
  @discardableResult
  static func forwarding<T>(
    _ expression: @autoclosure () throws(WheelPickerError) -> T
  ) throws(UsageError) -> T {
    do throws(WheelPickerError) {
      return try expression()
    } catch {
      throw UsageError(error)
    }
  }

  /// The value of `expression`; the core's refusal becomes an invalid-value error naming
  /// `option`, its `value` and the core's rule.
  static func forwarding<T>(
    option: String, value: String, _ expression: @autoclosure () throws(WheelPickerError) -> T
  ) throws(UsageError) -> T {
    do throws(WheelPickerError) {
      return try expression()
    } catch {
      throw UsageError.invalid(option, value, error.message, refusedBy: error)
    }
  }

  /// `value` as it appears in a message: control characters, line separators
  /// and bidirectional controls made visible,
  /// and single quotes around it when it is empty or holds spaces or quotes,
  /// so a terminal never interprets text that came from the command line.
  static func shown(_ value: String) -> String {
    // An argument's bytes that are not UTF-8 show as `\xE9`.
    let value = ArgumentBytes.escaped(value)
    var text = ""
    var needsQuotes = value.isEmpty
    for scalar in value.unicodeScalars {
      switch scalar.value {
      case _ where TextSanitizer.visibleForm(of: scalar) != nil:
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      case 0x20, 0x27, 0x22:
        needsQuotes = true
        text.unicodeScalars.append(scalar)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    guard needsQuotes else { return text }
    if value.unicodeScalars.contains("'") { return "\"" + text + "\"" }
    return "'" + text + "'"
  }

  /// A whole message made safe for a terminal: line feeds and tabs stay,
  /// other controls, C1 controls and bidirectional controls become `\u{…}`.
  /// Messages quote data files and the core's errors, which may hold escape
  /// sequences (an OSC 52 could write the clipboard).
  ///
  /// - Complexity: O(*n*); text without such scalars is returned as is.
  static func harmless(_ message: String) -> String {
    func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
      scalar != "\n" && scalar != "\t" && TextSanitizer.visibleForm(of: scalar) != nil
    }
    guard message.unicodeScalars.contains(where: isDangerous) else { return message }
    var text = ""
    for scalar in message.unicodeScalars {
      if isDangerous(scalar) {
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
