import WheelPickerTerminal

/// How the `wheelpicker` command ends, as the number its parent shell sees. A sheet's endings
/// keep the terminal's statuses (``/WheelPickerTerminal/SheetEnding/exitStatus``: 0, 1, 130,
/// 128 + n); the rest are the command's own.
struct ExitStatus: Hashable, Sendable, CustomStringConvertible {
  /// The process exit status.
  var code: Int32

  /// Creates a status from a raw code.
  init(code: Int32) { self.code = code }

  /// The status of a sheet's ending.
  init(_ ending: SheetEnding) { code = ending.exitStatus }

  /// The sheet was confirmed; the answer is on stdout.
  static let confirmed = ExitStatus(.confirmed)
  /// The sheet was cancelled; nothing on stdout.
  static let cancelled = ExitStatus(.cancelled)
  /// Bad usage or bad data; a message on stderr names what and where.
  static let usage = ExitStatus(code: 2)
  /// Ctrl-C ended the sheet (the status of a shell's SIGINT).
  static let interrupted = ExitStatus(.interrupted)
  /// No answer came within `--timeout` (the status of timeout(1) and gum); nothing on stdout.
  static let timedOut = ExitStatus(code: 124)
  /// Standard output was closed before the answer could be written (SIGPIPE).
  static let closedOutput = ExitStatus(code: 141)

  /// Writing the answer failed for another reason than a closed reader (a full disk, an I/O
  /// error): stderr says which (`EX_IOERR` of sysexits.h).
  static let outputFailed = ExitStatus(code: 74)

  /// The status of a process ended by signal `number`: 128 + n.
  static func signal(_ number: Int32) -> ExitStatus { ExitStatus(.signalled(number)) }

  /// The code in decimal.
  var description: String { String(code) }
}
