import Testing
import WheelPickerCore

@Suite("Text binding")
struct PickerTextBindingTests {
  @Test("every change of a cascade writes 省份-城市 text")
  func cascadeText() throws {
    let tree = try CascadeFixtures.tree("regions-code-name.json", .nested(.codeNameChildren))
    var binding = PickerTextBinding(engine: SelectionEngine(model: CascadeModel(tree: tree, levels: 2)))
    #expect(binding.text == "北京市-市辖区")
    binding.selectRow(1, inWheel: 0)
    #expect(binding.text == "广东省-广州市")
    binding.selectRow(1, inWheel: 1)
    #expect(binding.text == "广东省-深圳市")
    binding.selectRow(2, inWheel: 0)
    #expect(binding.text == "澳门特别行政区")
    try binding.setText("广东省-东莞市")
    #expect(binding.text == "广东省-东莞市")
    #expect(binding.value.elements.map(\.key) == ["440000", "441900"])
  }

  @Test("text that names nothing leaves the selection and the text alone")
  func badText() throws {
    let tree = try CascadeFixtures.tree("regions-code-name.json", .nested(.codeNameChildren))
    var binding = PickerTextBinding(
      engine: SelectionEngine(model: CascadeModel(tree: tree)), separator: " / ")
    binding.selectRow(1, inWheel: 0)
    #expect(binding.text == "广东省 / 广州市 / 越秀区")
    #expect(
      kindAndReason {
        try binding.setText("广东省 / 火星")
      } == KindAndReason(.valueNotAvailable, .notFound))
    #expect(binding.text == "广东省 / 广州市 / 越秀区")
  }

  @Test("nodes hidden in text are left out and read back")
  func hidden() throws {
    let tree = CascadeTree(roots: [
      .init(
        name: "北京市",
        children: [
          .init(
            name: "市辖区", title: "北京市", isHiddenInText: true,
            children: [.init(name: "东城区"), .init(name: "西城区")])
        ])
    ])
    var binding = PickerTextBinding(engine: SelectionEngine(model: CascadeModel(tree: tree)))
    #expect(binding.text == "北京市-东城区")
    try binding.setText("北京市-西城区")
    #expect(binding.value.elements.map(\.name) == ["北京市", "市辖区", "西城区"])
    #expect(binding.text == "北京市-西城区")
  }

  @Test("lists and independent wheels write their text")
  func listsText() throws {
    var list = PickerTextBinding(engine: SelectionEngine(model: ListModel(["2k以下", "2k-5k"])))
    #expect(list.text == "2k以下")
    list.selectRow(1, inWheel: 0)
    #expect(list.text == "2k-5k")
    try list.setText("2k以下")
    #expect(list.value.index == 0)
    var wheels = PickerTextBinding(engine: SelectionEngine(model: try IndependentWheelsModelTests.sandwich()))
    #expect(wheels.text == "white ham")
    wheels.selectRow(1, inWheel: 1)
    #expect(wheels.text == "white turkey")
    try wheels.setText("rye tofu")
    #expect(wheels.value.indices == [2, 2])
  }

  @Test("a binding without a parser refuses text; replacing the model rewrites it")
  func customFormat() throws {
    let model = ListModel(["a", "b"])
    var binding = PickerTextBinding(
      engine: SelectionEngine(model: model), format: { "[\($0.index)] \($0.value)" })
    #expect(binding.text == "[0] a")
    #expect(
      kindAndReason {
        try binding.setText("b")
      } == KindAndReason(.invalidConfiguration, .textNotReadable))
    binding.selectRow(1, inWheel: 0)
    binding.replaceModel(ListModel(["x", "y", "z"]))
    #expect(binding.text == "[1] y")
  }
}
