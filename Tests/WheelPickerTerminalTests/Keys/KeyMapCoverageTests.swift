import Testing

@testable import WheelPickerTerminal

/// Key maps and bindings hash what they compare, so that they can key a set or a dictionary.
@Suite("KeyMap: hashing agrees with equality")
struct KeyMapCoverageTests {
  @Test("equal bindings hash alike and collapse in a set; a different summary or short help does not")
  func bindings() {
    let confirm = KeyMap.Binding(
      [.enter], .confirm, summary: "confirm", shortHelp: KeyHelp(keys: "⏎", summary: "ok"))
    let same = KeyMap.Binding(
      [.enter], .confirm, keyLabel: "enter", summary: "confirm", shortHelp: KeyHelp(keys: "⏎", summary: "ok"))
    // The label defaults to the keys' names.
    #expect(confirm.keyLabel == "enter")
    #expect(confirm == same && confirm.hashValue == same.hashValue)
    let otherSummary = KeyMap.Binding(
      [.enter], .confirm, summary: "done", shortHelp: KeyHelp(keys: "⏎", summary: "ok"))
    let otherHint = KeyMap.Binding(
      [.enter], .confirm, summary: "confirm", shortHelp: KeyHelp(keys: "⏎", summary: "done"))
    let noHint = KeyMap.Binding([.enter], .confirm, summary: "confirm")
    #expect(Set([confirm, same, otherSummary, otherHint, noHint]).count == 4)
  }

  @Test("equal key maps hash alike; a localized map is another key")
  func keyMaps() {
    let standard = KeyMap(summaries: [:])
    #expect(standard == KeyMap.standard && standard.hashValue == KeyMap.standard.hashValue)
    let chinese = KeyMap(summaries: [.confirm: "确定"])
    #expect(chinese != standard)
    let retyped = KeyMap(KeyMap.standard.bindings, typingHelp: KeyHelp(keys: "abc…", summary: "查找"))
    #expect(retyped != standard)
    var seen: [KeyMap: String] = [:]
    seen[standard] = "en"
    seen[KeyMap.standard] = "standard"
    seen[chinese] = "zh"
    seen[retyped] = "typing"
    #expect(seen.count == 3 && seen[standard] == "standard")
  }
}
