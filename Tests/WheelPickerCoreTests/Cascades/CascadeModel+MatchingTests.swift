import Foundation
import Testing
import WheelPickerCore

@Suite("Cascade defaults typed by a person")
struct CascadeModelMatchingTests {
  static let document = """
    [{"code":"44","name":"广东省","children":[{"code":"4403","name":"深圳市","children":[
      {"code":"440305","name":"南山区"},{"code":"440304","name":"福田区"}]}]},
     {"code":"11","name":"北京市","children":[{"code":"1101","name":"市辖区","children":[
      {"code":"110101","name":"东城区"}]}]},
     {"code":"NY","name":"New York","children":[{"code":"NYC","name":"Manhattan"}]}]
    """

  static func model() throws -> CascadeModel {
    let tree = try CascadeLoader.detectingShape(from: Data(document.utf8), source: "test.json").tree
    return CascadeModel(tree: tree)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let components: [String]
    let text: String
    var testDescription: String { components.joined(separator: " ") }
  }

  @Test(
    "names with or without suffixes, in any case and width, keys, or one unique key",
    arguments: [
      Case(components: ["广东", "深圳"], text: "广东省 深圳市 南山区"),
      Case(components: ["广东省", "深圳市", "福田区"], text: "广东省 深圳市 福田区"),
      Case(components: ["广东", "深圳", "福田"], text: "广东省 深圳市 福田区"),
      Case(components: ["new york", "MANHATTAN"], text: "New York Manhattan"),
      Case(components: ["ＮＥＷ　ＹＯＲＫ"], text: "New York Manhattan"),
      Case(components: ["北京", "市辖区", "东城"], text: "北京市 市辖区 东城区"),
      Case(components: ["44", "4403", "440304"], text: "广东省 深圳市 福田区"),
      Case(components: ["440304"], text: "广东省 深圳市 福田区"),
      Case(components: ["New"], text: "New York Manhattan"),
    ])
  func matches(_ example: Case) throws {
    let model = try Self.model()
    let path = try model.path(matching: example.components)
    #expect(path.text(separator: " ").isEmpty == false)
    #expect(path.elements.map(\.name).joined(separator: " ") == example.text)
    var engine = SelectionEngine(model: model)
    try engine.select(path)
    #expect(engine.value == path)
  }

  @Test("an exact name wins over a prefix of a longer one")
  func exactFirst() throws {
    let tree = try CascadeLoader(shape: .nested(.codeNameChildren)).tree(
      from: Data(#"[{"code":"1","name":"吉林省"},{"code":"2","name":"吉林"}]"#.utf8), source: "t")
    #expect(try CascadeModel(tree: tree).path(matching: ["吉林"]).elements.map(\.key) == ["2"])
  }

  @Test("no match names the component, the place and the nearest names")
  func unmatched() throws {
    let model = try Self.model()
    #expect(
      kindAndReason {
        try model.path(matching: ["广东", "上海"])
      } == KindAndReason(.valueNotAvailable, .notFound))
    #expect(throws: WheelPickerError.self) { try model.path(matching: []) }
  }
}
