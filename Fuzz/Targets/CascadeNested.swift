// fuzz-modules: WheelPickerCore
// Nested trees, every field set: a tree keeps the engine's invariants and round-trips as JSON.
import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCascadeNested(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let shapes = CascadeDocumentShape.tree.loaderShapes()
  CascadeFuzzing.load(fuzzBytes(start, count), shapes: shapes, "nested")
  return 0
}
