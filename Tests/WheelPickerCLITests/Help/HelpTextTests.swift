import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("HelpText")
struct HelpTextTests {
  @Test(
    "every subcommand's help lists exactly the options the parser accepts", arguments: SubcommandRegistry.all)
  func listsOptions(_ subcommand: SubcommandEntry) throws {
    let help = HelpText.text(for: subcommand)
    let lines = help.split(separator: "\n")
    for name in OptionTable.allNames {
      // `--multi[=N]`: an option whose value is optional shows it in brackets.
      let listed = lines.contains {
        $0.hasPrefix("  " + name + " ") || $0.hasPrefix("  " + name + "[=") || $0 == "  " + name
      }
      let accepted = Self.accepts(subcommand, name)
      #expect(listed == accepted, "\(subcommand.name) \(name): listed \(listed), accepted \(accepted)")
    }
  }

  /// Whether the parser takes `name` after `subcommand` (a bad or missing value still counts as taken).
  static func accepts(_ subcommand: SubcommandEntry, _ name: String) -> Bool {
    do throws(UsageError) {
      _ = try CommandLineParser.parse([subcommand.name, name], environment: [:])
      return true
    } catch {
      if case .unknownOption = error.reason { return false }
      return true
    }
  }

  @Test("help lines fit in 80 columns", arguments: [nil] + SubcommandRegistry.all.map(Optional.some))
  func width(_ subcommand: SubcommandEntry?) {
    for line in HelpText.text(for: subcommand).split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("the date synopsis shows the issue's options in brackets")
  func dateSynopsis() {
    let synopsis = HelpText.synopsis(.date).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for part in [
      "[--columns COLUMNS]", "[--from DATE|TIME]",
      "[--to DATE|TIME|now]", "[--present]", "[--select DATE|TIME|MM-DD|now|present]", "[--minute-step N]",
      "[--second-step N]",
      "[--clock 12|24]", "[--calendar ID]", "[--time-zone TZ]", "[--descending]", "[--units all|center|none]",
      "[--weekday]", "[--any]", "[--cyclic]", "[--no-cyclic]",
    ] {
      #expect(synopsis.contains(part), "\(part)")
    }
    #expect(HelpText.synopsis(.wheels).contains("--wheel ITEMS ..."))
    #expect(HelpText.synopsis(.cascade).hasPrefix("wheelpicker cascade FILE|-"))
  }

  @Test("the top-level help lists every subcommand")
  func topLevel() {
    let help = HelpText.text(for: nil)
    for subcommand in SubcommandRegistry.all {
      #expect(help.contains("\n  \(subcommand.name) "), "\(subcommand.name)")
    }
    #expect(help.contains("--completion bash|zsh|fish"))
    #expect(help.contains("write --title=--x"))
  }

  @Test("date help states the default bounds with and without --present")
  func dateBounds() {
    let help = HelpText.text(for: .date).split(separator: "\n").joined(separator: " ")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("the earliest date (default: 1900-01-01; 1940-01-01 with --present)"))
    #expect(help.contains("the latest date (default: 2100-12-31; now with --present)"))
  }
}
