/// Turns the bytes a terminal sends into keys, mouse reports and pastes.
///
/// Pure and incremental: ``feed(_:)`` takes whatever `read` returned and keeps
/// an incomplete sequence for the next call. A lone Esc cannot be told from
/// the start of an escape sequence until time passes, so the loop calls
/// ``flush()`` when no byte followed within ``escapeTimeout`` (fzf waits
/// 107 ms, dialog a second; a local or SSH terminal sends a whole sequence in
/// one write, and 25 ms leaves room for Esc to end a sheet within 50 ms).
///
/// Every byte is looked at once, however it arrives: a bracketed paste is
/// scanned for its end as its bytes come, and only an incomplete sequence of
/// at most `maximumSequence` (64) bytes is kept between calls.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8))   // [.key(.up)]
/// ```
public struct KeyDecoder: Sendable {
  /// How long the loop waits for the rest of a sequence after an Esc.
  public static let escapeTimeout: Duration = .milliseconds(25)

  /// The longest escape sequence kept while incomplete; longer garbage is dropped.
  static let maximumSequence = 64
  /// The longest bracketed paste kept; the rest is dropped (a query keeps far less).
  static let maximumPaste = 1 << 20
  /// What ends a bracketed paste: `ESC [ 2 0 1 ~`.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  private var pending: [UInt8] = []
  /// The text of a bracketed paste under way (`nil` outside one).
  private var paste: [UInt8]?
  /// How many bytes of ``pasteEnd`` the paste's last bytes matched.
  private var pasteEndMatched = 0
  /// Whether the rest of an overlong control sequence is being dropped, up to its final byte.
  private var isDroppingSequence = false
  /// Cursor position reports asked for and not yet decoded.
  package private(set) var awaitedPositionReports = 0
  /// The work done so far: one step per byte examined or sequence decoded (for tests that
  /// check decoding stays linear).
  private(set) var steps = 0

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether a cursor position report is expected.
  public var isAwaitingPosition: Bool { awaitedPositionReports > 0 }

  /// Notes that the loop asked the terminal where the cursor is: the next
  /// `ESC [ line ; column R` is the answer (``TerminalEvent/cursorPosition(row:column:)``),
  /// not Shift-F3, which xterm sends as the same bytes (`ESC [ 1 ; 2 R`).
  public mutating func expectCursorPosition() { awaitedPositionReports += 1 }

  /// Whether bytes of an incomplete sequence or paste are waiting (then the loop should
  /// call ``flush()`` after ``escapeTimeout``).
  public var hasPending: Bool { !pending.isEmpty || paste != nil }

