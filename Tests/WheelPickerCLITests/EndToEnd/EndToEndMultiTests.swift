import Foundation
import Testing

/// `list --multi` through the built binary: piped lines in, the marked lines out, byte for byte.
@Suite("wheelpicker binary: list --multi")
struct EndToEndMultiTests {
  @Test("marked lines print in input order, each its own bytes; JSON is an array of answers")
  func markedLines() throws {
    let input = "one\ntwo\nthree\nfour\n"
    let run = try BuiltBinary.run(["list", "--multi", "--keys", "end space home space enter"], input: input)
    #expect(run.status == 0)
    #expect(run.output == "one\nfour\n")
    let json = try BuiltBinary.run(
      ["list", "--multi=3", "--format", "json", "--keys", "ctrl-a enter"], input: input)
    #expect(json.status == 0)
    #expect(
      json.output
        == "[{\"index\":0,\"value\":\"one\"},{\"index\":1,\"value\":\"two\"},{\"index\":2,\"value\":\"three\"}]\n"
    )
  }

  @Test("Escape cancels with nothing printed; a bad N exits 2 naming it")
  func cancelAndRefuse() throws {
    let cancelled = try BuiltBinary.run(["list", "--multi", "--keys", "space esc"], input: "a\nb\n")
    #expect(cancelled.status == 1)
    #expect(cancelled.output == "")
    let refused = try BuiltBinary.run(["list", "--multi=none", "--keys", "enter"], input: "a\n")
    #expect(refused.status == 2)
    #expect(refused.error == "wheelpicker: --multi none: must be a whole number from 1 to 10,000,000\n")
  }
}
