/// What the common and top-level options write into while parsing; turned
/// into an ``Invocation`` once every argument has been read.
struct ParsedOptions: Sendable {
  var common: CommonOptions
  /// The text of `--size`, for the message when it comes without `--keys`.
  var sizeText: String?
  var wantsHelp = false
  var wantsVersion = false
  var completionShell: Shell?

  init(locale: LocaleSetting) { common = CommonOptions(locale: locale) }
}

/// The options of the demo, which has none of its own.
struct DemoOptions: SubcommandOptions {}
