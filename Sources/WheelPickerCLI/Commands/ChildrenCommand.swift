import Foundation
import WheelPickerCore

/// `--children-command CMD`: the command that lists a node's children, run
/// as `sh -c CMD sh KEY…` with the keys of the node's path (none for the
/// first wheel).
///
/// Its output is a JSON array — of strings, or of objects with a `name` and
/// an optional `key` (a string or a number) — or else one child per line:
/// `KEY<TAB>NAME`, or a name alone that is its own key. Empty lines are
/// skipped and a line may end in CR LF; no child at all means a leaf. A
/// command that exits non-zero, runs past the timeout, prints more than
/// 1 MiB or prints what is not UTF-8 fails, and the wheel shows why.
struct ChildrenCommand: Sendable {
  /// The shell command.
  var command: String
  /// How long one run may take.
  var timeout: Duration

  /// The children of the node at `path`.
  ///
  /// - Throws: `WheelPickerError` saying why the command gave none, or `CancellationError`.
  func children(of path: [AsyncCascadeNode]) async throws -> [AsyncCascadeNode] {
    let output = try await ChildProcess(command: command, arguments: path.map(\.key), timeout: timeout).run()
    guard output.status == 0, output.signal == nil else {
      let said = Self.firstLine(of: output.standardError)
      let status = output.signal.map { "ended by signal \($0)" } ?? "exit status \(output.status)"
      throw WheelPickerError(.invalidData, said.isEmpty ? status : "\(status): \(said)")
    }
    return try Self.parse(output.standardOutput)
  }

  /// The children in a command's output.
  ///
  /// - Throws: `WheelPickerError` naming the line or the array element that is wrong.
  static func parse(_ bytes: [UInt8]) throws(WheelPickerError) -> [AsyncCascadeNode] {
    if bytes.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "["),
      let array = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as? [Any]
    {
      return try json(array)
    }
    var nodes: [AsyncCascadeNode] = []
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
      guard !trimmed.isEmpty else { continue }
      guard let text = String(bytes: trimmed, encoding: .utf8) else {
        throw WheelPickerError(.invalidData, "line \(index + 1) of the output is not UTF-8")
      }
      if let tab = text.firstIndex(of: "\t") {
        let key = String(text[..<tab])
        let name = String(text[text.index(after: tab)...])
        nodes.append(AsyncCascadeNode(key: key.isEmpty ? name : key, name: name.isEmpty ? key : name))
      } else {
        nodes.append(AsyncCascadeNode(name: text))
      }
    }
    return nodes
  }

  private static func json(_ array: [Any]) throws(WheelPickerError) -> [AsyncCascadeNode] {
    var nodes: [AsyncCascadeNode] = []
    for (index, element) in array.enumerated() {
      let place = "element \(index + 1) of the JSON array"
      if let name = element as? String {
        nodes.append(AsyncCascadeNode(name: name))
        continue
      }
      guard let object = element as? [String: Any] else {
        throw WheelPickerError(.invalidData, "\(place) must be a string or an object with a \"name\"")
      }
      guard let name = object["name"] as? String else {
        throw WheelPickerError(.invalidData, "\(place) has no string \"name\"")
      }
      switch object["key"] {
      case nil: nodes.append(AsyncCascadeNode(name: name))
      case let key as String: nodes.append(AsyncCascadeNode(key: key, name: name))
      case let key as NSNumber where !(key is Bool):
        nodes.append(AsyncCascadeNode(key: key.stringValue, name: name))
      default: throw WheelPickerError(.invalidData, "\(place) has a \"key\" that is not a string or a number")
      }
    }
    return nodes
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
