import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import WheelPickerTerminal

@Suite("KeyMap")
struct KeyMapTests {
  @Test("every command has a key and a summary")
  func complete() {
    let map = KeyMap.standard
    for command in SheetIntent.allCases {
      let binding = map.bindings.first { $0.intent == command }
      #expect(binding != nil, Comment(rawValue: command.rawValue))
      #expect(binding?.summary.isEmpty == false)
    }
  }

  @Test(
    "the brief's keys",
    arguments: [
      (KeyPress.up, SheetIntent.previousRow), (.control("p"), .previousRow), (.down, .nextRow),
      (.control("n"), .nextRow),
      (.pageUp, .previousPage), (.pageDown, .nextPage), (.home, .firstRow), (.end, .lastRow),
      (.left, .previousWheel), (.right, .nextWheel), (.tab, .nextWheelWrapping),
      (.backTab, .previousWheelWrapping),
      (.control("j"), .nextMatch), (.function(3, shift: false), .nextMatch), (.control("k"), .previousMatch),
      (.function(3, shift: true), .previousMatch), (.enter, .confirm), (.escape, .cancel),
      (.control("c"), .interrupt),
      (.character("?"), .toggleHelp), (.character(" "), .spin), (.control("z"), .suspend),
      (.backspace, .deleteBackward),
    ])
  func bound(_ key: KeyPress, _ command: SheetIntent) {
    #expect(KeyMap.standard.intent(for: key) == command)
  }

  @Test("help is written from the bindings, so it follows a rebinding")
  func helpFollowsBindings() {
    let map = KeyMap([.init([.character("q")], .cancel, summary: "quit", isInShortHelp: true)])
    #expect(map.intent(for: .character("q")) == .cancel)
    #expect(map.intent(for: .escape) == nil)
    #expect(map.helpEntries(shortOnly: true).map(\.keys) == ["q"])
    #expect(map.helpEntries(shortOnly: true).map(\.summary) == ["quit"])
  }

  @Test("the first binding of a key wins")
  func firstWins() {
    let map = KeyMap([.init([.enter], .confirm, summary: "a"), .init([.enter], .cancel, summary: "b")])
    #expect(map.intent(for: .enter) == .confirm)
  }

  @Test("summaries can be localized")
  func localized() {
    let map = KeyMap(summaries: [.confirm: "确定"])
    #expect(map.bindings.first { $0.intent == .confirm }?.summary == "确定")
    #expect(map.intent(for: .enter) == .confirm)
  }

  @Test(
    "the hint is localized by the same bindings",
    arguments: [
      ("English", KeyMap.standard, "↑↓ row  ←→ wheel  enter confirm  esc cancel  ? help"),
      ("Simplified Chinese", .simplifiedChinese, "↑↓ 选行  ←→ 换轮  enter 确定  esc 取消  ? 帮助"),
      ("Traditional Chinese", .traditionalChinese, "↑↓ 選列  ←→ 換輪  enter 確定  esc 取消  ? 說明"),
      ("Japanese", .japanese, "↑↓ 行  ←→ ホイール  enter 決定  esc キャンセル  ? ヘルプ"),
    ])
  func localizedHint(_ name: String, _ map: KeyMap, _ hint: String) {
    // The hint of a sheet that answers one row (Space marks only in one that answers several).
    let shown = map.helpEntries(shortOnly: true, listsTyping: true) { $0 != .toggleMark }
      .map { "\($0.keys) \($0.summary)" }.joined(separator: "  ")
    #expect(shown == hint, Comment(rawValue: name))
    #expect(map.bindings.map(\.keys) == KeyMap.standard.bindings.map(\.keys), "the same keys")
    #expect(map.bindings.map(\.intent) == KeyMap.standard.bindings.map(\.intent), "the same commands")
  }

  @Test("every command has a translated summary in the full help")
  func translatedFullHelp() {
    for map in [KeyMap.simplifiedChinese, .traditionalChinese, .japanese] {
      for (entry, english) in zip(
        map.helpEntries(shortOnly: false), KeyMap.standard.helpEntries(shortOnly: false))
      {
        #expect(entry.summary != english.summary, Comment(rawValue: english.summary))
      }
    }
  }

  @Test("the buttons' words in the help are the core's", arguments: PickerWords.Language.allCases)
  func buttonWords(_ language: PickerWords.Language) {
    let words = PickerWords(language: language)
    let map = KeyMap(words: words)
    let confirm = map.bindings.first { $0.intent == .confirm }?.summary
    let cancel = map.helpEntries(shortOnly: true).first { $0.keys == "esc" }?.summary
    if language == .english {
      #expect(map == .standard)
    } else {
      #expect(confirm == words.confirm)
      #expect(cancel == words.cancel)
    }
  }
}

/// Key maps and bindings hash what they compare, so that they can key a set or a dictionary.
extension KeyMapTests {
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
