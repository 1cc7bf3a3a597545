import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("ManualPage")
struct ManualPageTests {
  /// The `.SH` titles of the page, in order.
  static var sections: [String] {
    ManualPage.text.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
  }

  @Test("the page has the sections of a manual page, in the usual order")
  func sectionsInOrder() {
    #expect(
      Self.sections == [
        "NAME", "SYNOPSIS", "DESCRIPTION", "SUBCOMMANDS", "OPTIONS", "KEYS", "EXIT STATUS", "ENVIRONMENT",
        "FILES", "EXAMPLES", "SEE ALSO",
      ])
  }

  @Test("every subcommand has a heading and every option the help lists is in the page")
  func subcommandsAndOptions() {
    let page = ManualPage.text
    let lines = page.split(separator: "\n")
    for subcommand in SubcommandRegistry.all {
      #expect(lines.contains { $0 == ".SS " + subcommand.name }, "\(subcommand.name)")
    }
    for name in OptionTable.allNames {
      #expect(page.contains("\\fB" + name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"), "\(name)")
    }
  }

  @Test("every exit status the command can end with is listed", arguments: [0, 1, 2, 74, 124, 130, 141])
  func exitStatuses(_ code: Int32) {
    #expect(HelpText.exitStatuses.contains { $0.code == ExitStatus(code: code).description })
    #expect(HelpText.text(for: nil).contains(" \(code) "), "--help leaves \(code) out")
  }

  @Test("the page is ASCII: text outside it is written as roff escapes")
  func ascii() {
    let page = ManualPage.text
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(page.contains("\\[u81F3]\\[u4ECA]"), "至今 in --present's summary")
  }

  @Test("no text line starts with a roff control character, and minus signs are escaped")
  func escaping() {
    for line in ManualPage.text.split(separator: "\n") where !line.hasPrefix(".") {
      #expect(!line.hasPrefix("'"), "\(line)")
      #expect(!line.contains(/[^\\]-/), "\(line)")
    }
  }

  @Test(
    "Docs/wheelpicker.1 is the page the program prints (regenerate: wheelpicker --man > Docs/wheelpicker.1)")
  func checkedInCopy() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let stored = try String(
      contentsOf: repository.appendingPathComponent("Docs/wheelpicker.1"), encoding: .utf8)
    #expect(stored == ManualPage.text)
  }

  @Test("--man alone prints the page; with anything else it is an unknown option")
  func parsing() throws {
    #expect(try CommandLineParser.parse(["--man"], environment: [:]) == .manual)
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["date", "--man"], environment: [:]) }
  }
}
