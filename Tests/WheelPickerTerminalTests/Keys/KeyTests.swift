import Testing

@testable import WheelPickerTerminal

@Suite("Key")
struct KeyTests {
  @Test(
    "every key has a short name for help lines",
    arguments: [
      (Key.alt("x"), "alt-x"), (.delete, "delete"), (.insert, "insert"),
      (.function(7, shift: true), "shift-f7"),
      (.character(" "), "space"), (.pageDown, "pgdn"), (.backTab, "shift-tab"),
    ] as [(Key, String)])
  func names(_ key: Key, _ name: String) {
    #expect(key.description == name)
  }
}
