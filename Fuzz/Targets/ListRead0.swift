// fuzz-modules: WheelPickerCLI
// Piped `list --read0` input and its shaping: the items read are the NUL-ended items written
// (split apart from the reader), within the limits; shaped by `--header-lines` and `--tac` (the
// first byte picks them) they keep their order and bytes, and nothing left is nothing to choose.
import WheelPickerCore

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListRead0(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let all = fuzzBytes(start, count)
  guard let first = all.first else { return 0 }
  let bytes = Array(all.dropFirst())
  let items: PackedLines
  do {
    items = try ListInput.split(
      bytes, readsNul: true, source: "stdin", maximumLines: 200, maximumLineBytes: 200)
  } catch {
    requireHarmless(error.message, "stdin")
    return 0
  }
  var expected = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
  if bytes.last == 0 || bytes.isEmpty { expected.removeLast() }
  require(
    items.count == expected.count && (0..<items.count).allSatisfy { items.bytes(ofLine: $0) == expected[$0] },
    "\(items.count) items read where \(expected.count) were written")
  var shape = ListShape()
  shape.headerLines = Int(first % 4)
  shape.isReversed = first & 4 != 0
  do {
    let list = try ShapedList(items, shape: shape, source: "stdin")
    var rest = Array(expected.dropFirst(shape.headerLines))
    if shape.isReversed { rest.reverse() }
    require(list.header.count == min(shape.headerLines, expected.count), "header of \(list.header.count)")
    require(
      list.items.count == rest.count && (0..<rest.count).allSatisfy { list.printed($0) == rest[$0] },
      "shaped items differ from those written")
    var engine = SelectionEngine(model: ListModel(lines: list.shown))
    _ = engine.selectRow(rest.count - 1, inWheel: 0)
    TreeOracle.requireInvariants(engine, "list --read0")
  } catch {
    require(expected.count <= shape.headerLines && error.isNothingToChoose, "refused: \(error.message)")
  }
  return 0
}
