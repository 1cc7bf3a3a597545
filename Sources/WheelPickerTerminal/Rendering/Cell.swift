#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One cell of a ``Frame``: a grapheme, its display width and its style.
///
/// A wide grapheme occupies its own cell (width 2) and the cell to its right,
/// which holds a *continuation* (width 0) that is never drawn by itself.
///
/// A cell is a plain value of 16 bytes with no references: the grapheme's UTF-8 bytes are
/// kept inline (up to 10 of them, which holds every letter, ideograph, flag and single emoji
/// with its skin tone), and a longer grapheme (an emoji ZWJ sequence) is interned once and
/// kept by number. So frames are made, copied and compared without reference counting, a
/// line of 80 cells takes 1,280 bytes, and two cells are equal when their bytes are
/// (canonically equivalent spellings of one grapheme differ).
public struct Cell: Hashable, Sendable {
  /// Bytes 0–7 of the grapheme's UTF-8, little-endian; for an interned one, its number.
  private var low: UInt64
  /// How it is drawn.
  public var style: Style
  /// Bytes 8–9 of the grapheme's UTF-8, little-endian.
  private var high: UInt16
  /// The number of UTF-8 bytes kept inline (0–10), or ``internedMark`` for an interned grapheme.
  private var count: UInt8
  /// The number of columns the grapheme takes: 1, 2, or 0 for a continuation.
  public var width: UInt8

  /// The most UTF-8 bytes a cell keeps inline.
  static let inlineCapacity = 10
  private static let internedMark: UInt8 = 0xFF

  /// Creates a cell.
  public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
    (low, high, count) = Self.pack(character)
    self.width = width
    self.style = style
  }

  /// A cell of one printable ASCII byte (0x20–0x7E), without building a `Character`.
  init(ascii byte: UInt8, style: Style) {
    low = UInt64(byte)
    high = 0
    count = 1
    width = 1
    self.style = style
  }

  /// A cell of one code point that is a grapheme by itself (``DisplayWidth/simpleWidth(_:)``).
  init(scalar: Unicode.Scalar, width: UInt8, style: Style) {
    var low: UInt64 = 0
    var count: UInt8 = 0
    for unit in UTF8.encode(scalar).unsafelyUnwrapped {
      low |= UInt64(unit) << (8 * UInt64(count))
      count += 1
    }
    self.low = low
    high = 0
    self.count = count
    self.width = width
    self.style = style
  }

  /// The grapheme shown.
  public var character: Character {
    get {
      guard !isInterned else { return GraphemeTable.shared.grapheme(Int(low)) }
      var bytes: [UInt8] = []
      appendUTF8(to: &bytes)
      return Character(String(decoding: bytes, as: UTF8.self))
    }
    set { (low, high, count) = Self.pack(newValue) }
  }

  /// Whether the grapheme is interned rather than kept inline.
  var isInterned: Bool { count == Self.internedMark }

  /// Appends the grapheme's UTF-8 bytes.
  func appendUTF8(to bytes: inout [UInt8]) {
    guard !isInterned else {
      bytes.append(contentsOf: GraphemeTable.shared.grapheme(Int(low)).utf8)
      return
    }
    let count = Int(count)
    for index in 0..<min(count, 8) { bytes.append(UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))) }
    if count > 8 {
      for index in 0..<(count - 8) { bytes.append(UInt8(truncatingIfNeeded: high >> (8 * UInt16(index)))) }
    }
  }

  private static func pack(_ character: Character) -> (UInt64, UInt16, UInt8) {
    let utf8 = character.utf8
    guard utf8.count <= inlineCapacity else {
      return (UInt64(GraphemeTable.shared.number(of: character)), 0, internedMark)
    }
    var low: UInt64 = 0
    var high: UInt16 = 0
    var index: UInt64 = 0
    for byte in utf8 {
      if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt16(byte) << (8 * (index - 8)) }
      index += 1
    }
    return (low, high, UInt8(utf8.count))
  }

  /// An unstyled space.
  public static let blank = Cell(ascii: 0x20, style: .plain)

  /// A blank cell with a style (a background colour, say).
  public static func blank(_ style: Style) -> Cell { Cell(ascii: 0x20, style: style) }

  /// The right half of a wide grapheme.
  public static func continuation(_ style: Style) -> Cell {
    var cell = Cell(ascii: 0x20, style: style)
    cell.width = 0
    return cell
  }

  /// Whether this is the right half of a wide grapheme.
  public var isContinuation: Bool { width == 0 }
}

/// Graphemes longer than a cell holds inline, each stored once and known by its number:
/// the same grapheme always gets the same number, so cells compare by value. Shared by
/// every frame of the process, behind a lock; it only grows, by the distinct long
/// graphemes drawn (a few emoji sequences in practice).
final class GraphemeTable: @unchecked Sendable {
  static let shared = GraphemeTable()

  private var numbers: [Character: Int] = [:]
  private var graphemes: [Character] = []
  private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    return mutex
  }()

  private init() {}

  /// The number of `character`, interning it when it is new.
  func number(of character: Character) -> Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let number = numbers[character] { return number }
    graphemes.append(character)
    numbers[character] = graphemes.count - 1
    return graphemes.count - 1
  }

  /// The grapheme with a number ``number(of:)`` gave.
  func grapheme(_ number: Int) -> Character {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return graphemes.indices.contains(number) ? graphemes[number] : "\u{FFFD}"
  }
}
