#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What reading a stream up to a limit gave.
enum StreamRead: Hashable, Sendable {
  /// Every byte, at most the limit.
  case bytes([UInt8])
  /// More than the limit was there; reading stopped one byte past it.
  case tooLarge
  /// `read(2)` failed: `strerror(errno)`.
  case failed(String)
}

/// Reads a file descriptor by streaming — a regular file, a pipe, a FIFO or a
/// character device alike — and never past a limit (`/dev/zero` ends).
enum StreamReader {
  /// Reads `descriptor` to its end, or until more than `limit` bytes came.
  ///
  /// The buffer grows by doubling but never beyond `limit + 1`, so reading
  /// costs at most the limit in memory.
  ///
  /// - Complexity: O(bytes read).
  static func read(_ descriptor: Int32, limit: Int, sizeHint: Int = 0) -> StreamRead {
    var data: [UInt8] = []
    let hinted = min(max(sizeHint, 0), limit) + 1
    if sizeHint > 0 {
      // A regular file of known size is read straight into the array, with no copy through a
      // chunk: one byte more than the size, so that reaching it means the file grew meanwhile.
      var failure: Int32 = 0
      data = [UInt8](unsafeUninitializedCapacity: hinted) { buffer, count in
        guard let base = buffer.baseAddress else { return }
        adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
        while count < buffer.count {
          let read = systemRead(descriptor, base + count, buffer.count - count)
          if read > 0 {
            count += read
          } else if read == 0 {
            break
          } else if errno != EINTR {
            failure = errno
            break
          }
        }
      }
      if failure != 0 { return .failed(errorDescription(failure)) }
      if data.count > limit { return .tooLarge }
      if data.count < hinted { return .bytes(data) }
    }
    data.reserveCapacity(hinted)
    let chunkSize = 65_536
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let count = systemRead(descriptor, chunk.baseAddress, min(chunkSize, limit + 1 - data.count))
      if count > 0 {
        if data.capacity < data.count + count {
          data.reserveCapacity(min(max(data.capacity * 2, data.count + count), limit + 1))
        }
        data.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        if data.count > limit { return .tooLarge }
      } else if count == 0 {
        return .bytes(data)
      } else if errno != EINTR {
        return .failed(errorDescription(errno))
      }
    }
  }

  /// `strerror(code)`: "No such file or directory", "Is a directory".
  static func errorDescription(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// Asks the kernel for 2 MiB pages under the whole 2 MiB blocks of `buffer`, before anything is
/// written there: a large file read into new memory then costs a page fault every 2 MiB instead
/// of every 4 KiB (a 5 MB list reads in about half the time). Only where transparent huge pages
/// are offered on request (Linux); elsewhere, and for a buffer without a whole block, nothing.
private func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
  #if os(Linux)
    let block = 2 << 20
    guard let base = buffer.baseAddress, buffer.count >= 2 * block else { return }
    let start = (Int(bitPattern: base) + block - 1) & ~(block - 1)
    let end = (Int(bitPattern: base) + buffer.count) & ~(block - 1)
    guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(pointer, end - start, MADV_HUGEPAGE)
  #endif
}

/// `read(2)`, named apart from ``StreamReader/read(_:limit:sizeHint:)``, which hides it there.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
