import WheelPickerCore

/// Turns the command line into an ``Invocation``, driven by each
/// subcommand's option specs and ``OptionTable``'s common ones.
///
/// ```swift
/// let invocation = try CommandLineParser.parse(["date", "--rows", "7"], environment: ["LANG": "zh_CN.UTF-8"])
/// ```
enum CommandLineParser {
  /// Parses the arguments after the program name.
  ///
  /// `--help` (or `-h`) anywhere before `--` wins over every other argument.
  /// Options may be written `--name value` or `--name=value`; `--` ends the
  /// options; an option whose value is optional (`--multi[=N]`) takes one only after `=`. A
  /// value is taken literally even when it starts with `-`, except
  /// a word that starts with `--` and names an option of the subcommand: that
  /// is the next option, and the one before it has no value (`--select
  /// --keys enter`); write `--title=--keys` for such text.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - environment: The environment, for the default locale.
  /// - Throws: `UsageError` whose message names the argument, where it
  ///   came from and the rule it broke (exit status 2).
  /// - Complexity: O(arguments × options).
  static func parse(
    _ arguments: [String], environment: [String: String]
  ) throws(UsageError) -> Invocation {
    try checkLengths(of: arguments)
    if arguments == ["--man"] { return .manual }
    var remaining = arguments[...]
    let subcommand = try takeSubcommand(&remaining)
    if let helpWord = remaining.first, arguments.first == "help" {
      guard remaining.count == 1, let named = SubcommandRegistry.entry(named: helpWord) else {
        throw unknownSubcommand(helpWord)
      }
      return .help(named)
    }
    if arguments.first == "help" { return .help(nil) }
    if remaining.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return .help(subcommand)
    }
    var parsed = ParsedOptions(locale: LocaleSetting.detect(environment: environment))
    if let subcommand { return try subcommand.parse(remaining, &parsed) }
    var none = DemoOptions()
    let positionals = try read(
      remaining, own: [], into: &none, common: OptionTable.common + OptionTable.topLevel, parsed: &parsed,
      subcommand: nil)
    if let finished = try finish(parsed) { return finished }
    if let extra = positionals.first {
      throw UsageError.unexpected(
        extra, "not a subcommand; use one of \(SubcommandRegistry.names.joined(separator: ", "))")
    }
    return .run(.demo, parsed.common)
  }

  /// Refuses an argument longer than ``InputLimits/argumentBytes`` (Linux refuses
  /// such an argument to `exec`; the check makes every platform and in-process run agree).
  ///
  /// - Throws: `UsageError` naming the argument's position, its size and the limit.
  /// - Complexity: O(arguments).
  static func checkLengths(
    of arguments: [String], limit: Int = InputLimits.argumentBytes
  ) throws(UsageError) {
    guard let position = arguments.firstIndex(where: { $0.utf8.count > limit }) else { return }
    let start = String(arguments[position].prefix(20))
    throw UsageError.overLimit(
      "argument \(position + 1) (\(UsageError.shown(start))…)",
      "\(InputLimits.count(arguments[position].utf8.count)) bytes long (limit \(InputLimits.size(limit)))")
  }

  /// Parses the arguments after a subcommand's name into a run of it.
  ///
  /// - Throws: `UsageError` naming the argument and the rule.
  static func parse<Definition: SubcommandDefinition>(
    _ arguments: ArraySlice<String>, as definition: Definition.Type, parsed: inout ParsedOptions
  ) throws(UsageError) -> Invocation {
    var options = Definition.Options()
    let positionals = try read(
      arguments, own: Definition.options, into: &options, common: OptionTable.common, parsed: &parsed,
      subcommand: Definition.name)
    if let finished = try finish(parsed) { return finished }
    try Definition.accept(positionals: positionals, into: &options)
    try Definition.validate(options, common: parsed.common)
    return .run(.picker(Definition.self, options), parsed.common)
  }

  /// The invocation the common options end in on their own (`--version`,
  /// `--completion`), after checking the ones that need each other.
  private static func finish(_ parsed: ParsedOptions) throws(UsageError) -> Invocation? {
    if parsed.wantsVersion { return .version }
    if let shell = parsed.completionShell { return .completion(shell) }
    if parsed.common.printsFrame, parsed.common.keys == nil {
      throw UsageError.misuse("--print-frame", "only works with --keys")
    }
    if let size = parsed.sizeText, parsed.common.keys == nil {
      throw UsageError.invalid("--size", size, "only works with --keys (a terminal has its own size)")
    }
    return nil
  }

  /// Reads options into `target` (a subcommand's own) or `parsed` (the
  /// common ones) and returns the positional arguments.
  private static func read<Target>(
    _ arguments: ArraySlice<String>, own: [OptionSpec<Target>], into target: inout Target,
    common: [OptionSpec<ParsedOptions>], parsed: inout ParsedOptions, subcommand: String?
  ) throws(UsageError) -> [String] {
    var remaining = arguments
    var positionals: [String] = []
    var onlyPositionals = false
    let isOption: (String) -> Bool = { word in
      guard word.hasPrefix("--") else { return false }
      let name = word.prefix { $0 != "=" }
      return own.contains { $0.name == name } || common.contains { $0.name == name }
    }
    while let argument = remaining.popFirst() {
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if let spec = own.first(where: { $0.name == name }) {
        let value = try value(
          of: spec.descriptor, inline: inlineValue, remaining: &remaining, isOption: isOption)
        try spec.apply(&target, value)
      } else if let spec = common.first(where: { $0.name == name }) {
        let value = try value(
          of: spec.descriptor, inline: inlineValue, remaining: &remaining, isOption: isOption)
        try spec.apply(&parsed, value)
      } else {
        throw unknownOption(name, subcommand: subcommand, known: own.map(\.name) + common.map(\.name))
      }
    }
    return positionals
  }

  /// The value an option takes: `""` for a flag, else the inline or the next argument.
  private static func value(
    of option: OptionDescriptor, inline: String?, remaining: inout ArraySlice<String>,
    isOption: (String) -> Bool
  ) throws(UsageError) -> String {
    if case .optionalValue = option.arity { return inline ?? "" }
    guard case .value = option.arity else {
      if let inline {
        throw UsageError(
          .unexpectedValue(option: option.name),
          message: "\(option.name)=\(UsageError.shown(inline)): \(option.name) takes no value")
      }
      return ""
    }
    if let inline { return inline }
    guard let next = remaining.first else {
      throw UsageError(
        .missingValue(option: option.name), message: "\(option.name) needs a value: \(option.synopsis)")
    }
    if isOption(next) {
      let name = next.prefix { $0 != "=" }
      throw UsageError(
        .missingValue(option: option.name),
        message: "\(option.name) needs a value: \(option.synopsis) (\(name) is an option; "
          + "write \(option.name)=\(UsageError.shown(next)) for that text)")
    }
    remaining.removeFirst()
    return next
  }

  /// Takes the subcommand out of `remaining`: the first word that is not an
  /// option or an option's value, so common options may come before it
  /// (`wheelpicker --locale zh-Hans date`).
  private static func takeSubcommand(
    _ remaining: inout ArraySlice<String>
  ) throws(UsageError) -> SubcommandEntry? {
    var index = remaining.startIndex
    let specs = OptionTable.common + OptionTable.topLevel
    while index < remaining.endIndex {
      let word = remaining[index]
      if word == "--" { return nil }
      guard word.hasPrefix("-"), word != "-" else { break }
      let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
      // An unknown option or a subcommand's own option is reported later, where
      // the subcommand is known; stop looking so its value is not taken for one.
      guard let spec = specs.first(where: { $0.name == name }) else { return nil }
      if case .value = spec.descriptor.arity, !word.contains("=") { index += 1 }
      index += 1
    }
    guard index < remaining.endIndex else { return nil }
    let first = remaining[index]
    if first == "help", index == remaining.startIndex {
      remaining.removeFirst()
      return nil
    }
    guard let subcommand = SubcommandRegistry.entry(named: first) else {
      if index == remaining.startIndex { throw unknownSubcommand(first) }
      return nil
    }
    remaining.remove(at: index)
    return subcommand
  }

  private static func unknownSubcommand(_ word: String) -> UsageError {
    let names = SubcommandRegistry.names
    let hint = Suggestion.closest(to: word, among: names).map { " (did you mean \($0)?)" } ?? ""
    return UsageError(
      .unknownSubcommand(word),
      message:
        "\(UsageError.shown(word)): not a subcommand\(hint); use one of \(names.joined(separator: ", "))")
  }

  private static func unknownOption(_ name: String, subcommand: String?, known: [String]) -> UsageError {
    let place = subcommand.map { "wheelpicker \($0)" } ?? "wheelpicker"
    let owners = SubcommandRegistry.all.filter { $0.hasOption(name) }
    if !owners.isEmpty {
      let list = owners.map(\.name).joined(separator: ", ")
      return UsageError(
        .unknownOption(name),
        message: "\(UsageError.shown(name)): not an option of \(place) (it belongs to \(list))")
    }
    if OptionTable.topLevel.contains(where: { $0.name == name }) {
      return UsageError(
        .unknownOption(name), message: "\(UsageError.shown(name)): only works without a subcommand")
    }
    let hint = Suggestion.closest(to: name, among: known).map { " (did you mean \($0)?)" } ?? ""
    return UsageError(
      .unknownOption(name),
      message: "\(UsageError.shown(name)): unknown option of \(place)\(hint); see '\(place) --help'")
  }
}
