// fuzz-modules: WheelPickerCLI
// `list --delimiter`, `--with-nth`/`--accept-nth` and `--ansi` over one item: the bytes are
// DELIMITER NUL EXPRESSIONS NUL ITEM. Refusals are usage errors about the option with harmless
// messages; the fields of an item put back together are the item (AWK: without its leading blanks),
// the fields chosen are exactly those the expressions name, and visible text holds no escape.
@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListFields(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = fuzzBytes(start, count)
  let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
  guard parts.count == 3 else { return 0 }
  let item = Array(parts[2])
  let delimiter: FieldDelimiter
  let selection: FieldSelection
  do {
    let argument = String(decoding: parts[0], as: UTF8.self)
    delimiter = argument == "awk" ? .whitespace : try FieldDelimiter.parse(argument)
    selection = try FieldSelection.parse(String(decoding: parts[1], as: UTF8.self), option: "--with-nth")
  } catch {
    requireHarmless(error.message, "list fields")
    require(error.coreReason == nil, "a field option refused by the core: \(error.message)")
    return 0
  }
  let fields = delimiter.fields(of: item)
  var expected = item[...]
  if delimiter == .whitespace { expected = expected.drop { $0 == 0x20 || $0 == 0x09 } }
  require(fields.flatMap { item[$0] } == Array(expected), "fields of \(item) do not make it up")
  require(
    zip(fields, fields.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound },
    "fields of \(item) overlap or leave gaps")
  let chosen = selection.indices(amongFields: fields.count)
  require(chosen.allSatisfy { fields.indices.contains($0) }, "a chosen field outside \(fields.count)")
  require(
    selection.select(from: item, delimiter: delimiter) == chosen.flatMap { item[fields[$0]] },
    "the selection is not its fields")
  if selection.expressions.allSatisfy({ $0.first == nil && $0.last == nil }), selection.expressions.count == 1
  {
    require(selection.select(from: item, delimiter: delimiter) == Array(expected), ".. is not the whole item")
  }
  var shape = ListShape()
  shape.delimiter = delimiter
  shape.readsANSI = true
  shape.shownFields = selection
  shape.printedFields = selection
  require(!shape.shown(item).contains(0x1B) && !shape.printed(item).contains(0x1B), "an escape left")
  return 0
}
