import Foundation
import WheelPickerCore

#if canImport(Glibc)
  import Glibc
#endif

/// User cascade files: a million nodes in each big shape —
/// siblings, a nested tree, a flat list, a dictionary of lists, nested dictionaries — generated
/// here deterministically,
/// loaded with the shape given and detected, timed against
/// `JSONSerialization` of the same bytes, with the peak memory of a load.
enum CascadeLoadBenchmarks {
  /// One generated document.
  struct Document {
    var label: String
    var shape: CascadeLoader.Shape
    var kind: CascadeDocumentShape
    var bytes: Data
  }

  static let nodeCount = 1_000_000

  static func run(_ report: BenchReport) {
    report.section("cascades: loading user files of 1,000,000 nodes")
    for document in documents() {
      do {
        try measure(document, report)
      } catch {
        print("  cascade load of \(document.label) failed: \(error)")
        report.target("load \(document.label) ran", 1, below: 0, "failure")
      }
    }
  }

  static func documents() -> [Document] {
    [
      Document(
        label: "1,000,000 siblings", shape: .nested(.codeNameChildren), kind: .tree, bytes: siblings()),
      Document(
        label: "nested tree, 3 levels", shape: .nested(.codeNameChildren), kind: .tree, bytes: nested()),
      Document(
        label: "flat list, 1,000,000 rows",
        shape: .flatList(.init(key: "id", value: "name", parentKey: "pid", rootMarker: "0")), kind: .flat,
        bytes: flat()),
      Document(
        label: "dictionary, 100 keys of 9,999 strings", shape: .keyedLists(order: .codePoints), kind: .dict,
        bytes: dictionary()),
      Document(
        label: "nested dictionaries, 3 levels", shape: .keyedLists(order: .codePoints), kind: .dict,
        bytes: nestedDictionary()),
    ]
  }

  private static func measure(_ document: Document, _ report: BenchReport) throws {
    let data = document.bytes
    let loader = CascadeLoader(shape: document.shape)
    var failure: (any Error)?
    let (peak, read) = PeakMemory.growth {
      do { return try loader.tree(from: data, source: "bench.json") } catch {
        failure = error
        return CascadeTree(roots: [])
      }
    }
    if let failure { throw failure }
    let count = read.count
    guard count == nodeCount else {
      throw WheelPickerError(
        .invalidData, "bench: \(document.label) loaded \(count) nodes, not \(nodeCount)",
        reason: .unexpectedStructure)
    }
    let ours = Bench.fastestMilliseconds(repeats: 3) {
      benchSink &+= (try? loader.tree(from: data, source: "bench.json"))?.count ?? 0
    }
    let detected = Bench.fastestMilliseconds(repeats: 3) {
      let read = try? CascadeLoader.detectingShape(from: data, source: "bench.json")
      benchSink &+= read?.shape == document.kind ? read?.tree.count ?? 0 : 0
    }
    let theirs = Bench.fastestMilliseconds(repeats: 1) {
      benchSink &+= ((try? JSONSerialization.jsonObject(with: data)) as? [Any])?.count ?? 1
    }
    let mebibytes = Double(data.count) / 1_048_576
    report.figure("\(document.label): input", mebibytes, "MiB")
    report.figure("load \(document.label), shape given", ours / 1000, "s")
    report.figure("load \(document.label), shape detected", detected / 1000, "s")
    if let peak {
      report.target(
        "peak memory loading \(document.label) (input included)", mebibytes + Double(peak) / 1_048_576,
        below: 400, "MiB")
      // However few bytes a node takes, a load holds at most 8 bytes for each byte read.
      report.target(
        "peak memory loading \(document.label) ÷ its input", 1 + Double(peak) / Double(data.count), below: 8,
        "×")
    }
    // What the tree keeps, counted: names packed, keys that are the names stored once.
    report.target(
      "tree of \(document.label) ÷ its input", Double(read.storedByteCount) / Double(data.count), below: 5,
      "×")
    report.figure("JSONSerialization of the same bytes", theirs / 1000, "s")
    report.target("load \(document.label) ÷ JSONSerialization", ours / theirs, below: 0.5, "×")
    report.target(
      "load \(document.label), shape detected ÷ JSONSerialization", detected / theirs, below: 0.5, "×")
  }

  // MARK: Generated documents