  /// Decodes `bytes` after whatever was pending.
  ///
  /// - Complexity: O(*n*) in the bytes given (plus at most `maximumSequence` (64) pending).
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    pending.append(contentsOf: bytes)
    var events: [TerminalEvent] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        index = scanPaste(from: index, into: &events)
        continue
      }
      guard let (event, length) = decode(at: index, final: false) else { break }
      if let event { events.append(event) }
      index += length
    }
    pending.removeFirst(index)
    return events
  }

  /// Decodes what is pending as if no more bytes will come: a lone Esc becomes ``KeyPress/escape``.
  public mutating func flush() -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    if paste != nil {
      // A paste whose end never came: what arrived is the paste.
      appendPasted(Self.pasteEnd[0..<pasteEndMatched])
      events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
      paste = nil
      pasteEndMatched = 0
    }
    var index = 0
    while index < pending.count {
      guard let (event, length) = decode(at: index, final: true) else { break }
      if let event { events.append(event) }
      index += max(1, length)
    }
    pending.removeAll()
    isDroppingSequence = false
    return events
  }

  /// One event (or `nil` for ignored bytes) and the bytes it used; `nil` when
  /// the bytes at `start` are an incomplete sequence and more may come.
  private mutating func decode(at start: Int, final: Bool) -> (TerminalEvent?, Int)? {
    steps += 1
    let byte = pending[start]
    if isDroppingSequence {
      if (0x20...0x3F).contains(byte) { return (nil, 1) }
      isDroppingSequence = false
      if (0x40...0x7E).contains(byte) { return (nil, 1) }
    }
    switch byte {
    case 0x1B: return decodeEscape(at: start, final: final)
    case 0x0D: return (.key(.enter), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    case 0x20..<0x7F: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
    default: return decodeUTF8(at: start, final: final)
    }
  }

  private func decodeUTF8(at start: Int, final: Bool) -> (TerminalEvent?, Int)? {
    let lead = pending[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.key(.character("\u{FFFD}")), 1)
    }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      guard start + offset < pending.count else { return final ? (.key(.character("\u{FFFD}")), 1) : nil }
      let next = pending[start + offset]
      guard next & 0xC0 == 0x80 else { return (.key(.character("\u{FFFD}")), offset) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), value >= [0, 0, 0x80, 0x800, 0x10000][length] else {
      return (.key(.character("\u{FFFD}")), length)
    }
    return (.key(.character(Character(scalar))), length)
  }

  private mutating func decodeEscape(at start: Int, final: Bool) -> (TerminalEvent?, Int)? {
    guard start + 1 < pending.count else { return final ? (.key(.escape), 1) : nil }
    let next = pending[start + 1]
    switch next {
    case UInt8(ascii: "["): return decodeCSI(at: start, final: final)
    case UInt8(ascii: "O"):
      guard start + 2 < pending.count else { return final ? (.key(.escape), 2) : nil }
      return (Self.ss3Key(pending[start + 2]).map { .key($0) }, 3)
    case 0x20..<0x7F: return (.key(.alt(Character(Unicode.Scalar(next)))), 2)
    default: return (.key(.escape), 1)
    }
  }

  private mutating func decodeCSI(at start: Int, final: Bool) -> (TerminalEvent?, Int)? {
    var index = start + 2
    while index < pending.count, (0x20...0x3F).contains(pending[index]), index - start <= Self.maximumSequence
    {
      index += 1
      steps += 1
    }
    if index - start > Self.maximumSequence {
      // Garbage, not a key: drop it through its final byte (neither Esc nor typed text).
      isDroppingSequence = true
      return (nil, index - start)
    }
    guard index < pending.count else { return final ? (.key(.escape), index - start) : nil }
    let finalByte = pending[index]
    let length = index - start + 1
    guard (0x40...0x7E).contains(finalByte) else { return (nil, length - 1) }
    let parameterBytes = pending[(start + 2)..<index]
    // A legacy (X10) mouse report: `Esc [ M` then three bytes, each a value plus 32.
    if finalByte == UInt8(ascii: "M"), parameterBytes.isEmpty {
      guard start + length + 3 <= pending.count else { return final ? (nil, pending.count - start) : nil }
      let values = pending[(start + length)..<(start + length + 3)].map { Int($0) - 32 }
      let event = Self.mouse(
        code: values[0], x: max(0, values[1] - 1), y: max(0, values[2] - 1), release: values[0] & 3 == 3)
      return (event, length + 3)
    }
    if parameterBytes.first == UInt8(ascii: "<") {
      return (Self.sgrMouse(parameterBytes.dropFirst(), release: finalByte == UInt8(ascii: "m")), length)
    }
    let parameters = Self.numbers(parameterBytes)
    if finalByte == UInt8(ascii: "~"), parameters.first == 200 {
      paste = []
      pasteEndMatched = 0
      return (nil, length)
    }
    if finalByte == UInt8(ascii: "R"), parameters.count == 2 {
      return (positionReport(parameters[0], parameters[1]), length)
    }
    return (Self.csiEvent(final: finalByte, parameters), length)
  }

  /// A cursor position report when one is awaited; else F3 with modifiers
  /// (`ESC [ 1 ; 2 R` is Shift-F3), or nothing (a report that came too late).
  private mutating func positionReport(_ line: Int, _ column: Int) -> TerminalEvent? {
    if awaitedPositionReports > 0 {
      awaitedPositionReports -= 1
      return .cursorPosition(row: line, column: column)
    }
    return line == 1 ? .key(.function(3, shift: column == 2)) : nil
  }

  /// Reads a paste's bytes from `start` until its end marker (then emits the paste) or the
  /// end of what is pending; returns where it stopped.
  private mutating func scanPaste(from start: Int, into events: inout [TerminalEvent]) -> Int {
    var index = start
    while index < pending.count {
      if pasteEndMatched == 0 {
        // The bulk of a paste: copy up to the next Esc in one go.
        let escape = pending[index...].firstIndex(of: 0x1B) ?? pending.count
        appendPasted(pending[index..<escape])
        steps += escape - index
        index = escape
        guard index < pending.count else { break }
      }
      let byte = pending[index]
      index += 1
      steps += 1
      if byte == Self.pasteEnd[pasteEndMatched] {
        pasteEndMatched += 1
        guard pasteEndMatched == Self.pasteEnd.count else { continue }
        events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
        paste = nil
        pasteEndMatched = 0
        return index
      }
      // Not the end after all: the bytes that looked like it are text (Esc only begins it).
      appendPasted(Self.pasteEnd[0..<pasteEndMatched])
      pasteEndMatched = byte == 0x1B ? 1 : 0
      if byte != 0x1B { appendPasted(CollectionOfOne(byte)) }
    }
    return index
  }

  /// Adds bytes to the paste under way, up to ``maximumPaste``.
  private mutating func appendPasted(_ bytes: some Collection<UInt8>) {
    guard let count = paste?.count, count < Self.maximumPaste else { return }
    paste?.append(contentsOf: bytes.prefix(Self.maximumPaste - count))
  }

  private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
    bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
      field.reduce(0) { value, digit in
        (0x30...0x39).contains(digit) ? min(value * 10 + Int(digit - 0x30), 1_000_000) : value
      }
    }
  }

  private static func ss3Key(_ byte: UInt8) -> KeyPress? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(byte) - 0x4F, shift: false)
    default: return nil
    }
  }

  private static func csiEvent(final: UInt8, _ parameters: [Int]) -> TerminalEvent? {
    let shift = parameters.count > 1 && parameters[1] == 2
    switch final {
    case UInt8(ascii: "A"): return .key(.up)
    case UInt8(ascii: "B"): return .key(.down)
    case UInt8(ascii: "C"): return .key(.right)
    case UInt8(ascii: "D"): return .key(.left)
    case UInt8(ascii: "H"): return .key(.home)
    case UInt8(ascii: "F"): return .key(.end)
    case UInt8(ascii: "Z"): return .key(.backTab)
    case UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "S"):
      return .key(.function(Int(final) - 0x4F, shift: shift))
    case UInt8(ascii: "R"): return .key(.function(3, shift: false))
    case UInt8(ascii: "~"): return tildeKey(parameters.first ?? 0, shift: shift).map { .key($0) }
    default: return nil
    }
  }

  private static func tildeKey(_ code: Int, shift: Bool) -> KeyPress? {
    switch code {
    case 1, 7: return .home
    case 4, 8: return .end
    case 2: return .insert
    case 3: return .delete
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(code - 10, shift: shift)
    case 17...21: return .function(code - 11, shift: shift)
    case 23, 24: return .function(code - 12, shift: shift)
    case 25, 26: return .function(code - 12, shift: shift)
    case 28, 29: return .function(code - 13, shift: shift)
    case 31...34: return .function(code - 14, shift: shift)
    default: return nil
    }
  }

  private static func sgrMouse(_ bytes: ArraySlice<UInt8>, release: Bool) -> TerminalEvent? {
    let values = numbers(bytes)
    guard values.count == 3 else { return nil }
    return mouse(code: values[0], x: max(0, values[1] - 1), y: max(0, values[2] - 1), release: release)
  }

  /// A mouse event from its button code (SGR and X10 alike) and 0-based position.
  private static func mouse(code: Int, x: Int, y: Int, release: Bool) -> TerminalEvent? {
    guard code >= 0 else { return nil }
    let button = code & 3
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      switch button {
      case 0: kind = .scrollUp
      case 1: kind = .scrollDown
      default: return nil
      }
    } else if code & 32 != 0 {
      guard button != 3 else { return nil }
      kind = .drag(button: button)
    } else {
      // X10 reports a release as button 3, not saying which button it was.
      kind = release ? .release(button: button == 3 ? 0 : button) : .press(button: button)
    }
    return .mouse(MouseEvent(kind, x: x, y: y))
  }
}
