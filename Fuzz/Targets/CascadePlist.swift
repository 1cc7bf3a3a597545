// fuzz-modules: WheelPickerCore
// The fixed property-list shapes (area.plist, Provinces.plist), in XML, binary or JSON.
import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCascadePlist(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  CascadeFuzzing.load(fuzzBytes(start, count), shapes: [.statesCitiesAreas, .provincesCities], "plist")
  return 0
}
