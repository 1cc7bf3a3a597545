import Testing

@testable import WheelPickerTerminal

@Suite("KeyPress")
struct KeyTests {
  @Test(
    "every key has a short name for help lines",
    arguments: [
      (KeyPress.alt("x"), "alt-x"), (.delete, "delete"), (.insert, "insert"),
      (.function(7, shift: true), "shift-f7"),
      (.character(" "), "space"), (.pageDown, "pgdn"), (.backTab, "shift-tab"),
    ] as [(KeyPress, String)])
  func names(_ key: KeyPress, _ name: String) {
    #expect(key.description == name)
  }
}
