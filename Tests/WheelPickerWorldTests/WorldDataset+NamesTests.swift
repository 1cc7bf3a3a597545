import Foundation
import Testing
import WheelPickerCore
import WheelPickerWorld

@Suite("RegionDataset.world in Chinese and Japanese")
struct WorldDatasetNamesTests {
  static func name(_ code: String, in locale: String) throws -> String {
    let data = try RegionDataset.world.load(for: Locale(identifier: locale))
    var node: Int?
    for length in [2, code.count] where length <= code.count {
      let child = try #require(data.tree.child(of: node, matching: String(code.prefix(length))))
      node = child
      if length == code.count { break }
    }
    return data.tree.name(of: try #require(node))
  }

  @Test("the dataset names the languages it has names in")
  func languages() {
    #expect(RegionDataset.world.nameLanguages == [.simplifiedChinese, .traditionalChinese, .japanese])
    #expect(RegionDataset.china.nameLanguages.isEmpty)
  }

  @Test(
    "countries and subdivisions are named in the reader's language, the source's name where it has none",
    arguments: [
      (code: "US", locale: "en", name: "United States"),
      (code: "US", locale: "zh-Hans", name: "美国"),
      (code: "US", locale: "zh-CN", name: "美国"),
      (code: "US", locale: "zh-Hant", name: "美國"),
      (code: "US", locale: "zh-TW", name: "美國"),
      (code: "US", locale: "ja", name: "米国"),
      (code: "US", locale: "fr", name: "United States"),
      (code: "JP-13", locale: "zh-Hans", name: "东京都"),
      (code: "JP-13", locale: "ja", name: "東京"),
      (code: "JP-13", locale: "en", name: "Tokyo"),
      (code: "DE-BY", locale: "zh-Hans", name: "巴伐利亚"),
      (code: "DE-BY", locale: "ja", name: "バイエルン"),
      (code: "DE-BY", locale: "zh-Hant", name: "Bayern"),
      (code: "CZ-42", locale: "zh-Hans", name: "乌斯季"),
    ])
  func names(code: String, locale: String, name: String) throws {
    #expect(try Self.name(code, in: locale) == name)
  }

  @Test("as many names are translated as the catalogues translate", arguments: ["zh-Hans", "zh-Hant", "ja"])
  func counts(language: String) throws {
    let english = try RegionDataset.world.load(for: Locale(identifier: "en"))
    let translated = try RegionDataset.world.load(for: Locale(identifier: language))
    #expect(translated.tree.count == english.tree.count)
    let englishNames = Dictionary(
      uniqueKeysWithValues: (0..<english.tree.count).map {
        (english.tree.key(of: $0), english.tree.name(of: $0))
      })
    let changed = (0..<translated.tree.count).filter {
      translated.tree.name(of: $0) != englishNames[translated.tree.key(of: $0)]
    }
    #expect(changed.count == WorldExpectedCounts.translatedNames[language])
  }

  @Test(
    "ISO codes, English exonyms and the names of every language find the place first, whatever the reader's language",
    arguments: [
      (query: "us", code: "US"), (query: "usa", code: "US"), (query: "USA", code: "US"),
      (query: "jp", code: "JP"), (query: "jpn", code: "JP"), (query: "DE-BY", code: "DE-BY"),
      (query: "de-by", code: "DE-BY"), (query: "bavaria", code: "DE-BY"), (query: "Bayern", code: "DE-BY"),
      (query: "东京", code: "JP-13"), (query: "東京", code: "JP-13"), (query: "美国", code: "US"),
      (query: "美國", code: "US"), (query: "米国", code: "US"), (query: "アメリカ合衆国", code: "US"),
      (query: "ドイツ", code: "DE"), (query: "united states of america", code: "US"),
      (query: "south korea", code: "KR"), (query: "rome", code: "IT-RM"), (query: "乌斯季", code: "CZ-42"),
    ])
  func search(query: String, code: String) throws {
    for locale in ["en", "zh-Hans", "ja"] {
      let data = try RegionDataset.world.load(for: Locale(identifier: locale))
      let hit = try #require(data.searchIndex.search(query).first, "\(query) in \(locale)")
      #expect(data.tree.key(of: hit.node) == code, "\(query) in \(locale)")
      #expect(hit.match == .exact || hit.match == .prefix, "\(query) in \(locale)")
    }
  }

  @Test("an exact code or name outranks incidental matches: usa is not Uşak, us not Ústecký kraj")
  func ranking() throws {
    let data = try RegionDataset.world.load()
    let usa = data.searchIndex.search("usa")
    #expect(usa.first.map { data.tree.key(of: $0.node) } == "US")
    #expect(usa.first?.match == .exact)
    #expect(usa.contains { data.tree.key(of: $0.node) == "TR-64" }, "Uşak is still found, after")
    let us = data.searchIndex.search("us")
    #expect(us.first.map { data.tree.key(of: $0.node) } == "US")
  }

  @Test("a hit found by an alias says which one; one found by its own name says none")
  func aliasMark() throws {
    let data = try RegionDataset.world.load()
    let bayern = try #require(
      data.tree.child(of: data.tree.child(of: nil, matching: "DE"), matching: "DE-BY"))
    #expect(data.searchIndex.alias(matching: "bavaria", of: bayern) == "bavaria")
    #expect(data.searchIndex.alias(matching: "Bavar", of: bayern) == "bavaria")
    #expect(data.searchIndex.alias(matching: "巴伐利亚", of: bayern) == "巴伐利亚")
    #expect(data.searchIndex.alias(matching: "bayern", of: bayern) == nil)
    #expect(data.searchIndex.alias(matching: "", of: bayern) == nil)
    #expect(data.searchIndex.alias(matching: "bavaria", of: -1) == nil)
  }
}
