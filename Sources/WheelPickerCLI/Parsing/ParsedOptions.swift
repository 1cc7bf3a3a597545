/// Everything the option table writes into while parsing; turned into an
/// ``Invocation`` once every argument has been read.
struct ParsedOptions: Sendable {
  var common: CommonOptions
  var date = DateOptions()
  var time = TimeOptions()
  var countdown = CountdownOptions()
  var region = RegionOptions()
  var list = ListOptions()
  var wheels = WheelsOptions()
  var cascade = CascadeOptions()
  var slots = SlotsOptions()
  /// The raw text of options whose checks need other options (`--select` of wheels, `--size`).
  var rawValues: [String: String] = [:]
  var wantsHelp = false
  var wantsVersion = false
  var completionShell: Shell?

  init(locale: LocaleSetting) { common = CommonOptions(locale: locale) }
}
