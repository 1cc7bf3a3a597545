import Foundation
import Testing
import WheelPickerCore
import WheelPickerWorld

@Suite("RegionDataset.world ordered by name")
struct WorldDatasetOrderingTests {
  static let english = Locale(identifier: "en")

  static func names(under parent: Int?, of tree: CascadeTree) -> [String] {
    tree.children(of: parent).map { tree.title(of: $0) }
  }

  @Test(
    "countries by name in English (Åland among the A's, not after Z) and by pinyin in Chinese",
    arguments: [
      (
        locale: "en",
        first: ["Afghanistan", "Åland Islands", "Albania", "Algeria", "American Samoa", "Andorra"],
        last: "Zimbabwe"
      ),
      (
        locale: "zh-Hans", first: ["阿尔巴尼亚", "阿尔及利亚", "阿富汗", "阿根廷", "阿拉伯叙利亚共和国", "阿联酋"],
        last: "中国台湾省"
      ),
    ])
  func countries(locale: String, first: [String], last: String) throws {
    #expect(RegionDataset.world.siblingOrder == .name)
    let tree = try RegionDataset.world.load(for: Locale(identifier: locale)).tree
    #expect(Array(Self.names(under: nil, of: tree).prefix(6)) == first)
    #expect(Self.names(under: nil, of: tree).last == last)
  }

  @Test(
    "every group of siblings is in the locale's collation order, in languages sorted by letters and not",
    arguments: [
      "en", "zh-Hans", "ja", "fr-CA", "de", "es", "ru", "pl", "ar", "cs", "da", "tr",
      "de@collation=phonebook",
    ])
  func everyLevel(locale: String) throws {
    let locale = Locale(identifier: locale)
    let tree = try RegionDataset.world.load(for: locale).tree
    var misplaced: [String] = []
    for parent in [nil] + Array(0..<tree.count) {
      let names = Self.names(under: parent, of: tree)
      for (a, b) in zip(names, names.dropFirst())
      where a.compare(b, options: .numeric, range: nil, locale: locale) == .orderedDescending {
        misplaced.append("\(a) before \(b)")
      }
    }
    #expect(misplaced.isEmpty)
  }

  @Test("France's regions start with Auvergne-Rhône-Alpes, not Corse (FR-20R)")
  func france() throws {
    let tree = try RegionDataset.world.load(for: Self.english).tree
    let france = try #require(tree.child(of: nil, matching: "FR"))
    #expect(
      Self.names(under: france, of: tree) == [
        "Auvergne-Rhône-Alpes", "Bourgogne-Franche-Comté", "Bretagne", "Centre-Val de Loire", "Clipperton",
        "Corse", "Grand-Est", "Guadeloupe", "Guyane (française)", "Hauts-de-France", "Île-de-France",
        "La Réunion", "Martinique", "Mayotte", "Normandie", "Nouvelle-Aquitaine", "Nouvelle-Calédonie",
        "Occitanie", "Pays-de-la-Loire", "Polynésie française", "Provence-Alpes-Côte-d’Azur",
        "Saint-Barthélemy",
        "Saint-Martin", "Saint-Pierre-et-Miquelon", "Terres australes françaises", "Wallis-et-Futuna",
      ])
  }

  @Test(
    "every country keeps its subdivisions once sorted",
    arguments: WorldExpectedCounts.subdivisionCounts.keys.sorted())
  func counts(country: String) throws {
    let tree = try RegionDataset.world.load(for: Self.english).tree
    let node = try #require(tree.child(of: nil, matching: country))
    #expect(tree.descendantCount(of: node) == WorldExpectedCounts.subdivisionCounts[country])
    #expect(tree.count == WorldExpectedCounts.nodeCount)
  }

  @Test(
    "search hits select the rows they name once sorted, the first rows by name below them",
    arguments: [
      (query: "france", codes: ["FR", "FR-ARA", "FR-01"]),
      (query: "corse", codes: ["FR", "FR-20R", "FR-2A"]),
      (query: "ile de", codes: ["FR", "FR-IDF", "FR-91"]),
      (query: "Essonne", codes: ["FR", "FR-IDF", "FR-91"]),
      (query: "aland islands", codes: ["AX"]),
      (query: "bavaria", codes: ["DE", "DE-BY"]),
    ])
  func search(query: String, codes: [String]) throws {
    let model = try RegionModel(data: RegionDataset.world.load(for: Self.english))
    let hit = try #require(model.search(query).first)
    let engine = try SelectionEngine(model: model, value: model.path(toNode: hit.node))
    #expect(engine.value.codes == codes)
    // The selected row shows the node that was found, at every level.
    for (wheel, code) in codes.enumerated() {
      let row = try #require(engine.selectedRow(inWheel: wheel))
      let key = model.key(ofRow: row, inWheel: wheel, given: engine.selection)
      #expect(model.tree.key(of: key.ordinal) == code)
    }
  }

  @Test("Corse is the sixth row under France once sorted")
  func corseRow() throws {
    let model = try RegionModel(data: RegionDataset.world.load(for: Self.english))
    let engine = try SelectionEngine(model: model, value: model.path(forDefault: "FR-20R"))
    #expect(engine.selectedRow(inWheel: 1) == 5)
    #expect(engine.value.text == "France Corse Corse-du-Sud")
  }
}
