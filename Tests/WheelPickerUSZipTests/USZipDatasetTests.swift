import Testing
import WheelPickerCore
import WheelPickerUSZip

@Suite("RegionDataset.usZip")
struct USZipDatasetTests {
  let data: RegionData

  init() throws { data = try RegionDataset.usZip.load() }

  @Test("source and the MIT licence are in the API")
  func metadata() {
    let zip = RegionDataset.usZip
    #expect(zip.source.contains("zipcodes 3.0.0"))
    #expect(zip.licenses.map(\.name) == ["zipcodes-MIT.txt"])
    #expect(zip.licenses.first?.text.hasPrefix("The MIT License") == true)
    #expect(zip.defaultLevels == 2)
  }

  @Test(
    "every state has the standard ZIP codes of the source file",
    arguments: USZipExpectedCounts.zipCounts.keys.sorted())
  func zipCounts(state: String) throws {
    let tree = data.tree
    let node = try #require(tree.child(of: nil, matching: state))
    #expect(tree.children(of: node).count == USZipExpectedCounts.zipCounts[state])
  }

  @Test("codes with no standard ZIP are hidden", arguments: USZipExpectedCounts.hidden)
  func hidden(state: String) {
    #expect(data.tree.child(of: nil, matching: state) == nil)
  }

  @Test("state → ZIP code, by default and by code")
  func model() throws {
    let model = RegionModel(dataset: .usZip)
    #expect(model.wheelCount == 2)
    var engine = try SelectionEngine(model: model, value: model.path(forDefault: "90210"))
    #expect(engine.value.codes == ["CA", "90210"])
    #expect(engine.value.text == "California 90210")
    try engine.select(model.path(forDefault: "New York"))
    #expect(engine.value.codes.first == "NY")
    #expect(model.search("nc").first.map { model.tree.key(of: $0.node) } == "NC")
    let prefixed = model.search("9021", limit: nil).filter { $0.match != .substring }
    #expect(prefixed.map { model.tree.key(of: $0.node) } == ["90210", "90211", "90212"])
    try engine.select(model.path(forDefault: "ny"))
    #expect(engine.value.codes.first == "NY")
    try engine.select(model.path(forDefault: "ny 10001"))
    #expect(engine.value.codes == ["NY", "10001"])
  }
}
