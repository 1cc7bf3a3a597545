/// How the answer is printed.
enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// The display text on one line (list: the value; wheels: values separated by tabs).
  case text
  /// One line of JSON with the fields of the picker kind.
  case json
}
