/// Finds the value an ``CascadeLoader/EnvelopePath`` names by stepping a cursor into the
/// document: the fields and elements before it are skipped, nothing after it is read.
enum EnvelopeWalk {
  /// How a walk ends: at the value, or at the first step the document does not have.
  enum End: Error {
    case found
    /// The step at this index is not in the value the steps before it lead to.
    case missing(Int)
  }

  /// Calls `body` with the cursor on the value `path` names.
  ///
  /// - Returns: `nil` when the value was found, else the index of the first missing step.
  static func walk<C: DocumentCursor>(
    _ cursor: inout C, _ path: CascadeLoader.EnvelopePath, _ body: (inout C) -> Void
  ) -> Int? {
    do throws(End) {
      try step(&cursor, path.steps[...], body)
      return nil
    } catch {
      switch error {
      case .found: return nil
      case .missing(let depth): return depth
      }
    }
  }

  private static func step<C: DocumentCursor>(
    _ cursor: inout C, _ steps: ArraySlice<String>, _ body: (inout C) -> Void
  ) throws(End) {
    guard let step = steps.first else {
      body(&cursor)
      throw .found
    }
    switch cursor.kind {
    case .object:
      try cursor.forEachField(in: FieldNames([step])) { cursor, _ throws(End) in
        try Self.step(&cursor, steps.dropFirst(), body)
      }
    case .array:
      guard let wanted = index(step) else { break }
      try cursor.forEachElement { cursor, index throws(End) in
        guard index == wanted else { return }
        try Self.step(&cursor, steps.dropFirst(), body)
      }
    default: break
    }
    throw .missing(steps.startIndex)
  }

  /// The index a step names: decimal digits without a leading zero (`0`, `12`).
  static func index(_ step: String) -> Int? {
    guard step.utf8.allSatisfy({ (0x30...0x39).contains($0) }), step == "0" || !step.hasPrefix("0") else {
      return nil
    }
    return Int(step)
  }

  /// The refusal of a path whose step `depth` is missing, saying what is there instead:
  /// `api.json: at data.list: data has no key "list"; found an object with the keys "items", "total"`.
  static func missing(
    _ path: CascadeLoader.EnvelopePath, depth: Int, in document: DocumentReader
  ) -> WheelPickerError {
    let step = path.steps[depth]
    let parent = CascadeLoader.EnvelopePath(Array(path.steps[..<depth]))
    var description = Description(path: parent)
    document.visit(&description, whole: true)
    let (kind, found) = (description.kind, description.found)
    let missing =
      index(step) != nil && kind != .object ? "element \(step)" : "key \(DocumentText.quoted(step))"
    var hint = ""
    if kind == .array && index(step) == nil {
      hint = " (a step into an array is an index: 0, 1…)"
    }
    let place = parent.isEmpty ? "the top level" : parent.description
    return WheelPickerError(
      .invalidData,
      "\(document.source): at \(DocumentText.escaped(path.description)): \(DocumentText.escaped(place)) has no "
        + "\(missing); found \(found)\(hint)",
      reason: .unexpectedStructure)
  }

  /// What the value at a path is, for a message.
  private struct Description: DocumentVisitor {
    let path: CascadeLoader.EnvelopePath
    var kind = DocumentValueKind.other
    var found = "nothing"

    mutating func visit<C: DocumentCursor>(_ cursor: inout C) {
      _ = EnvelopeWalk.walk(&cursor, path) { cursor in
        kind = cursor.kind
        found = EnvelopeWalk.describe(&cursor)
      }
    }
  }

  /// What the value here is, for a message: `an object with the keys "code", "data"`,
  /// `an array of 3 elements`, `a string`.
  fileprivate static func describe<C: DocumentCursor>(_ cursor: inout C) -> String {
    let shownKeys = 8
    switch cursor.kind {
    case .object:
      var keys: [String] = []
      var count = 0
      cursor.forEachField { _, name in
        if count < shownKeys { keys.append(DocumentText.quoted(name)) }
        count += 1
      }
      let word = cursor.dictionaryWord
      if count == 0 { return "an empty \(word.split(separator: " ").last ?? "object")" }
      let more = count > shownKeys ? " and \(count - shownKeys) more" : ""
      return "\(word) with the key\(count == 1 ? "" : "s") \(keys.joined(separator: ", "))\(more)"
    case .array:
      var count = 0
      cursor.forEachElement { _, _ in count += 1 }
      return count == 0 ? "an empty array" : "an array of \(count) element\(count == 1 ? "" : "s")"
    default: return cursor.kind.words(isJSON: cursor.isJSON)
    }
  }
}
