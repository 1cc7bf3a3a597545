// fuzz-modules: WheelPickerCore
// Shape detection: the tree keeps the invariants and `--shape` of the detected shape reads it alike.
import Foundation
import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCascadeDetect(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let data = Data(fuzzBytes(start, count))
  do {
    let (tree, shape) = try CascadeLoader.detectingShape(from: data, source: "fuzz.json")
    TreeOracle.check(tree, "detected \(shape.rawValue)")
    do {
      let (named, namedShape) = try CascadeLoader.detectingShape(
        from: data, source: "fuzz.json", among: [shape])
      require(namedShape == shape, "--shape \(shape.rawValue) answers \(namedShape.rawValue)")
      require(named == tree, "--shape \(shape.rawValue) reads another tree than detection")
    } catch {
      require(false, "detected \(shape.rawValue) but --shape \(shape.rawValue) refuses: \(error.message)")
    }
  } catch {
    require(error.kind == .invalidData, "detection: \(error.kind) is not a data error: \(error.message)")
    requireHarmless(error.message, "detection")
  }
  return 0
}
