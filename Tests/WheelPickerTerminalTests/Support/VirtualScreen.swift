import WheelPickerTerminal

/// A tiny terminal emulator for the sequences the front-end writes (cursor
/// moves, CR, LF, erase below, SGR and modes ignored), so tests can check
/// what a diffed redraw leaves on screen. Wide graphemes take two cells.
struct VirtualScreen {
  private(set) var cells: [[Character]]
  private(set) var line = 0
  private(set) var column = 0
  let width: Int

  init(width: Int, height: Int) {
    self.width = width
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  mutating func apply(_ output: String) {
    var characters = Array(output)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "\r": column = 0
      case "\n": line = min(line + 1, cells.count - 1)
      case "\r\n":
        column = 0
        line = min(line + 1, cells.count - 1)
      case "\u{1B}":
        guard index < characters.count, characters[index] == "[" else { continue }
        index += 1
        var parameters = ""
        while index < characters.count, let ascii = characters[index].asciiValue,
          (0x20...0x3F).contains(ascii)
        {
          parameters.append(characters[index])
          index += 1
        }
        guard index < characters.count else { return }
        let final = characters[index]
        index += 1
        let n = Int(parameters) ?? 1
        switch final {
        case "A": line = max(0, line - n)
        case "B": line = min(cells.count - 1, line + n)
        case "C": column = min(width - 1, column + n)
        case "J":
          for x in column..<width { cells[line][x] = " " }
          for y in (line + 1)..<max(line + 1, cells.count) { cells[y] = Array(repeating: " ", count: width) }
        default: break
        }
      default:
        let cellWidth = DisplayWidth.of(character)
        guard cellWidth > 0, column < width else { continue }
        cells[line][column] = character
        if cellWidth == 2, column + 1 < width { cells[line][column + 1] = "\u{0}" }
        column = min(width - 1, column + cellWidth)
      }
    }
    characters.removeAll()
  }

  /// The screen as plain text, like ``Frame/plainText``.
  var plainText: String {
    cells.map { row in
      var text = String(row.filter { $0 != "\u{0}" })
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }
}
