// fuzz-modules: WheelPickerCLI
// DATE arguments (`--select`, `--min`…) and days without a year (`10-30`, `--10-30 14:20`): what is
// accepted is well formed and prints back as itself.
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
        try DateArgument.parse(text, option: "--select", words: [.now, .present, .monthDay])
      })
  else { return 0 }
  if case .monthDay(let day) = argument {
    // A day without a year exists in some year (29 February always), and prints back as itself.
    require(
      (1...12).contains(day.month) && (1...MonthDay.longestMonth(day.month)).contains(day.day),
      "\(text.debugDescription) read as \(day)")
    do {
      let again = try MonthDay.parse(day.description, option: "--select")
      require(again == day, "\(text.debugDescription) → \(day) → \(again)")
    } catch {
      require(false, "\(text.debugDescription) prints as \(day), which is refused: \(error.message)")
    }
    return 0
  }
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
