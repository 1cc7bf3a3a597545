import Foundation

extension CascadeLoader {
  /// Where a cascade lies inside a larger document, as a web service's answer wraps it:
  /// `data` in `{"code":0,"data":[…]}`, `data.list` in `{"data":{"list":[…]}}`.
  ///
  /// A path is written as keys separated by dots. A step made of digits is an index when it
  /// meets an array (`data.0` is the first element of `data`) and a key when it meets an
  /// object; a dot or a backslash inside a key is written `\.` or `\\` (`a\.b` is the key
  /// `a.b`). The empty path is the document itself.
  ///
  /// <!-- snippet:
  /// let data = Data(#"{"code":0,"data":{"list":[{"name":"浙江","children":[{"name":"杭州"}]}]}}"#.utf8)
  /// -->
  /// ```swift
  /// let at = try CascadeLoader.EnvelopePath(parsing: "data.list")
  /// at.steps   // ["data", "list"]
  /// let loader = CascadeLoader(shape: .nested(CascadeLoader.NestedFields(key: nil, name: "name")), at: at)
  /// let tree = try loader.tree(from: data, source: "api.json")
  /// tree.count   // 2
  /// ```
  ///
  /// The document is not read into values to find the path: the reader steps over the fields
  /// and elements before it, as it steps over any value it does not need.
  public struct EnvelopePath: Hashable, Sendable, CustomStringConvertible {
    /// The most steps a path may have.
    public static let maximumSteps = 64

    /// The keys or indexes, outermost first; empty for the document itself.
    public var steps: [String]

    /// A path of the given steps (empty: the document itself).
    public init(_ steps: [String] = []) { self.steps = steps }

    /// Reads `KEY[.KEY…]`: keys separated by dots, `\.` a dot and `\\` a backslash inside a key.
    ///
    /// - Throws: ``WheelPickerError/Kind/invalidConfiguration`` naming the rule broken: an empty
    ///   path, an empty step (`data..list`, a dot at either end), a backslash before anything
    ///   but a dot or a backslash, or more than ``maximumSteps`` steps.
    public init(parsing text: String) throws(WheelPickerError) {
      func fail(_ rule: String) -> WheelPickerError {
        WheelPickerError(.invalidConfiguration, rule, reason: .invalidFields)
      }
      guard !text.isEmpty else {
        throw fail("is empty: write keys separated by dots, e.g. data or data.list")
      }
      var steps: [String] = []
      var step = ""
      var escaping = false
      for character in text {
        if escaping {
          guard character == "." || character == "\\" else {
            throw fail(
              "\\\(DocumentText.escaped(String(character))) is not an escape: write \\. for a dot in a key, "
                + "\\\\ for a backslash")
          }
          step.append(character)
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "." {
          steps.append(step)
          step = ""
        } else {
          step.append(character)
        }
      }
      guard !escaping else {
        throw fail("ends in a backslash: write \\. for a dot in a key, \\\\ for a backslash")
      }
      steps.append(step)
      if let empty = steps.firstIndex(of: "") {
        throw fail("step \(empty + 1) is empty: keys are separated by single dots, none at either end")
      }
      guard steps.count <= Self.maximumSteps else {
        throw fail("has \(steps.count) steps; at most \(Self.maximumSteps)")
      }
      self.steps = steps
    }

    /// Whether the path is the document itself.
    public var isEmpty: Bool { steps.isEmpty }

    /// The path as ``init(parsing:)`` reads it: `data.list`, `a\.b`.
    public var description: String {
      steps.map { step in
        step.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ".", with: "\\.")
      }
      .joined(separator: ".")
    }

    /// The JSON bytes of the array at this path in `data` (a JSON document), as they are
    /// written there: what a `--children-command`'s answer holds inside its envelope.
    ///
    /// - Throws: ``WheelPickerError/Kind/invalidData`` naming `source` when the bytes are not
    ///   JSON (line, column and what was expected), the path is not in them (naming what is
    ///   there instead), or the value there is not an array.
    package func jsonArray(in data: Data, source: String) throws(WheelPickerError) -> Data {
      let document = try DocumentReader(data: data, source: source, at: self, json: true)
      if let kind = document.valueKind, kind != .array {
        throw WheelPickerError(
          .invalidData, "\(document.named): expected an array, found \(kind.words(isJSON: true))",
          reason: .unexpectedStructure)
      }
      return document.valueBytes
    }
  }
}
