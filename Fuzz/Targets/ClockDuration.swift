// fuzz-modules: WheelPickerCLI
// Times of day (`--select 14:20`) and DURATIONs (`1h30m`, `1:30`): accepted values are in range
// and print back as themselves.
@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClockDuration(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let text = fuzzText(start, count)
  do {
    let time = try ClockTime.parse(text, option: "--select")
    require(
      time.hour < 24 && time.minute < 60 && (time.second ?? 0) < 60, "\(text.debugDescription) → \(time)")
    let again = try? ClockTime.parse(time.description, option: "--select")
    require(again == time, "\(text.debugDescription) → \(time) → \(String(describing: again))")
  } catch {
    if case .core(let reason) = error.reason {
      require(false, "time: the core's \(reason): \(error.message)")
    }
    requireHarmless(error.message, "time")
  }
  do {
    let seconds = try DurationArgument.parse(text, option: "--select")
    require((0..<DurationArgument.limit).contains(seconds), "\(text.debugDescription) → \(seconds) s")
    let units = "\(seconds / 3600)h\(seconds % 3600 / 60)m\(seconds % 60)s"
    let clock =
      "\(seconds / 3600):" + ISODate.twoDigits(seconds % 3600 / 60) + ":" + ISODate.twoDigits(seconds % 60)
    for printed in [units, clock] {
      let again = try? DurationArgument.parse(printed, option: "--select")
      require(
        again == seconds,
        "\(text.debugDescription) → \(seconds) s → \(printed) → \(String(describing: again))")
    }
  } catch {
    if case .core(let reason) = error.reason {
      require(false, "duration: the core's \(reason): \(error.message)")
    }
    requireHarmless(error.message, "duration")
  }
  return 0
}
