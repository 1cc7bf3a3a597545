import Foundation

@testable import WheelPickerCore

// Shared by every fuzz target (compiled into each): the oracles that turn a
// wrong answer into a crash libFuzzer reports and keeps the input of.

/// Stops the run when `condition` does not hold, naming the broken rule.
///
/// libFuzzer treats the abort as a crash and writes the input to `crash-…`.
func require(
  _ condition: Bool, _ rule: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition else { return }
  FileHandle.standardError.write(Data("fuzz oracle broken at \(file):\(line): \(rule())\n".utf8))
  abort()
}

/// The fuzzer's input as bytes.
func fuzzBytes(_ start: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
  guard let start, count > 0 else { return [] }
  return Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// libFuzzer's input as text, invalid UTF-8 replaced (as the command line and stdin arrive).
func fuzzText(_ start: UnsafeRawPointer?, _ count: Int) -> String {
  String(decoding: fuzzBytes(start, count), as: UTF8.self)
}

/// Whether a scalar would act on a terminal instead of showing: C0 controls
/// (but line feed and tab), DEL, C1 controls, line and paragraph separators
/// and bidirectional controls (the scalars `TextSanitizer` neutralises).
func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A, 0x09: false
  case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
  default: false
  }
}

/// An error message quotes its input safely: no scalar of it would act on a terminal.
func requireHarmless(_ message: String, _ what: String) {
  let bad = message.unicodeScalars.first(where: isDangerous)
  require(
    bad == nil,
    "\(what): message holds U+\(String(bad?.value ?? 0, radix: 16, uppercase: true)) raw: "
      + message.debugDescription)
}

/// Work done is linear in the input: at most `perByte` steps per byte plus `constant`.
func requireLinear(_ steps: Int, bytes: Int, perByte: Int, constant: Int = 64, _ what: String) {
  require(
    steps <= bytes * perByte + constant,
    "\(what): \(steps) steps for \(bytes) bytes (limit \(perByte) a byte + \(constant))")
}

/// The checks every loaded tree must pass.
enum TreeOracle {
  /// A loaded tree is consistent, its siblings' keys differ, and an engine
  /// over it keeps its invariants while wheels move, never rests on a disabled
  /// option while one is enabled, and its value round-trips.
  static func check(_ tree: CascadeTree, _ origin: String) {
    do {
      _ = try tree.validated()
    } catch {
      require(false, "\(origin): the loaded tree is inconsistent: \(error.message)")
    }
    require(tree.count > 0 && tree.levelCount > 0, "\(origin): a loaded tree has no rows")
    var groups = [tree.children(of: nil)]
    for node in 0..<tree.count { groups.append(tree.children(of: node)) }
    for group in groups where group.count > 1 {
      var seen = Set<String>()
      for node in group {
        require(
          seen.insert(tree.key(of: node)).inserted,
          "\(origin): siblings share the key \(tree.key(of: node).debugDescription)")
      }
    }
    var engine = SelectionEngine(model: CascadeModel(tree: tree))
    requireInvariants(engine, "\(origin), new engine")
    for wheel in 0..<engine.wheelCount {
      _ = engine.step(1, inWheel: wheel)
      requireInvariants(engine, "\(origin), step wheel \(wheel)")
      let rows = engine.rowCount(ofWheel: wheel)
      if rows > 0 { _ = engine.selectRow(rows - 1, inWheel: wheel) }
      requireInvariants(engine, "\(origin), last row of wheel \(wheel)")
    }
    let value = engine.value
    // A tree whose every root is disabled offers nothing (the command refuses it); otherwise the
    // engine never rests on a disabled option, and its value round-trips.
    guard tree.hasEnabledRoot else { return }
    require(
      engine.model.isSelectable(value), "\(origin): the engine rests on a disabled option in \(value)")
    var again = SelectionEngine(model: CascadeModel(tree: tree))
    do {
      _ = try again.select(value)
    } catch {
      require(false, "\(origin): the engine's own value \(value) cannot be selected: \(error.message)")
    }
    require(again.value == value, "\(origin): value \(value) came back as \(again.value)")
  }

  static func requireInvariants<Model: WheelModel>(_ engine: SelectionEngine<Model>, _ origin: String) {
    let problems = engine.invariantViolations()
    require(problems.isEmpty, "\(origin): engine invariants broken: \(problems)")
  }
}

/// What `parse` returns, or `nil` once its refusal is checked: an error of the type its
/// parser throws, whose message (its description) is harmless.
func accepted<Value, Failure: Error & CustomStringConvertible>(
  _ what: String, _ parse: () throws(Failure) -> Value
) -> Value? {
  do {
    return try parse()
  } catch {
    requireHarmless(error.description, what)
    return nil
  }
}
