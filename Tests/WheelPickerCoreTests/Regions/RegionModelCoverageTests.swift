import Foundation
import Testing
import WheelPickerCore

/// Region models compared and described, a search in an empty wheel, and the texts of values.
@Suite("RegionModel: equality, key words, empty wheels, value texts")
struct RegionModelCoverageTests {
  @Test("models of the same data are equal; of other data or depth, not")
  func equality() throws {
    let china = try RegionModel(dataset: .china)
    #expect(try RegionModel(dataset: .china) == china)
    #expect(try RegionModel(dataset: .china, levels: 2) != china)
  }

  @Test("a key is described by the node's official name, as the cascade describes it")
  func describedKey() throws {
    let model = try RegionModel(dataset: .china)
    let node = try #require(model.tree.child(of: nil, matching: "44"))
    #expect(model.describe(RowKey(node), inWheel: 0) == "广东省")
    #expect(model.describe(RowKey(node), inWheel: 0) == model.cascade.describe(RowKey(node), inWheel: 0))
  }

  @Test("a search in a wheel without rows (under 台湾) finds nothing")
  func emptyWheelSearch() throws {
    let model = try RegionModel(dataset: .china)
    var engine = SelectionEngine(model: model)
    try engine.select(try model.path(forDefault: "台湾"))
    #expect(engine.rowCount(ofWheel: 1) == 0)
    #expect(model.search("台", inWheel: 1, given: engine.selection).isEmpty)
    #expect(!model.search("台", inWheel: 0, given: engine.selection).isEmpty)
  }

  @Test("a region path and a list of choices print as their texts")
  func descriptions() throws {
    let model = try RegionModel(dataset: .china)
    let path = try model.path(forDefault: "广东 深圳 南山")
    #expect("\(path)" == "广东省 深圳市 南山区")
    let choices = ListChoices(indices: [1, 0], values: ["turkey", "wheat"])
    #expect("\(choices)" == "turkey wheat")
    #expect(choices.text(separator: "/") == "turkey/wheat")
  }
}
