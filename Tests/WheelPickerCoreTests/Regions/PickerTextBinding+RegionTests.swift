import Testing
import WheelPickerCore

@Suite("PickerTextBinding for regions")
struct PickerTextBindingRegionTests {
  @Test("the text follows the picker with the separator and without placeholders, and reads back")
  func binding() throws {
    let model = RegionModel(dataset: .china)
    var binding = PickerTextBinding(engine: SelectionEngine(model: model), separator: "-")
    #expect(binding.text == "北京市-东城区")
    try binding.setText("广东-深圳-南山")
    #expect(binding.text == "广东省-深圳市-南山区")
    #expect(binding.value.codes == ["44", "4403", "440305"])
    try binding.setText("湖北省-仙桃市")
    #expect(binding.text == "湖北省-仙桃市")
    #expect(binding.value.codes == ["42", "4290", "429004"])
    binding.selectRow(1, inWheel: 0)
    #expect(binding.text == "天津市-和平区")
    #expect(throws: WheelPickerError.self) { try binding.setText("火星-奥林匹斯") }
    try binding.setText("广东省深圳市南山区")
    #expect(binding.value.codes == ["44", "4403", "440305"])
    try binding.setText("4403")
    #expect(binding.text == "广东省-深圳市-罗湖区")
  }

  @Test("text(separator:) agrees with text for every node's path", arguments: [2, 3])
  func textAgrees(levels: Int) throws {
    let model = RegionModel(dataset: .china, levels: levels)
    for node in 0..<model.tree.count where Int(model.tree.depth(of: node)) < levels {
      let path = try model.path(toNode: node)
      #expect(path.text(separator: " ") == path.text, "\(path.codes)")
    }
  }
}
