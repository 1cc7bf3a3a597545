import Foundation
import Testing
import WheelPickerCore
import WheelPickerUSZip

@Suite("RegionDataset.usZip ordered by name")
struct USZipDatasetOrderingTests {
  static let english = Locale(identifier: "en")

  @Test("states by name in English: Alabama, Alaska, Arizona…, not Alaska (AK) first")
  func states() throws {
    #expect(RegionDataset.usZip.siblingOrder == .name)
    let shipped = try RegionDataset.usZip.load().tree
    #expect(shipped.title(of: 0) == "Alaska", "the shipped data is in code order")
    let tree = try RegionDataset.usZip.load(for: Self.english).tree
    let states = tree.children(of: nil).map { tree.title(of: $0) }
    #expect(states.prefix(5) == ["Alabama", "Alaska", "Arizona", "Arkansas", "California"])
    #expect(states.contains("District of Columbia"))
    #expect(states.firstIndex(of: "New Hampshire") == states.firstIndex(of: "Nevada").map { $0 + 1 })
    #expect(states.last == "Wyoming")
  }

  @Test("ZIP codes stay ascending under every state", arguments: ["en", "zh-Hans"])
  func zipsAscending(locale: String) throws {
    let tree = try RegionDataset.usZip.load(for: Locale(identifier: locale)).tree
    for state in tree.children(of: nil) {
      let zips = tree.children(of: state).map { tree.key(of: $0) }
      #expect(zips == zips.sorted(), "\(tree.key(of: state))")
      #expect(zips.count == USZipExpectedCounts.zipCounts[tree.key(of: state)])
    }
  }

  @Test("a ZIP code found by search or by default selects its row once sorted")
  func select() throws {
    let model = try RegionModel(data: RegionDataset.usZip.load(for: Self.english))
    var engine = try SelectionEngine(model: model, value: model.path(forDefault: "90210"))
    #expect(engine.value.text == "California 90210")
    let hit = try #require(model.search("99501").first)
    try engine.select(model.path(toNode: hit.node))
    #expect(engine.value.codes == ["AK", "99501"])
    #expect(engine.selectedRow(inWheel: 0) == 1, "Alaska is the second state")
    #expect(engine.selectedRow(inWheel: 1) == 0, "99501 is Alaska's first ZIP code")
    try engine.select(model.path(forDefault: "Alabama"))
    #expect(engine.selectedRow(inWheel: 0) == 0)
  }
}
