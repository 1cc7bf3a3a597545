import Testing
import WheelPickerCore

@Suite("Cascade key index")
struct CascadeKeyIndexTests {
  @Test("unique, missing and shared keys")
  func matches() {
    let tree = CascadeTree(roots: [
      .init(name: "上海", children: [.init(name: "上海"), .init(name: "浦东", key: "310115")]),
      .init(name: "北京", key: "11"),
    ])
    let index = CascadeKeyIndex(tree: tree)
    #expect(index.match("310115") == .unique(3))
    #expect(index.match("11") == .unique(1))
    #expect(index.match("上海") == .ambiguous)
    #expect(index.match("广东") == .none)
  }
}
