// fuzz-modules: WheelPickerCore
// Flat lists of records naming their parent by key, every field set and root marker.
import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCascadeFlat(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let shapes = CascadeDocumentShape.flat.loaderShapes()
  CascadeFuzzing.load(fuzzBytes(start, count), shapes: shapes, "flat")
  return 0
}
