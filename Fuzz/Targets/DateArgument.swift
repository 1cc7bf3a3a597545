// fuzz-modules: WheelPickerCLI
// DATE arguments (`--select`, `--min`…): what is accepted is well formed and prints back as itself.
import WheelPickerCore

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDateArgument(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let text = fuzzText(start, count)
  guard
    let argument = accepted(
      "DATE",
      { () throws(UsageError) in
        try DateArgument.parse(text, option: "--select", words: [.now, .present])
      })
  else { return 0 }
  guard case .date(let date) = argument else {
    require(
      text == "now" || text == "today" || text == "present", "\(text.debugDescription) read as \(argument)")
    return 0
  }
  let printed = date.description
  do {
    let again = try ISODate.parse(printed, option: "--select")
    require(again == date, "\(text.debugDescription) → \(printed) → \(again)")
  } catch {
    require(false, "\(text.debugDescription) prints as \(printed), which is refused: \(error.message)")
  }
  // What is accepted is the text printed, up to the case of T and seconds written out.
  let canonical = text.replacingOccurrences(of: "t", with: "T").replacingOccurrences(of: " ", with: "T")
  require(
    canonical == printed || canonical.hasPrefix(printed) || printed.hasPrefix(canonical),
    "\(text.debugDescription) accepted as \(printed)")
  return 0
}
