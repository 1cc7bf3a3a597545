import Testing
import WheelPickerCore

@Suite("PinyinReadings")
struct PinyinReadingsTests {
  @Test(
    "a character has every reading of the source, the most common first, without tones",
    arguments: [
      ("深", ["shen"]),
      ("重", ["zhong", "chong", "tong"]),
      ("长", ["zhang", "chang"]),
      ("行", ["xing", "hang", "heng"]),
      ("绿", ["lv", "lu"]),
      ("〇", ["ling", "yuan", "xing"]),
    ] as [(Unicode.Scalar, [String])])
  func readings(character: Unicode.Scalar, expected: [String]) {
    #expect(PinyinReadings.readings(of: character) == expected)
  }

  @Test("characters outside the main block are read too (extension A and B, compatibility)")
  func rareCharacters() {
    // 㐀 (U+3400, extension A) and 𠀀 (U+20000, extension B) both have readings in the source.
    #expect(PinyinReadings.readings(of: "\u{3400}") == ["qiu"])
    #expect(PinyinReadings.readings(of: "\u{20000}") == ["he"])
  }

  @Test(
    "letters, digits, kana and marks have no reading", arguments: ["a", "7", "あ", "·", " ", "\u{10FFFF}"])
  func noReading(character: Unicode.Scalar) {
    #expect(PinyinReadings.readings(of: character).isEmpty)
  }

  @Test("a text's readings go character by character")
  func text() {
    #expect(PinyinReadings.readings(ofCharactersIn: "余杭区").map(\.first) == ["yu", "hang", "qu"])
    #expect(PinyinReadings.readings(ofCharactersIn: "A座")[0].isEmpty)
  }

  @Test("every Chinese character of China's division names has a reading")
  func regionNames() throws {
    let tree = try RegionDataset.china.load().tree
    var missing: Set<Character> = []
    for node in 0..<tree.count {
      for scalar in tree.name(of: node).unicodeScalars where scalar.value >= 0x3400 {
        if PinyinReadings.readings(of: scalar).isEmpty { missing.insert(Character(scalar)) }
      }
    }
    #expect(missing.isEmpty, "no reading: \(missing.sorted())")
  }
}
