import Foundation
import WheelPickerCore

/// `--children-command CMD`: the command that lists a node's children, run
/// as `sh -c CMD sh KEY…` with the keys of the node's path (none for the
/// first wheel).
///
/// Its output is a JSON array — of strings, or of objects with a `name`, an
/// optional `key` (a string or a number) and an optional `disabled` (`true`
/// greys the child) — or else one child per line:
/// `KEY<TAB>NAME`, or a name alone that is its own key. Empty lines are
/// skipped and a line may end in CR LF; no child at all means a leaf. A
/// command that exits non-zero, runs past the timeout, prints more than
/// 1 MiB, prints what is not UTF-8, a key twice, a key with a NUL, or a JSON
/// array that does not parse fails, and the wheel shows why.
///
/// With an envelope path (`--at data`), the output is a JSON document and the children are
/// the array at that path in it (`{"code":0,"data":[…]}`); no output still means a leaf.
struct ChildrenLister: Sendable {
  /// The shell command.
  var command: String
  /// How long one run may take.
  var timeout: Duration
  /// Where the array of children lies in the output; empty for the output itself.
  var at = CascadeLoader.EnvelopePath()

  /// The children of the node at `path`.
  ///
  /// - Throws: `WheelPickerError` saying why the command gave none, or `CancellationError`.
  func children(of path: [AsyncCascadeNode]) async throws -> [AsyncCascadeNode] {
    let output = try await ChildProcess(command: command, arguments: path.map(\.key), timeout: timeout).run()
    guard output.status == 0, output.signal == nil else {
      let said = Self.firstLine(of: output.standardError)
      let status = output.signal.map { "ended by signal \($0)" } ?? "exit status \(output.status)"
      throw WheelPickerError(.invalidData, said.isEmpty ? status : "\(status): \(said)", reason: .loadFailed)
    }
    return try Self.parse(output.standardOutput, at: at)
  }

  /// The children in a command's output.
  ///
  /// - Throws: `WheelPickerError` naming the line or the array element that is wrong: not
  ///   UTF-8, a key with a NUL (it could not reach the command as an argument), a key that
  ///   repeats among the siblings, or output that starts with `[` but is not valid JSON; with
  ///   `at`, output that is not JSON, lacks the path (naming what is there) or holds no array there.
  static func parse(
    _ bytes: [UInt8], at: CascadeLoader.EnvelopePath = CascadeLoader.EnvelopePath()
  ) throws(WheelPickerError) -> [AsyncCascadeNode] {
    let nodes: [(node: AsyncCascadeNode, place: String)]
    if !at.isEmpty {
      guard !bytes.allSatisfy(Self.isSpace) else { return [] }
      nodes = try json(Self.array(at: at, in: bytes))
    } else if Self.looksLikeJSON(bytes) {
      let array: [Any]
      do {
        let object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        guard let elements = object as? [Any] else {
          throw WheelPickerError(
            .invalidData, "the output starts with \"[\" but is not a JSON array", reason: .unexpectedStructure
          )
        }
        array = elements
      } catch let error as WheelPickerError {
        throw error
      } catch {
        throw WheelPickerError(
          .invalidData, "the output starts with \"[\" but is not valid JSON: \(Self.jsonReason(error))",
          reason: .invalidSyntax)
      }
      nodes = try json(array)
    } else {
      nodes = try lines(bytes)
    }
    var places: [String: String] = [:]
    for (node, place) in nodes {
      if node.key.contains("\0") {
        throw WheelPickerError(
          .invalidData, "\(place) has a key with a NUL character, which no command can take as an argument",
          reason: .inconsistentData)
      }
      if let first = places.updateValue(place, forKey: node.key) {
        throw WheelPickerError(
          .invalidData,
          "\(place) repeats the key \"\(node.key)\" of \(first): keys must differ among siblings",
          reason: .inconsistentData)
      }
    }
    return nodes.map(\.node)
  }

  /// The array at `at` in JSON output.
  ///
  /// - Throws: `WheelPickerError` when the output is not JSON, has no value at `at` (naming
  ///   what is there instead) or holds something other than an array there.
  private static func array(
    at: CascadeLoader.EnvelopePath, in bytes: [UInt8]
  ) throws(WheelPickerError) -> [Any] {
    let value = try at.jsonArray(in: Data(bytes), source: "the output")
    guard let array = (try? JSONSerialization.jsonObject(with: value)) as? [Any] else {
      throw WheelPickerError(
        .invalidData, "the output: the array at the path cannot be read", reason: .invalidSyntax)
    }
    return array
  }

