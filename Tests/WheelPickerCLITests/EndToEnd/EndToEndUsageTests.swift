import Testing

@Suite("wheelpicker binary: usage")
struct EndToEndUsageTests {
  @Test("--version, --help and completions exit 0 with output on stdout only")
  func meta() throws {
    let version = try BuiltBinary.run(["--version"])
    #expect(version.status == 0 && version.output == "wheelpicker 0.1.0\n" && version.error.isEmpty)
    let help = try BuiltBinary.run(["date", "--help"])
    #expect(help.status == 0 && help.output.hasPrefix("USAGE:\n  wheelpicker date") && help.error.isEmpty)
    let completion = try BuiltBinary.run(["--completion", "fish"])
    #expect(completion.status == 0 && completion.output.contains("complete -c wheelpicker"))
  }

  @Test(
    "bad usage exits 2 with the message on stderr and nothing on stdout",
    arguments: [
      (["date", "--rows", "4"], "wheelpicker: --rows 4: must be an odd number from 3 to 15\n"),
      (
        ["list", "a", "--keys", "jump"],
        "wheelpicker: --keys jump: unknown key; keys are up down left right tab backtab pgup pgdn home end enter esc space backspace ctrl-c ctrl-n ctrl-p ctrl-j ctrl-k ctrl-a, type:TEXT, each optionally N*\n"
      ),
      (
        ["list", "a", "--keys", "enter", "--size", "19x6"],
        "wheelpicker: --size 19x6: must be at least 20x6 (the smallest sheet)\n"
      ),
      (
        ["bogus"],
        "wheelpicker: bogus: not a subcommand; use one of date, range, time, countdown, region, list, wheels, cascade, slots\n"
      ),
    ])
  func badUsage(_ arguments: [String], _ message: String) throws {
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == message)
  }
}
