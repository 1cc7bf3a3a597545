import WheelPickerCore

/// The one table of options from which the parser, `--help` and the shell
/// completions are generated.
public enum OptionTable {
  /// Every option, in the order help lists them.
  public static let all: [OptionSpec] = pickerOptions + commonOptions + topLevelOptions

  /// The options `subcommand` accepts (`nil`: the demo), in help order.
  public static func options(for subcommand: Subcommand?) -> [OptionSpec] {
    all.filter { $0.applies(to: subcommand) }
  }

  /// The option named `name` that applies to `subcommand`.
  static func spec(named name: String, for subcommand: Subcommand?) -> OptionSpec? {
    all.first { $0.name == name && $0.applies(to: subcommand) }
  }

  /// Reads one of an enumeration's raw values.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, option: String
  ) throws(WheelPickerError) -> Choice where Choice.RawValue == String {
    if let value = Choice(rawValue: text) { return value }
    let names = Choice.allCases.map(\.rawValue)
    throw UsageError.invalid(option, text, "must be one of " + names.joined(separator: ", "))
  }

  static func names<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> [String]
  where Choice.RawValue == String {
    type.allCases.map(\.rawValue)
  }

  private static let stepped: [Subcommand] = [.date, .time, .countdown]
  private static let clocked: [Subcommand] = [.date, .time]

  private static let pickerOptions: [OptionSpec] =
    dateOptions + [
      OptionSpec(
        "--select", .value("HH:MM[:SS]"), "the starting time (default: now)", scope: .subcommands([.time])
      ) { parsed, text throws(WheelPickerError) in
        parsed.time.select = try ClockTime.parse(text, option: "--select")
      },
      OptionSpec("--seconds", .flag, "add a seconds wheel", scope: .subcommands([.time])) { parsed, _ in
        parsed.time.hasSeconds = true
      },
      OptionSpec("--cyclic", .flag, "the wheels wrap around", scope: .subcommands([.time])) { parsed, _ in
        parsed.time.isCyclic = true
      },
      OptionSpec(
        "--select", .value("DURATION"), "the starting duration: 1h30m, 90m or 1:30 (default: 0)",
        scope: .subcommands([.countdown])
      ) { parsed, text throws(WheelPickerError) in
        parsed.countdown.selectSeconds = try DurationArgument.parse(text, option: "--select")
      },
    ] + dataOptions + [
      OptionSpec(
        "--seed", .value("N"), "seed of the spins, for a replayable run", scope: .subcommands([.slots])
      ) { parsed, text throws(WheelPickerError) in
        parsed.slots.seed = try WholeNumber.parseSeed(text, option: "--seed")
      }
    ]

  private static let dateOptions: [OptionSpec] = [
    OptionSpec(
      "--columns", .value(names(DateColumnChoice.self).joined(separator: "|")), "which wheels (default: ymd)",
      scope: .subcommands([.date]), completion: .choices(names(DateColumnChoice.self))
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.columns = try choice(text, option: "--columns")
    },
    OptionSpec(
      "--from", .value("DATE"), "the earliest date (default: 1940-01-01)", scope: .subcommands([.date])
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.from = try ISODate.parse(text, option: "--from")
    },
    OptionSpec(
      "--to", .value("DATE|now"), "the latest date (default: now)", scope: .subcommands([.date]),
      completion: .choices(["now"])
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.to = try DateArgument.parse(text, option: "--to", words: .now)
    },
    OptionSpec(
      "--present", .flag, "add a 至今 (present) row after the last year", scope: .subcommands([.date])
    ) { parsed, _ in
      parsed.date.hasPresent = true
    },
    OptionSpec(
      "--select", .value("DATE|now|present"), "the starting date (default: now, clamped into the bounds)",
      scope: .subcommands([.date]), completion: .choices(["now", "present"])
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.select = try DateArgument.parse(text, option: "--select", words: [.now, .present])
    },
    OptionSpec(
      "--minute-step", .value("N"), "minutes go in steps of N (a divisor of 60)", scope: .subcommands(stepped)
    ) { parsed, text throws(WheelPickerError) in
      let step = try WholeNumber.parseStep(text, option: "--minute-step", unit: "minute")
      parsed.date.minuteStep = step
      parsed.time.minuteStep = step
      parsed.countdown.minuteStep = step
    },
    OptionSpec(
      "--clock", .value("12|24"), "12-hour clock with AM/PM, or 24-hour (default: the locale's)",
      scope: .subcommands(clocked), completion: .choices(names(ClockStyle.self))
    ) { parsed, text throws(WheelPickerError) in
      let clock: ClockStyle = try choice(text, option: "--clock")
      parsed.date.clock = clock
      parsed.time.clock = clock
    },
    OptionSpec(
      "--second-step", .value("N"), "seconds go in steps of N (a divisor of 60)", scope: .subcommands([.date])
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.secondStep = try WholeNumber.parseStep(text, option: "--second-step", unit: "second")
    },
    OptionSpec(
      "--calendar", .value("ID"), "the calendar shown: chinese, japanese, hebrew… (arguments stay Gregorian)",
      scope: .subcommands([.date]), completion: .choices(names(CalendarChoice.self))
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.calendar = try choice(text, option: "--calendar")
    },
    OptionSpec(
      "--time-zone", .value("TZ"), "an IANA time zone such as Asia/Shanghai (default: TZ, else the system's)",
      scope: .subcommands([.date])
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.timeZone = try TimeZoneName.parse(text, option: "--time-zone")
    },
    OptionSpec("--descending", .flag, "newest years first", scope: .subcommands([.date])) { parsed, _ in
      parsed.date.isDescending = true
    },
    OptionSpec(
      "--units", .value("all|center|none"), "unit labels (年 月 日) on every row, beside the centre, or none",
      scope: .subcommands([.date]), completion: .choices(names(UnitLabels.self))
    ) { parsed, text throws(WheelPickerError) in
      parsed.date.units = try choice(text, option: "--units")
    },
    OptionSpec("--weekday", .flag, "show the weekday beside each day", scope: .subcommands([.date])) {
      parsed, _ in
      parsed.date.showsWeekday = true
    },
  ]

  private static let dataOptions: [OptionSpec] = [
    OptionSpec(
      "--data", .value("china|china-towns|world|us-zip|FILE"), "the dataset (default: china)",
      scope: .subcommands([.region]), completion: .choices(RegionDataChoice.bundledNames)
    ) { parsed, text throws(WheelPickerError) in
      guard !text.isEmpty else {
        throw UsageError.invalid("--data", text, "must be china, china-towns, world, us-zip or a file path")
      }
      parsed.region.data = RegionDataChoice(argument: text)
    },
    OptionSpec(
      "--depth", .value("N"), "show the first N levels (default: all)", scope: .subcommands([.region])
    ) { parsed, text throws(WheelPickerError) in
      parsed.region.depth = try WholeNumber.parse(
        text, option: "--depth", in: 1...9, rule: "must be a whole number of levels from 1 to 9")
    },
    OptionSpec(
      "--select", .value("PATH|CODE"), "the starting region: 广东/深圳, 广东 深圳 or 440305",
      scope: .subcommands([.region])
    ) { parsed, text throws(WheelPickerError) in
      parsed.region.select = try PathArgument.parse(text, option: "--select")
    },
    OptionSpec(
      "--select", .value("TEXT"), "the starting item (default: the first)", scope: .subcommands([.list])
    ) { parsed, text in
      parsed.list.select = text
    },
    OptionSpec(
      "--wheel", .value("ITEMS"),
      "a wheel of comma-separated items (\\, for a comma); repeat for more wheels",
      scope: .subcommands([.wheels]), isRepeatable: true
    ) { parsed, text throws(WheelPickerError) in
      parsed.wheels.wheels.append(try EscapedList.parse(text, option: "--wheel"))
    },
    OptionSpec(
      "--select", .value("ITEMS"), "the starting item of each wheel, comma-separated (empty: the first)",
      scope: .subcommands([.wheels])
    ) { parsed, text throws(WheelPickerError) in
      parsed.wheels.select = try EscapedList.parse(text, option: "--select", allowEmptyItems: true)
      parsed.rawValues["--select"] = text
    },
    OptionSpec(
      "--select", .value("PATH"), "the starting path: names or keys separated by / or spaces",
      scope: .subcommands([.cascade])
    ) { parsed, text throws(WheelPickerError) in
      parsed.cascade.select = try PathArgument.parse(text, option: "--select")
    },
    OptionSpec(
      "--shape", .value(names(CascadeShape.self).joined(separator: "|")),
      "the file's shape (default: detected)",
      scope: .subcommands([.cascade]), completion: .choices(names(CascadeShape.self))
    ) { parsed, text throws(WheelPickerError) in
      parsed.cascade.shape = try choice(text, option: "--shape")
    },
  ]
}
