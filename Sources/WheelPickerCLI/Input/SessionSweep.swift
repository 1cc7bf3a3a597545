import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Kills every process left in a children command's session.
///
/// A command runs in a session of its own; what it starts stays in that session, even a job that
/// moved to a process group of its own (`set -m`, `setpgid`), so killing the command's group is
/// not enough. Only `setsid` leaves the session, and with it the command's care, as README says.
/// The session's processes are found in `/proc` (on a system without it, only the group is killed).
enum SessionSweep {
  /// Sends SIGKILL to every process of the session `session` leads (the command's shell, which
  /// must not be reaped yet, so the number cannot have been reused), until none is left.
  ///
  /// - Complexity: O(processes on the system) a pass; a few passes catch what forked meanwhile.
  static func killSession(_ session: pid_t) {
    guard session > 0 else { return }
    for _ in 0..<8 {
      let members = processes(inSession: session)
      guard !members.isEmpty else { return }
      for member in members { kill(member, SIGKILL) }
    }
  }

  /// The processes whose session is `session` (the zombie leader aside).
  static func processes(inSession session: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    return entries.compactMap { entry -> pid_t? in
      guard let pid = pid_t(entry), pid != session, let stat = statLine(pid) else { return nil }
      return sessionOf(statLine: stat) == session && !isZombie(statLine: stat) ? pid : nil
    }
  }

  /// `/proc/PID/stat`, or `nil` when the process has gone.
  private static func statLine(_ pid: pid_t) -> [UInt8]? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1_024)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : nil
  }

  /// The fields after the command's name, which is in parentheses and may hold anything.
  private static func fields(ofStatLine line: [UInt8]) -> [Substring] {
    guard let close = line.lastIndex(of: UInt8(ascii: ")")) else { return [] }
    return String(decoding: line[(close + 1)...], as: UTF8.self).split(separator: " ")
  }

  /// Field 6 of `stat` (the 4th after the name): the session.
  static func sessionOf(statLine line: [UInt8]) -> pid_t? {
    let fields = fields(ofStatLine: line)
    return fields.count > 3 ? pid_t(fields[3]) : nil
  }

  /// Field 3 of `stat`, the state: `Z` for a zombie, which a kill cannot end.
  private static func isZombie(statLine line: [UInt8]) -> Bool {
    fields(ofStatLine: line).first == "Z"
  }
}
