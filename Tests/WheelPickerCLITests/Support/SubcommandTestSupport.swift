import WheelPickerCore

@testable import WheelPickerCLI

/// Commands and contexts as the tests write them.
extension Launch {
  static func date(_ options: DateOptions) -> Launch { .picker(DateCommand.self, options) }
  static func time(_ options: TimeOptions) -> Launch { .picker(TimeCommand.self, options) }
  static func countdown(_ options: CountdownOptions) -> Launch { .picker(CountdownCommand.self, options) }
  static func region(_ options: RegionOptions) -> Launch { .picker(RegionCommand.self, options) }
  static func list(_ options: ListOptions) -> Launch { .picker(ListCommand.self, options) }
  static func wheels(_ options: WheelsOptions) -> Launch { .picker(WheelsCommand.self, options) }
  static func cascade(_ options: CascadeOptions) -> Launch { .picker(CascadeCommand.self, options) }
  static func slots(_ options: SlotsOptions) -> Launch { .picker(SlotsCommand.self, options) }
}

extension SubcommandEntry {
  static let date = SubcommandEntry(DateCommand.self)
  static let wheels = SubcommandEntry(WheelsCommand.self)
  static let cascade = SubcommandEntry(CascadeCommand.self)
}

extension CommandContext {
  /// A context with the defaults, `locale` and `console`.
  static func testing(
    locale: LocaleSetting = .english, console: any Console = RecordingConsole(),
    environment: [String: String] = [:]
  ) -> CommandContext {
    CommandContext(common: CommonOptions(locale: locale), environment: environment, console: console)
  }
}
