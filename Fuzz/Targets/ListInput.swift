// fuzz-modules: WheelPickerCLI
// Piped `list` input: the lines read are the lines written, within the limits, and a list of
// them keeps the engine's invariants.
import WheelPickerCore

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  let lines: PackedLines
  // The split the command runs refuses what the line-by-line check refuses, in its words.
  let checked = Result { () throws(UsageError) in
    try ListInput.checkLines(of: bytes, source: "stdin", maximumLines: 200, maximumLineBytes: 200)
  }
  do throws(UsageError) {
    lines = try ListInput.split(bytes, source: "stdin", maximumLines: 200, maximumLineBytes: 200)
  } catch {
    requireHarmless("\(error)", "stdin")
    require(checked == .failure(error), "the split refused \(error), the check gave \(checked)")
    return 0
  }
  if case .failure(let refusal) = checked {
    require(false, "the check refused \(refusal), the split did not")
  }
  require(lines.count <= 200, "\(lines.count) lines passed a limit of 200")
  // Split apart from the reader: at each line feed, a carriage return before it dropped; a byte
  // order mark at the very start dropped.
  let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  var expected = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
    line.last == 0x0D ? Array(line.dropLast()) : Array(line)
  }
  if text.last == 0x0A || text.isEmpty { expected.removeLast() }
  require(
    lines.count == expected.count && (0..<lines.count).allSatisfy { lines.bytes(ofLine: $0) == expected[$0] },
    "\(lines.count) lines read where \(expected.count) were written")
  // Any lines make a list (none: a wheel with no rows).
  var engine = SelectionEngine(model: ListModel(lines: lines))
  TreeOracle.requireInvariants(engine, "list")
  guard !lines.isEmpty else { return 0 }
  _ = engine.step(1, inWheel: 0)
  _ = engine.selectRow(lines.count - 1, inWheel: 0)
  TreeOracle.requireInvariants(engine, "list, last row")
  return 0
}