  /// `[{"code":"1000000","name":"地区1000000"}, …]`, one level.
  static func siblings() -> Data {
    var text = Writer()
    text.append("[")
    for index in 0..<nodeCount {
      if index > 0 { text.append(",\n") }
      let code = 1_000_000 + index
      text.append(#"{"code":""#)
      text.append(code)
      text.append(#"","name":"地区"#)
      text.append(code)
      text.append(#""}"#)
    }
    text.append("]")
    return text.data
  }

  /// Provinces, cities and districts, 100 of each under each, with numeric
  /// codes and the occasional escape: `[{"code":1,"name":"P1","children":[…]}]`.
  static func nested() -> Data {
    var text = Writer()
    let fan = 100
    text.append("[")
    var node = 0
    func open(_ code: Int, _ prefix: String) {
      node += 1
      text.append(#"{"code":"#)
      text.append(code)
      text.append(#","name":""#)
      text.append(prefix)
      text.append(code)
      // One name in 97 carries an escaped quote and a \u escape, as real files do.
      if code % 97 == 0 { text.append(#" \"x\" \u00e9"#) }
      text.append("\"")
    }
    for province in 0..<fan {
      if province > 0 { text.append(",") }
      open(province + 1, "Province ")
      text.append(#","children":["#)
      for city in 0..<fan {
        if city > 0 { text.append(",") }
        let cityCode = (province + 1) * 1_000 + city
        open(cityCode, "City ")
        text.append(#","children":["#)
        for district in 0..<fan - 2 {
          if district > 0 { text.append(",\n") }
          open(cityCode * 1_000 + district, "District ")
          text.append("}")
        }
        text.append("]}")
      }
      text.append("]}")
    }
    text.append("]")
    // 100 + 10,000 + 980,000 nodes; 9,900 more roots make an even million.
    precondition(node <= nodeCount)
    var data = text.data
    data.removeLast()
    var tail = Writer()
    for extra in 0..<(nodeCount - node) {
      tail.append(#",{"code":"#)
      tail.append(900_000_000 + extra)
      tail.append(#","name":"Extra"}"#)
    }
    tail.append("]")
    data.append(tail.data)
    return data
  }

  /// `[{"id":1,"name":"n1","pid":0}, …]`: 1,000 roots, then records whose
  /// parent is the record at a tenth of their index (four levels).
  static func flat() -> Data {
    var text = Writer()
    text.append("[")
    for index in 0..<nodeCount {
      if index > 0 { text.append(",\n") }
      let id = index + 1
      // The first 1,000 records are roots; every later one hangs under an earlier record.
      let parent = index < 1_000 ? 0 : index / 10 + 1
      text.append(#"{"id":"#)
      text.append(id)
      text.append(#","name":"n"#)
      text.append(id)
      text.append(#"","pid":"#)
      text.append(parent)
      text.append("}")
    }
    text.append("]")
    return text.data
  }

  /// `{"k0":["v0","v1",…],…}`: 100 keys of 9,999 short strings each, the fewest bytes a node.
  static func dictionary() -> Data {
    var text = Writer()
    text.append("{")
    for key in 0..<100 {
      if key > 0 { text.append(",\n") }
      text.append("\"k")
      text.append(key)
      text.append("\":[")
      for value in 0..<(nodeCount / 100 - 1) {
        if value > 0 { text.append(",") }
        text.append("\"v")
        text.append(value)
        text.append("\"")
      }
      text.append("]")
    }
    text.append("}")
    return text.data
  }

  /// `{"A0":{"B0":["v0",…],…},…}`: 100 keys of 10 keys of 998 strings, then 900 keys of
  /// empty lists, as a dictionary of regions is written.
  static func nestedDictionary() -> Data {
    var text = Writer()
    text.append("{")
    var node = 0
    for top in 0..<100 {
      text.append(top > 0 ? ",\n\"A" : "\"A", top, "\":{")
      node += 1
      for middle in 0..<10 {
        text.append(middle > 0 ? ",\"B" : "\"B", middle, "\":[")
        for leaf in 0..<998 { text.append(leaf > 0 ? ",\"v" : "\"v", leaf, "\"") }
        node += 999
        text.append("]")
      }
      text.append("}")
    }
    for extra in 0..<(nodeCount - node) {
      text.append(",\"E")
      text.append(extra)
      text.append("\":[]")
    }
    text.append("}")
    return text.data
  }

  /// Builds a document's bytes without a `String` per node.
  struct Writer {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(64 * 1_048_576) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ number: Int) {
      var digits: [UInt8] = []
      var rest = number
      repeat {
        digits.append(UInt8(48 + rest % 10))
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: digits.reversed())
    }

    /// Appends `prefix`, the number's digits and `suffix`.
    mutating func append(_ prefix: String, _ number: Int, _ suffix: String) {
      append(prefix)
      append(number)
      append(suffix)
    }

    var data: Data { Data(bytes) }
  }
}

/// Peak resident memory of one piece of work, from the kernel's high-water
/// mark (Linux: `/proc/self/status`, reset through `/proc/self/clear_refs`);
/// `nil` elsewhere.
enum PeakMemory {
  /// How far resident memory rose above its level before `work`, at most.
  static func growth<T>(_ work: () -> T) -> (bytes: Int?, value: T) {
    #if canImport(Glibc)
      // Return freed pages first, so that reusing them does not hide the peak
      // (`malloc_trim` is not in the Glibc module, hence the lookup).
      if let symbol = dlsym(nil, "malloc_trim") {
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
    guard let before = field("VmRSS"), reset() else { return (nil, work()) }
    let value = work()
    guard let peak = field("VmHWM") else { return (nil, value) }
    return (peak - before, value)
  }

  private static func reset() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// A `kB` field of `/proc/self/status`, in bytes.
  private static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Int(digits).map { $0 * 1_024 }
    }
    return nil
  }
}
