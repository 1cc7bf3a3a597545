import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A compiled time-zone file (`TZif`), as the C library reads `TZ=:/etc/localtime` or
/// `TZ=/usr/share/zoneinfo/Asia/Tokyo`: a path, absolute or under the zone directory.
enum ZoneFile {
  /// Where zone files live unless `TZDIR` says otherwise.
  static let defaultDirectory = "/usr/share/zoneinfo"

  /// The largest zone file read (the biggest compiled zone is a few kilobytes).
  static let maximumBytes = 1 << 20

  /// The zone the file at `path` holds, `nil` when it is not a readable zone file.
  ///
  /// A file inside a zone directory (through any symbolic links, as `/etc/localtime` usually is)
  /// is the zone of its name there; any other regular file is the zone whose file has the same
  /// bytes. Only regular files are read, so a device or a pipe named in `TZ` never blocks.
  ///
  /// - Parameters:
  ///   - path: The path; a relative one is under `directory`.
  ///   - directory: The zone directory (`TZDIR`, else ``defaultDirectory``).
  static func zone(atPath path: String, directory: String = defaultDirectory) -> TimeZone? {
    guard !path.isEmpty, !path.utf8.contains(0) else { return nil }
    let full = path.hasPrefix("/") ? path : directory + "/" + path
    guard let resolved = realPath(full), isRegularFile(resolved) else { return nil }
    let roots = [directory, defaultDirectory].compactMap(realPath)
    for root in roots where resolved.hasPrefix(root + "/") {
      var name = Substring(resolved.dropFirst(root.count + 1))
      // posix/ holds the same zones; right/ counts leap seconds, which Foundation's zones do not.
      if name.hasPrefix("posix/") { name = name.dropFirst("posix/".count) }
      if let zone = TimeZone(identifier: String(name)), !name.hasPrefix("right/") { return zone }
    }
    guard let bytes = contents(resolved), bytes.starts(with: Array("TZif".utf8)) else { return nil }
    for root in roots {
      for identifier in TimeZone.knownTimeZoneIdentifiers.sorted()
      where contents(root + "/" + identifier) == bytes {
        return TimeZone(identifier: identifier)
      }
    }
    return nil
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
      && Int(status.st_size) <= maximumBytes
  }

  private static func contents(_ path: String) -> [UInt8]? {
    guard isRegularFile(path), let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
  }
}
