// fuzz-modules: WheelPickerCore
// The bundled data's WPR1 decoder: the tree keeps the engine's invariants, siblings' keys differ.
@testable import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegionData(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let text = fuzzText(start, count)
  do {
    let (tree, index) = try RegionDataDecoder.decode(text, origin: "fuzz")
    TreeOracle.check(tree, "WPR1")
    require(tree.count <= count / 2, "WPR1: \(tree.count) nodes from \(count) bytes")
    _ = index
  } catch {
    require(error.kind == .invalidData, "WPR1: \(error.kind) is not a data error: \(error.message)")
    requireHarmless(error.message, "WPR1")
  }
  return 0
}
