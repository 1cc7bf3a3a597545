import WheelPickerCore

/// Turns the command line into an ``Invocation``, driven by ``OptionTable``.
///
/// ```swift
/// let invocation = try ArgumentParser.parse(["date", "--rows", "7"], environment: ["LANG": "zh_CN.UTF-8"])
/// ```
public enum ArgumentParser {
  /// Parses the arguments after the program name.
  ///
  /// `--help` (or `-h`) anywhere before `--` wins over every other argument.
  /// Options may be written `--name value` or `--name=value`; `--` ends the
  /// options; a value is taken literally even when it starts with `-`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - environment: The environment, for the default locale.
  /// - Throws: `WheelPickerError` whose message names the argument, where it
  ///   came from and the rule it broke (exit status 2).
  /// - Complexity: O(arguments × options).
  public static func parse(
    _ arguments: [String], environment: [String: String]
  ) throws(WheelPickerError) -> Invocation {
    var remaining = arguments[...]
    let subcommand = try takeSubcommand(&remaining)
    if let helpWord = remaining.first, arguments.first == "help" {
      guard remaining.count == 1, let named = Subcommand(rawValue: helpWord) else {
        throw unknownSubcommand(helpWord)
      }
      return .help(named)
    }
    if arguments.first == "help" { return .help(nil) }
    if remaining.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return .help(subcommand)
    }
    var parsed = ParsedOptions(locale: LocaleSetting.detect(environment: environment))
    var positionals: [String] = []
    var onlyPositionals = false
    while let argument = remaining.popFirst() {
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      try applyOption(argument, remaining: &remaining, subcommand: subcommand, into: &parsed)
    }
    if parsed.wantsVersion { return .version }
    if let shell = parsed.completionShell { return .completion(shell) }
    return .run(try command(subcommand, parsed: parsed, positionals: positionals), parsed.common)
  }

  /// Takes the subcommand out of `remaining`: the first word that is not an
  /// option or an option's value, so common options may come before it
  /// (`wheelpicker --locale zh-Hans date`).
  private static func takeSubcommand(
    _ remaining: inout ArraySlice<String>
  ) throws(WheelPickerError) -> Subcommand? {
    var index = remaining.startIndex
    while index < remaining.endIndex {
      let word = remaining[index]
      if word == "--" { return nil }
      guard word.hasPrefix("-"), word != "-" else { break }
      let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
      // An unknown option or a subcommand's own option is reported later, where
      // the subcommand is known; stop looking so its value is not taken for one.
      guard let spec = OptionTable.spec(named: name, for: nil) else { return nil }
      if case .value = spec.arity, !word.contains("=") { index += 1 }
      index += 1
    }
    guard index < remaining.endIndex else { return nil }
    let first = remaining[index]
    if first == "help", index == remaining.startIndex {
      remaining.removeFirst()
      return nil
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      if index == remaining.startIndex { throw unknownSubcommand(first) }
      return nil
    }
    remaining.remove(at: index)
    return subcommand
  }

  private static func unknownSubcommand(_ word: String) -> WheelPickerError {
    let names = Subcommand.allCases.map(\.name)
    let hint = Suggestion.closest(to: word, among: names).map { " (did you mean \($0)?)" } ?? ""
    return UsageError.misuse(
      UsageError.shown(word), "not a subcommand\(hint); use one of \(names.joined(separator: ", "))")
  }

  private static func applyOption(
    _ argument: String, remaining: inout ArraySlice<String>, subcommand: Subcommand?,
    into parsed: inout ParsedOptions
  ) throws(WheelPickerError) {
    var name = argument
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    guard let spec = OptionTable.spec(named: name, for: subcommand) else {
      throw unknownOption(name, subcommand: subcommand)
    }
    switch spec.arity {
    case .flag:
      if let inlineValue {
        throw UsageError.misuse("\(name)=\(UsageError.shown(inlineValue))", "\(name) takes no value")
      }
      try spec.apply(&parsed, "")
    case .value:
      guard let value = inlineValue ?? remaining.popFirst() else {
        throw UsageError.misuse(name, "needs a value (\(spec.synopsis))")
      }
      try spec.apply(&parsed, value)
    }
  }

  private static func unknownOption(_ name: String, subcommand: Subcommand?) -> WheelPickerError {
    let place = subcommand.map { "wheelpicker \($0.name)" } ?? "wheelpicker"
    let owners = Subcommand.allCases.filter { OptionTable.spec(named: name, for: $0) != nil }
    if !owners.isEmpty {
      let list = owners.map(\.name).joined(separator: ", ")
      return UsageError.misuse(UsageError.shown(name), "not an option of \(place) (it belongs to \(list))")
    }
    if OptionTable.spec(named: name, for: nil) != nil {
      return UsageError.misuse(UsageError.shown(name), "only works without a subcommand")
    }
    let names = OptionTable.options(for: subcommand).map(\.name)
    let hint = Suggestion.closest(to: name, among: names).map { " (did you mean \($0)?)" } ?? ""
    return UsageError.misuse(
      UsageError.shown(name), "unknown option of \(place)\(hint); see '\(place) --help'")
  }
}
