// fuzz-modules: WheelPickerCore
// Dictionaries of key → strings (`{"California": ["90001"]}`), JSON or property list.
import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCascadeKeyed(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  CascadeFuzzing.load(fuzzBytes(start, count), shapes: [.keyedLists(order: .codePoints)], "keyed")
  return 0
}
