// fuzz-modules: WheelPickerCLI
// The other option values (the first byte picks the parser): lists, `--size`, `--locale`,
// `--time-zone`, numbers and PATHs; what is accepted prints back as itself, messages are harmless.
import Foundation
import WheelPickerTerminal

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSmallArguments(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  guard let first = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  do {
    switch first % 6 {
    case 0:
      let items = try EscapedList.parse(text, option: "--wheel")
      let again = try? EscapedList.parse(EscapedList.written(items), option: "--wheel")
      require(again == items, "\(items) written as \(EscapedList.written(items)) reads as \(again ?? [])")
    case 1:
      let size = try TerminalSize.parse(text, option: "--size")
      require(size.isLargeEnough && size.columns <= 1000 && size.lines <= 500, "--size \(size.argument)")
      require((try? TerminalSize.parse(size.argument, option: "--size")) == size, "--size \(size.argument)")
    case 2:
      let locale = try LocaleSetting.parse(text, option: "--locale")
      let again = try? LocaleSetting.parse(locale.identifier, option: "--locale")
      require(
        again == locale,
        "--locale \(text.debugDescription) is \(locale), which reads as \(String(describing: again))")
    case 3:
      let zone = try TimeZoneName.parse(text, option: "--time-zone")
      require(TimeZone(identifier: zone) != nil, "--time-zone \(zone.debugDescription) is no zone")
    case 4:
      let seed = try WholeNumber.parseSeed(text, option: "--seed")
      require(try WholeNumber.parseSeed(String(seed), option: "--seed") == seed, "--seed \(seed)")
    default:
      let path = try PathArgument.parse(text, option: "--select")
      require(
        !path.components.isEmpty && path.components.allSatisfy { !$0.isEmpty && $0.trimmingSpaces() == $0 },
        "--select \(text.debugDescription) is \(path.components)")
      let written = path.written
      require(
        (try? PathArgument.parse(written, option: "--select")) == path, "\(path.components) as \(written)")
    }
  } catch {
    if case .core(let reason) = error.reason { require(false, "the core's \(reason): \(error.message)") }
    requireHarmless(error.message, "argument \(first % 6)")
  }
  return 0
}
