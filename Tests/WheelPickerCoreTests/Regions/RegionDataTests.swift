import Foundation
import Testing

@testable import WheelPickerCore

@Suite("RegionData (a user's region file)")
struct RegionDataTests {
  static let sample = """
    [{"code":"11","name":"北京市","children":[{"code":"1101","name":"市辖区","children":[
        {"code":"110101","name":"东城区"},{"code":"110102","name":"西城区"}]}]},
     {"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市","children":[
        {"code":"440305","name":"南山区"}]},{"code":"4419","name":"东莞市"}]},
     {"code":71,"name":"台湾省"}]
    """

  @Test("a code/name/children file works like the bundled data")
  func userFile() throws {
    let data = try RegionData(json: Data(Self.sample.utf8), source: "regions.json")
    #expect(data.source == "regions.json")
    let model = RegionModel(data: data)
    #expect(model.wheelCount == 3)
    var engine = SelectionEngine(model: model)
    #expect(engine.value.text == "北京市 东城区")
    #expect(engine.value.codes == ["11", "1101", "110101"])
    #expect(engine.title(ofRow: 0, inWheel: 1) == "北京市")
    try engine.select(model.path(forDefault: "广东 东莞"))
    #expect(engine.value.text == "广东省 东莞市")
    #expect(engine.rowCount(ofWheel: 2) == 0)
    #expect(try model.path(forDefault: "71").text == "台湾省")
    #expect(try model.path(forDefault: "440300").text == "广东省 深圳市 南山区")
    let hits = model.search("南山")
    #expect(hits.map { data.tree.name(of: $0.node) } == ["南山区"])
    #expect(hits.map(\.match) == [.exact], "the suffix 区 may be left off")
    // The pinyin of a user's file is read from the characters (every reading of each).
    #expect(model.search("nanshan").map { data.tree.name(of: $0.node) } == ["南山区"])
    #expect(model.search("sz ns").first.map { data.tree.name(of: $0.node) } == "南山区")
  }

  @Test(
    "a file that does not fit is an error naming the file, the path inside it and what was expected",
    arguments: [
      (
        "{}",
        #"r.json: top level: expected an array, or an object with "children", found an object without it"#
      ),
      ("[]", "r.json: top level: expected at least one row, found none"),
      ("", "r.json: is empty or holds only white space"),
      ("[1]", "r.json: [0]: expected an object, found a number"),
      (#"[{"code":"1"}]"#, "r.json: [0].name: expected a string, found nothing"),
      (
        #"[{"code":"1","name":"A","children":[{"code":true,"name":"B"}]}]"#,
        "r.json: [0].children[0].code: expected a string or an integer, found a boolean"
      ),
      (
        #"[{"code":"1","name":"A","children":{}}]"#,
        "r.json: [0].children: expected an array, found an object"
      ),
      (
        #"[{"code":1,"name":"A"},{"code":1,"name":"B"}]"#,
        "r.json: [1].code: code \"1\" repeats [0].code"
      ),
    ])
  func badFile(json: String, message: String) {
    let error = thrown {
      try RegionData(json: Data(json.utf8), source: "r.json")
    }
    #expect(error?.kind == .invalidData)
    #expect(error?.message == message)
  }

  @Test("a leaf 市辖区 of an older code list shows as its city and stays out of the text")
  func leafPlaceholder() throws {
    let json =
      #"[{"code":"13","name":"河北省","children":[{"code":"1301","name":"石家庄市","children":[{"code":"130101","name":"市辖区"},{"code":"130102","name":"长安区"}]}]}]"#
    let model = try RegionModel(data: RegionData(json: Data(json.utf8), source: "2010.json"))
    let engine = SelectionEngine(model: model)
    #expect(engine.value.codes == ["13", "1301", "130101"])
    #expect(engine.value.text == "河北省 石家庄市")
    #expect(engine.value.text(separator: "-") == "河北省-石家庄市")
    #expect(engine.title(ofRow: 0, inWheel: 2) == "石家庄市")
  }

  @Test("integer codes 0 and 1 are codes, not booleans")
  func smallIntegerCodes() throws {
    let data = try RegionData(
      json: Data(#"[{"code":0,"name":"A"},{"code":1,"name":"B"}]"#.utf8), source: "r.json")
    #expect(Array(data.tree.keys) == ["0", "1"])
  }

  @Test("invalid JSON and a missing file are errors naming them")
  func unreadable() {
    #expect(
      kindAndReason { try RegionData(json: Data("[".utf8), source: "r.json") }
        == KindAndReason(.invalidData, .invalidSyntax))
    #expect(
      kindAndReason { try RegionData(contentsOf: URL(fileURLWithPath: "/nonexistent/regions.json")) }
        == KindAndReason(.invalidData, .unreadableFile))
  }
}
