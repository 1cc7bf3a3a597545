import WheelPickerCore

@testable import WheelPickerCLI

/// Commands and contexts as the tests write them.
extension Command {
  static func date(_ options: DateOptions) -> Command { .picker(DateCommand.self, options) }
  static func time(_ options: TimeOptions) -> Command { .picker(TimeCommand.self, options) }
  static func countdown(_ options: CountdownOptions) -> Command { .picker(CountdownCommand.self, options) }
  static func region(_ options: RegionOptions) -> Command { .picker(RegionCommand.self, options) }
  static func list(_ options: ListOptions) -> Command { .picker(ListCommand.self, options) }
  static func wheels(_ options: WheelsOptions) -> Command { .picker(WheelsCommand.self, options) }
  static func cascade(_ options: CascadeOptions) -> Command { .picker(CascadeCommand.self, options) }
  static func slots(_ options: SlotsOptions) -> Command { .picker(SlotsCommand.self, options) }
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
