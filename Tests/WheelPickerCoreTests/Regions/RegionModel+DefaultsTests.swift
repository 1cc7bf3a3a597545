import Testing
import WheelPickerCore

@Suite("RegionModel defaults")
struct RegionModelDefaultsTests {
  let model: RegionModel

  init() throws { model = RegionModel(dataset: .china) }

  @Test(
    "tolerant names and codes find the node; the wheels below take their first rows",
    arguments: [
      ("上海", ["31", "3101", "310101"]),
      ("上海市", ["31", "3101", "310101"]),
      ("广东 深圳", ["44", "4403", "440303"]),
      ("广东省 深圳市 南山区", ["44", "4403", "440305"]),
      ("广东 深圳 南山", ["44", "4403", "440305"]),
      ("深圳", ["44", "4403", "440303"]),
      ("北京 东城", ["11", "1101", "110101"]),
      ("湖北 仙桃", ["42", "4290", "429004"]),
      ("广西", ["45", "4501", "450102"]),
      ("新疆 石河子", ["65", "6590", "659001"]),
      ("广东 东莞", ["44", "4419"]),
      ("台湾", ["71"]),
      ("44", ["44", "4401", "440103"]),
      ("4403", ["44", "4403", "440303"]),
      ("440000", ["44", "4401", "440103"]),
      ("440300", ["44", "4403", "440303"]),
      ("440305", ["44", "4403", "440305"]),
      ("110000", ["11", "1101", "110101"]),
      ("吉林市", ["22", "2202", "220202"]),
      ("吉林 吉林", ["22", "2202", "220202"]),
      ("北京市 北京市 东城区", ["11", "1101", "110101"]),
      ("广东省深圳市南山区", ["44", "4403", "440305"]),
      ("广东深圳", ["44", "4403", "440303"]),
      ("北京东城", ["11", "1101", "110101"]),
      ("guangdong shenzhen", ["44", "4403", "440303"]),
      ("Xiamen", ["35", "3502", "350203"]),
    ])
  func finds(text: String, codes: [String]) throws {
    let path = try model.path(forDefault: text)
    #expect(path.codes == codes)
    var engine = SelectionEngine(model: model)
    try engine.select(path)
    #expect(engine.value == path)
  }

  @Test(
    "an unknown default is an error suggesting the nearest names",
    arguments: [
      (
        "广冬",
        "default \"广冬\" for China (3 levels): no province named \"广冬\" at the top level; nearest: 广东省, 广西壮族自治区"
      ),
      (
        "广东 深证",
        "default \"广东 深证\" for China (3 levels): no prefecture named \"深证\" under 广东省; nearest: 深圳市"
      ),
      ("", "default \"\" for China (3 levels) is empty"),
      ("gd", "default \"gd\" for China (3 levels): no province named \"gd\" at the top level; nearest: 广东省"),
    ])
  func unknown(text: String, message: String) {
    let error = thrown { try model.path(forDefault: text) }
    #expect(error?.kind == .valueNotAvailable)
    #expect(error?.message == message)
  }

  @Test("a default deeper than the picker's wheels is an error")
  func tooDeep() throws {
    let two = RegionModel(dataset: .china, levels: 2)
    #expect(throws: WheelPickerError.self) { try two.path(forDefault: "440305") }
    #expect(try two.path(forDefault: "4403").codes == ["44", "4403"])
  }

  @Test("absurdly long defaults are errors, read no further than the levels they can name")
  func longDefaults() {
    let long = [
      String(repeating: "广", count: 10_000), "广东省" + String(repeating: "深", count: 10_000),
      Array(repeating: "广东", count: 10_000).joined(separator: " "), String(repeating: "guang", count: 2_000),
    ]
    for text in long {
      #expect(throws: WheelPickerError.self, "\(text.prefix(12))…") { try model.path(forDefault: text) }
    }
  }
}

extension RegionModelDefaultsTests {
  @Test("a region default deeper than the picker's levels is refused as too deep")
  func regionTooDeep() throws {
    let two = RegionModel(dataset: .china, levels: 1)
    #expect(
      kindAndReason { try two.path(forDefault: "广东 深圳") } == KindAndReason(.valueNotAvailable, .tooDeep))
  }
}
