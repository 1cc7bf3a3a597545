// fuzz-modules: WheelPickerCLI
// `--keys`: a script keeps its limits, and written back token by token it parses the same.
import WheelPickerCore
import WheelPickerTerminal

@testable import WheelPickerCLI

/// libFuzzer calls this with each input; a broken oracle aborts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let text = fuzzText(start, count)
  guard
    let script = accepted(
      "--keys", { () throws(UsageError) in try KeyScript.parse(text, option: "--keys") })
  else { return 0 }
  require(!script.steps.isEmpty, "--keys accepted a script without keys")
  require(script.pressCount <= InputLimits.keyPresses, "\(script.pressCount) presses")
  require(script.steps.count <= InputLimits.keyTokens, "\(script.steps.count) tokens")
  require(script.presses.count == script.pressCount, "presses and pressCount differ")
  let written = script.steps.map(token).joined(separator: " ")
  do {
    let again = try KeyScript.parse(written, option: "--keys")
    require(
      again == script, "\(text.debugDescription) written as \(written.debugDescription) parses otherwise")
  } catch {
    require(
      false, "\(text.debugDescription) written as \(written.debugDescription) is refused: \(error.message)")
  }
  return 0
}

/// A step as a token: `3*down`, `type:a\ b`.
private func token(_ step: KeyScript.Step) -> String {
  let count = step.count == 1 ? "" : "\(step.count)*"
  if step.keys.count == 1, let named = KeyScript.named.first(where: { $0.key == step.keys[0] }) {
    return count + named.token
  }
  var text = ""
  for key in step.keys {
    guard case .character(let character) = key else {
      require(false, "a typed step holds \(key)")
      return ""
    }
    // Scalar by scalar, as the script is split: a comma followed by a combining mark is one
    // character, yet its comma needs the escape.
    for scalar in character.unicodeScalars {
      if [" ", ",", "\t", "\n", "\r", "\\"].contains(scalar) { text += "\\" }
      text.unicodeScalars.append(scalar)
    }
  }
  return count + "type:" + text
}
