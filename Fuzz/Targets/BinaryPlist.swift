// fuzz-modules: WheelPickerCore
// The checked binary property-list reader: never trusts an offset; what it reads, written again
// by Foundation, reads back the same, and the values read are at most the file's bytes.
import Foundation

@testable import WheelPickerCore

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPlist(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  var bytes = fuzzBytes(start, count)
  // Inputs start as property lists, not as anything: the header is given.
  if !bytes.starts(with: Array("bplist00".utf8)) { bytes = Array("bplist00".utf8) + bytes }
  let value: Any
  do {
    value = try BinaryPropertyList.value(of: Data(bytes))
  } catch {
    requireHarmless(error.reason, "bplist")
    return 0
  }
  let read = canonical(value)
  require(read.values <= bytes.count, "\(read.values) values from \(bytes.count) bytes")
  guard
    let written = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
  else { return 0 }
  do {
    let again = canonical(try BinaryPropertyList.value(of: written))
    require(again.text == read.text, "read \(read.text), written and read again \(again.text)")
  } catch {
    require(false, "Foundation's writing of \(read.text) is refused: \(error.reason)")
  }
  return 0
}

/// A value as text that compares by content (dictionaries by sorted key), and its count of values.
private func canonical(_ value: Any) -> (text: String, values: Int) {
  switch value {
  case let array as [Any]:
    let elements = array.map(canonical)
    return (
      "[" + elements.map(\.text).joined(separator: ",") + "]", 1 + elements.reduce(0) { $0 + $1.values }
    )
  case let dictionary as [String: Any]:
    let fields = dictionary.keys.sorted().map { key in (key, canonical(dictionary[key] ?? 0)) }
    return (
      "{" + fields.map { "\($0.0.debugDescription):\($0.1.text)" }.joined(separator: ",") + "}",
      1 + fields.reduce(0) { $0 + $1.1.values }
    )
  case let string as String: return (string.debugDescription, 1)
  case let data as Data: return ("<\(data.base64EncodedString())>", 1)
  case let date as Date: return ("@\(date.timeIntervalSinceReferenceDate.bitPattern)", 1)
  case let number as NSNumber:
    let type = String(cString: number.objCType)
    if type == "d" || type == "f" { return ("\(number.doubleValue.bitPattern)d", 1) }
    return ("\(number.int64Value)\(type == "c" ? "b" : "i")", 1)
  default: return ("?\(type(of: value))", 1)
  }
}
