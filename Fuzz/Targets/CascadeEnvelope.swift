// fuzz-modules: WheelPickerCore
// `--at` paths and documents inside envelopes: the first line is the path, the rest the document.
// An accepted path writes back to itself; a JSON document read at the path reads as the value
// found there read alone; trees keep the invariants; refusals are harmless.
import Foundation

@testable import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCascadeEnvelope(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
  let text = String(decoding: bytes[..<newline], as: UTF8.self)
  let document = Data(bytes[min(newline + 1, bytes.count)...])
  let path: CascadeLoader.EnvelopePath
  do {
    path = try CascadeLoader.EnvelopePath(parsing: text)
  } catch {
    require(error.kind == .invalidConfiguration, "--at: \(error.kind) is not a configuration error")
    requireHarmless(error.message, "--at")
    return 0
  }
  require(!path.isEmpty && path.steps.allSatisfy { !$0.isEmpty }, "--at \(text) has an empty step")
  require(path.steps.count <= CascadeLoader.EnvelopePath.maximumSteps, "--at \(text): too many steps")
  do {
    let again = try CascadeLoader.EnvelopePath(parsing: path.description)
    require(again == path, "--at \(text) writes back as \(path.description), which reads otherwise")
  } catch {
    require(false, "--at \(text) writes back as \(path.description), which is refused: \(error.message)")
  }
  let shape = CascadeLoader.Shape.nested(CascadeLoader.NestedFields(key: nil, name: "name"))
  let enveloped = Result { () throws(WheelPickerError) in
    try CascadeLoader(shape: shape, at: path).tree(from: document, source: "fuzz.json")
  }
  switch enveloped {
  case .success(let tree): TreeOracle.check(tree, "at \(path)")
  case .failure(let error):
    require(error.kind == .invalidData, "at \(path): \(error.kind) is not a data error: \(error.message)")
    requireHarmless(error.message, "at \(path)")
  }
  // The array found at the path, read alone, reads as the document read at the path.
  if let value = try? path.jsonArray(in: document, source: "fuzz.json") {
    let alone = try? CascadeLoader(shape: shape).tree(from: value, source: "fuzz.json")
    require(
      (try? enveloped.get()) == alone, "at \(path): the document and the value found there read differently")
  }
  do {
    let (tree, kind) = try CascadeLoader.detectingShape(from: document, source: "fuzz.json", at: path)
    TreeOracle.check(tree, "detected \(kind.rawValue) at \(path)")
  } catch {
    require(error.kind == .invalidData, "detection at \(path): \(error.kind) is not a data error")
    requireHarmless(error.message, "detection at \(path)")
  }
  return 0
}
