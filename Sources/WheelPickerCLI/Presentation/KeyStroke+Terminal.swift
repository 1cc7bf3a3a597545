import WheelPickerTerminal

extension KeyStroke {
  /// The terminal keys this stroke stands for (typed text is one key per character).
  var terminalKeys: [Key] {
    switch self {
    case .up: [.up]
    case .down: [.down]
    case .left: [.left]
    case .right: [.right]
    case .tab: [.tab]
    case .backtab: [.backTab]
    case .pageUp: [.pageUp]
    case .pageDown: [.pageDown]
    case .home: [.home]
    case .end: [.end]
    case .enter: [.enter]
    case .escape: [.escape]
    case .space: [.character(" ")]
    case .backspace: [.backspace]
    case .ctrlC: [.control("c")]
    case .ctrlN: [.control("n")]
    case .ctrlP: [.control("p")]
    case .ctrlJ: [.control("j")]
    case .ctrlK: [.control("k")]
    case .text(let text): text.map(Key.character)
    }
  }
}

extension KeyScript {
  /// Every key press of the script as terminal keys, counts expanded.
  var terminalKeys: [Key] { presses.flatMap(\.terminalKeys) }
}
