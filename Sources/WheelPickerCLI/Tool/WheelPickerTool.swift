import Foundation
import WheelPickerCore
import WheelPickerTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `wheelpicker` command: parses the command line and runs what it asks for.
///
/// `main.swift` is one call: `WheelPickerTool.main()`.
public enum WheelPickerTool {
  /// Runs the command with the process's arguments and environment and exits with its status.
  public static func main() -> Never {
    StartupProfile.mark(.main)
    let console = StandardConsole()
    // Children commands die with the program, by whatever signal it ends (a terminal, once
    // started, handles the termination signals itself, and ends the same way).
    ChildProcessGroups.installCleanupHandlers()
    let status = run(
      arguments: ArgumentBytes.processArguments(), environment: processEnvironment(),
      console: console)
    // A children command still running (its sheet ended while it loaded) goes with the program,
    // and so does what it moved to other groups of its session.
    let leaders = ChildProcessGroups.registered
    ChildProcessGroups.killAll()
    leaders.forEach(SessionSweep.killSession)
    exit(status.code)
  }

  /// The process's environment, read from `environ` (the first of two settings of one name wins, as
  /// `getenv` reads it) rather than through Foundation's `ProcessInfo`, whose set-up would otherwise
  /// be paid before every first frame.
  static func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    let settings: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard let first = settings else { return environment }
    var count = 0
    while first[count] != nil { count += 1 }
    environment.reserveCapacity(count)
    // Each setting's bytes are split at its first `=` where they lie, and only the two halves
    // are decoded (invalid UTF-8 repaired as `String(cString:)` repairs it).
    for index in 0..<count {
      guard let setting = first[index] else { continue }
      let bytes = UnsafeRawBufferPointer(start: setting, count: strlen(setting))
      guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let name = String(decoding: bytes[..<equals], as: UTF8.self)
      if environment[name] == nil {
        environment[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
      }
    }
    return environment
  }

  /// Runs the command and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name, bytes that are not UTF-8 carried as
  ///     ``ArgumentBytes`` carries them.
  ///   - environment: The environment (locale, NO_COLOR, TERM, COLUMNS/LINES).
  ///   - console: Where output goes and input comes from.
  static func run(
    arguments: [String], environment: [String: String], console: some Console
  ) -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try CommandLineParser.parse(arguments, environment: environment)
      StartupProfile.mark(.arguments)
    } catch {
      console.writeError("wheelpicker: " + error.message + "\n")
      return .usage
    }
    switch invocation {
    case .help(let subcommand):
      return console.finish(writing: Array(HelpText.text(for: subcommand).utf8))
    case .version:
      return console.finish(writing: Array("wheelpicker \(HelpText.version)\n".utf8))
    case .completion(let shell):
      return console.finish(writing: Array(CompletionScript.script(for: shell).utf8))
    case .manual:
      return console.finish(writing: Array(ManualPage.text.utf8))
    case .run(let command, let options):
      return CommandRunner(environment: environment, console: console).run(command, options: options)
    }
  }
}
