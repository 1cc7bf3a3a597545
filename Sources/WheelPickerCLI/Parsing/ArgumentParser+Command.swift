import WheelPickerCore

extension ArgumentParser {
  /// Checks what needs several options at once and builds the command.
  static func command(
    _ subcommand: Subcommand?, parsed: ParsedOptions, positionals: [String]
  ) throws(WheelPickerError) -> Command {
    if parsed.common.printsFrame, parsed.common.keys == nil {
      throw UsageError.misuse("--print-frame", "only works with --keys")
    }
    if let size = parsed.rawValues["--size"], parsed.common.keys == nil {
      throw UsageError.invalid("--size", size, "only works with --keys (a terminal has its own size)")
    }
    guard let subcommand else {
      if let extra = positionals.first {
        throw UsageError.misuse(
          "unexpected argument \(UsageError.shown(extra))",
          "not a subcommand; use one of \(Subcommand.allCases.map(\.name).joined(separator: ", "))")
      }
      return .demo
    }
    if subcommand != .list, subcommand != .cascade, let extra = positionals.first {
      throw UsageError.misuse(
        "unexpected argument \(UsageError.shown(extra))", "wheelpicker \(subcommand.name) takes no arguments")
    }
    switch subcommand {
    case .date:
      if parsed.date.select == .present, !parsed.date.hasPresent {
        throw UsageError.invalid("--select", "present", "needs --present (there is no 至今 row without it)")
      }
      return .date(parsed.date)
    case .time:
      if let select = parsed.time.select, select.second != nil, !parsed.time.hasSeconds {
        throw UsageError.invalid(
          "--select", select.description, "has seconds but there is no seconds wheel (add --seconds)")
      }
      return .time(parsed.time)
    case .countdown: return .countdown(parsed.countdown)
    case .region: return .region(parsed.region)
    case .list:
      var options = parsed.list
      options.items = positionals.isEmpty ? nil : positionals
      return .list(options)
    case .wheels: return .wheels(try checkedWheels(parsed))
    case .cascade: return .cascade(try checkedCascade(parsed, positionals: positionals))
    case .slots: return .slots(parsed.slots)
    }
  }

  private static func checkedWheels(_ parsed: ParsedOptions) throws(WheelPickerError) -> WheelsOptions {
    let options = parsed.wheels
    guard !options.wheels.isEmpty else {
      throw UsageError.misuse("wheelpicker wheels", "needs at least one --wheel \"a,b,c\"")
    }
    guard let select = options.select else { return options }
    let raw = parsed.rawValues["--select"] ?? ""
    guard select.count <= options.wheels.count else {
      throw UsageError.invalid(
        "--select", raw, "gives \(select.count) items for \(options.wheels.count) wheel(s)")
    }
    for (index, item) in select.enumerated() where !item.isEmpty && !options.wheels[index].contains(item) {
      let items = options.wheels[index].prefix(6).joined(separator: ", ")
      let more = options.wheels[index].count > 6 ? ", …" : ""
      throw UsageError.invalid(
        "--select", raw, "\(UsageError.shown(item)) is not an item of wheel \(index + 1) (\(items)\(more))")
    }
    return options
  }

  private static func checkedCascade(
    _ parsed: ParsedOptions, positionals: [String]
  ) throws(WheelPickerError) -> CascadeOptions {
    var options = parsed.cascade
    guard let source = positionals.first else {
      throw UsageError.misuse("wheelpicker cascade", "needs a FILE argument (- for stdin)")
    }
    if let extra = positionals.dropFirst().first {
      throw UsageError.misuse(
        "unexpected argument \(UsageError.shown(extra))", "wheelpicker cascade takes one FILE")
    }
    guard !source.isEmpty else {
      throw UsageError.invalid("FILE", source, "must be a file path or - for stdin")
    }
    options.source = source == "-" ? .standardInput : .file(source)
    return options
  }
}