  private static func lines(
    _ bytes: [UInt8]
  ) throws(WheelPickerError) -> [(node: AsyncCascadeNode, place: String)] {
    var nodes: [(node: AsyncCascadeNode, place: String)] = []
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
      guard !trimmed.isEmpty else { continue }
      let place = "line \(index + 1) of the output"
      guard let text = String(bytes: trimmed, encoding: .utf8) else {
        throw WheelPickerError(.invalidData, "\(place) is not UTF-8", reason: .invalidSyntax)
      }
      if let tab = text.firstIndex(of: "\t") {
        let key = String(text[..<tab])
        let name = String(text[text.index(after: tab)...])
        nodes.append(
          (AsyncCascadeNode(key: key.isEmpty ? name : key, name: name.isEmpty ? key : name), place))
      } else {
        nodes.append((AsyncCascadeNode(name: text), place))
      }
    }
    return nodes
  }

  private static func json(
    _ array: [Any]
  ) throws(WheelPickerError) -> [(node: AsyncCascadeNode, place: String)] {
    var nodes: [(node: AsyncCascadeNode, place: String)] = []
    for (index, element) in array.enumerated() {
      let place = "element \(index + 1) of the JSON array"
      if let name = element as? String {
        nodes.append((AsyncCascadeNode(name: name), place))
        continue
      }
      guard let object = element as? [String: Any] else {
        throw WheelPickerError(
          .invalidData, "\(place) must be a string or an object with a \"name\"", reason: .unexpectedStructure
        )
      }
      guard let name = object["name"] as? String else {
        throw WheelPickerError(.invalidData, "\(place) has no string \"name\"", reason: .unexpectedStructure)
      }
      let isDisabled: Bool
      switch object["disabled"] {
      case nil, is NSNull: isDisabled = false
      case let flag as NSNumber where Self.isBoolean(flag): isDisabled = flag.boolValue
      default:
        throw WheelPickerError(
          .invalidData, "\(place) has a \"disabled\" that is not true or false", reason: .unexpectedStructure)
      }
      switch object["key"] {
      case nil: nodes.append((AsyncCascadeNode(name: name, isDisabled: isDisabled), place))
      case let key as String:
        nodes.append((AsyncCascadeNode(key: key, name: name, isDisabled: isDisabled), place))
      case let key as NSNumber where !Self.isBoolean(key):
        nodes.append((AsyncCascadeNode(key: Self.keyText(key), name: name, isDisabled: isDisabled), place))
      default:
        throw WheelPickerError(
          .invalidData, "\(place) has a \"key\" that is not a string or a number",
          reason: .unexpectedStructure)
      }
    }
    return nodes
  }

  /// A number key as a document's key reads: a whole number is its decimal digits (`1.0`, `1e0`
  /// and `1` are `1`; `-0` is `0`), any other keeps the reader's text (`1.5`).
  static func keyText(_ number: NSNumber) -> String {
    let type = String(cString: number.objCType)
    guard type == "d" || type == "f" else { return number.stringValue }
    let value = number.doubleValue
    // Past 2^53 a double no longer names one whole number.
    guard value.isFinite, value.rounded() == value, abs(value) < 9_007_199_254_740_992 else {
      return number.stringValue
    }
    return String(Int64(value))
  }

  /// Whether a number from JSON was `true` or `false`: the JSON reader makes those of C's
  /// `char` type, so a 0 or a 1 (of an integer or a floating type) is not taken for one.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// The JSON reader's reason, without Foundation's framing.
  private static func jsonReason(_ error: any Error) -> String {
    let nsError = error as NSError
    let reason = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    return reason.isEmpty ? "unreadable" : reason
  }

  /// Whether output is meant as a JSON array: `[` then (after blanks) what starts a JSON value
  /// other than a bare word — `"`, `{`, `[`, `]`, `-` or a digit — so `[draft] notes` is a line.
  private static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
    var rest = bytes.drop(while: Self.isSpace)
    guard rest.first == UInt8(ascii: "[") else { return false }
    rest = rest.dropFirst().drop(while: Self.isSpace)
    guard let next = rest.first else { return true }
    return Array("\"{[]-0123456789".utf8).contains(next)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The first non-empty line of standard error, at most 200 characters.
  static func firstLine(of bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
  }
}
