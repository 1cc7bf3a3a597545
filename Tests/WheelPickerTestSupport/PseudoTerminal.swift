#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal pair opened with `posix_openpt`, for tests that need a
/// real terminal: the secondary side behaves like a terminal device (raw
/// mode, window size), the primary side is what a terminal emulator sees.
///
/// End-to-end tests of the `wheelpicker` executable spawn it with the
/// secondary side as its controlling terminal (``TerminalChild``).
public final class PseudoTerminal: @unchecked Sendable {
  /// The side a terminal emulator holds: what the program writes is read here, typed keys are written here.
  public let primary: Int32
  /// The terminal device the program sees, kept open so its settings can be read.
  public let secondary: Int32
  /// The secondary side's device path (`/dev/pts/3`).
  public let secondaryPath: String

  /// Why a pseudo-terminal or a child could not be set up.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// Glibc declares `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r`
  /// only under `_XOPEN_SOURCE`, which the Swift module does not define, so
  /// they are looked up at run time.
  private static func function<T>(_ name: String, as type: T.Type) throws -> T {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else {
      throw Failure(description: "\(name) not found in the C library")
    }
    return unsafeBitCast(symbol, to: type)
  }

  /// Opens a pseudo-terminal of the given window size.
  public init(columns: Int = 80, lines: Int = 24) throws {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Change = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    let openpt = try Self.function("posix_openpt", as: Open.self)
    let grantpt = try Self.function("grantpt", as: Change.self)
    let unlockpt = try Self.function("unlockpt", as: Change.self)
    let ptsname = try Self.function("ptsname_r", as: Name.self)
    let primary = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard primary >= 0 else { throw Failure(description: "posix_openpt failed: errno \(errno)") }
    var name = [CChar](repeating: 0, count: 128)
    guard grantpt(primary) == 0, unlockpt(primary) == 0, ptsname(primary, &name, name.count) == 0 else {
      close(primary)
      throw Failure(description: "grantpt/unlockpt/ptsname failed: errno \(errno)")
    }
    let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let secondary = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard secondary >= 0 else {
      close(primary)
      throw Failure(description: "cannot open \(path): errno \(errno)")
    }
    self.primary = primary
    self.secondary = secondary
    secondaryPath = path
    resize(columns: columns, lines: lines)
  }

  /// Whether the primary side is still open (``closePrimary()`` not called).
  public private(set) var isPrimaryOpen = true

  deinit {
    if isPrimaryOpen { close(primary) }
    close(secondary)
  }

  /// Closes the primary side, as a terminal emulator does when its window is closed: the
  /// program's terminal hangs up. Afterwards nothing reads or writes ``primary`` (its number
  /// may belong to another file by then).
  public func closePrimary() {
    guard isPrimaryOpen else { return }
    isPrimaryOpen = false
    close(primary)
  }

  /// Sets the window size, as a terminal emulator does when its window changes.
  public func resize(columns: Int, lines: Int) {
    guard isPrimaryOpen else { return }
    var size = winsize(ws_row: UInt16(lines), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
  }

  /// Types bytes, as the user would.
  public func type(_ text: String) {
    guard isPrimaryOpen else { return }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }

  /// What the program wrote, waiting up to `milliseconds` for the first byte.
  public func readOutput(milliseconds: Int32 = 1_000) -> String {
    var collected: [UInt8] = []
    var wait = milliseconds
    while true {
      var fds = [pollfd(fd: primary, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 1, wait) > 0 else { break }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      collected += buffer[0..<count]
      wait = 20
    }
    return String(decoding: collected, as: UTF8.self)
  }

  /// The secondary side's settings.
  public func settings() -> termios {
    var settings = termios()
    tcgetattr(secondary, &settings)
    return settings
  }
}
