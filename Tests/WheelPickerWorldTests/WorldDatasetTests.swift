import Testing
import WheelPickerCore
import WheelPickerWorld

@Suite("RegionDataset.world")
struct WorldDatasetTests {
  let data: RegionData

  init() throws { data = try RegionDataset.world.load() }

  @Test("source, version and the LGPL texts are in the API")
  func metadata() {
    let world = RegionDataset.world
    #expect(world.source.contains("pycountry 26.2.16"))
    #expect(world.licenses.map(\.name) == ["pycountry-LGPL-2.1.txt", "pycountry-COPYRIGHT.txt"])
    #expect(world.licenses.first?.text.contains("GNU LESSER GENERAL PUBLIC LICENSE") == true)
    #expect(world.defaultLevels == nil)
  }

  @Test("node counts by depth match the source file")
  func counts() {
    let tree = data.tree
    #expect(tree.count == WorldExpectedCounts.nodeCount)
    #expect(tree.rootCount == WorldExpectedCounts.countryCount)
    let byDepth = (0..<tree.levelCount).map { depth in
      (0..<tree.count).filter { tree.depth(of: $0) == depth }.count
    }
    #expect(byDepth == WorldExpectedCounts.nodesByDepth)
  }

  @Test(
    "every country has the subdivisions of the source file",
    arguments: WorldExpectedCounts.subdivisionCounts.keys.sorted())
  func subdivisions(code: String) throws {
    let tree = data.tree
    let node = try #require(tree.child(of: nil, matching: code))
    #expect(tree.descendantCount(of: node) == WorldExpectedCounts.subdivisionCounts[code])
  }

  @Test("all levels by default: country, subdivision and the deeper ones where they exist")
  func model() throws {
    let model = RegionModel(dataset: .world)
    #expect(model.wheelCount == 4)
    var engine = try SelectionEngine(model: model, value: model.path(forDefault: "FR-67"))
    #expect(engine.value.codes == ["FR", "FR-GES", "FR-6AE", "FR-67"])
    #expect(engine.value.text == "France Grand-Est Alsace Bas-Rhin")
    try engine.select(model.path(forDefault: "United Kingdom England"))
    #expect(engine.value.codes.prefix(2) == ["GB", "GB-ENG"])
    try engine.select(model.path(forDefault: "AQ"))
    #expect(engine.value.codes == ["AQ"])
    #expect(engine.rowCount(ofWheel: 1) == 0)
  }

  @Test("names match without accents and by the initials of their words")
  func search() throws {
    let model = RegionModel(dataset: .world)
    func first(_ query: String) -> String? { model.search(query).first.map { model.tree.key(of: $0.node) } }
    #expect(first("ile-de-france") == "FR-IDF")
    #expect(first("Île-de-France") == "FR-IDF")
    #expect(first("ile de") == "FR-IDF", "spaces typed for hyphens")
    #expect(first("guinea bissau") == "GW")
    #expect(first("new south wales") == "AU-NSW")
    #expect(model.search("nsw").contains { model.tree.key(of: $0.node) == "AU-NSW" })
    #expect(first("germany") == "DE")
  }

  @Test("the text binding reads back names holding the separator, commas and codes")
  func textBinding() throws {
    let model = RegionModel(dataset: .world)
    var binding = PickerTextBinding(engine: SelectionEngine(model: model), separator: "-")
    try binding.setText("Guinea-Bissau")
    #expect(binding.value.codes.first == "GW")
    try binding.setText("Germany-Baden-Württemberg")
    #expect(binding.value.codes == ["DE", "DE-BW"])
    try binding.setText("GB-ENG")
    #expect(binding.value.codes.prefix(2) == ["GB", "GB-ENG"])
    try binding.setText("gb eng")
    #expect(binding.value.codes.prefix(2) == ["GB", "GB-ENG"])
  }

  @Test("every node whose display text no sibling shares reads back from it", arguments: [" ", "-", ", "])
  func textRoundTrip(separator: String) throws {
    let model = RegionModel(dataset: .world)
    let tree = model.tree
    var paths: [RegionPath] = []
    var uses: [String: Int] = [:]
    for node in 0..<tree.count {
      let path = try model.path(toNode: node)
      paths.append(path)
      uses[path.text(separator: separator), default: 0] += 1
    }
    var binding = PickerTextBinding(engine: SelectionEngine(model: model), separator: separator)
    for path in paths where uses[path.text(separator: separator)] == 1 {
      try binding.setText(path.text(separator: separator))
      #expect(binding.value == path, "\(path.codes)")
    }
  }
}
