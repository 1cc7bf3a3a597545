import Foundation
import Testing
import WheelPickerCore

/// Values a picker cannot show: refused with a message naming the value and the rule, the
/// selection left as it was.
@Suite("Selecting what cannot be shown")
struct CoverageSelectionErrorsTests {
  typealias S = DateTestSupport

  @Test("a disabled date is refused by name, with the nearest that is not, and the selection stays")
  func disabledValue() throws {
    var configuration = S.configuration(.yearMonthDay, zone: "UTC", locale: "en_US")
    configuration.isEnabled = { value, _ in value.fields?.day != 15 }
    var engine = try S.engine(configuration)
    try engine.select(S.ymd(2026, 4, 10))
    let before = engine.selection
    #expect {
      try engine.select(S.ymd(2026, 4, 15))
    } throws: { error in
      let message = (error as? WheelPickerError)?.message ?? ""
      return (error as? WheelPickerError)?.kind == .valueNotAvailable
        && message.hasPrefix("value year 2026, month 4, day 15 is not available")
        && message.hasSuffix("(nearest: year 2026, month 4, day 14)")
    }
    #expect(engine.selection == before)
  }

  @Test("independent wheels: one index per wheel, else a message counting both")
  func wrongIndexCount() throws {
    let model = try IndependentWheelsModel([
      .init(items: ["rye", "wheat"], name: "bread"), .init(items: ["ham", "tofu"], name: "filling"),
    ])
    #expect(throws: WheelPickerError(.valueNotAvailable, "1 indices given for 2 wheels: give one per wheel"))
    {
      try model.choices(indices: [1])
    }
    #expect(try model.choices(indices: [1, 0]).values == ["wheat", "ham"])
  }

  @Test("a cascade path deeper than the wheels is refused; keys(forPath:) matches keys or names")
  func cascadePaths() throws {
    let tree = CascadeTree(roots: [
      .init(name: "Guangdong", key: "44", children: [.init(name: "Shenzhen", key: "4403")]),
      .init(name: "Beijing", key: "11", children: [.init(name: "Dongcheng", key: "1101")]),
    ])
    let model = CascadeModel(tree: tree, levels: 1, wheelNames: ["province"])
    #expect(
      throws: WheelPickerError(
        .valueNotAvailable, "path Guangdong Shenzhen is deeper than the picker's 1 wheels")
    ) {
      try model.keys(
        for: CascadePath([.init(key: "44", name: "Guangdong"), .init(key: "4403", name: "Shenzhen")]))
    }
    let full = CascadeModel(tree: tree, wheelNames: ["province", "city"])
    let byKey = try full.keys(forPath: ["11", "1101"])
    let byName = try full.keys(forPath: ["Beijing", "Dongcheng"])
    #expect(byKey == byName && byKey.count == 2 && byKey.allSatisfy { $0 != nil })
    let path = CascadePath([.init(key: "11", name: "Beijing"), .init(key: "1101", name: "Dongcheng")])
    #expect("\(path)" == "Beijing Dongcheng")
  }

  @Test("a key used in two branches is found under the parent the path names")
  func ambiguousKeys() throws {
    let tree = CascadeTree(roots: [
      .init(
        name: "North", key: "n",
        children: [.init(name: "Centre N", key: "c"), .init(name: "Edge N", key: "e")]),
      .init(
        name: "South", key: "s",
        children: [.init(name: "Edge S", key: "e"), .init(name: "Centre S", key: "c")]),
    ])
    let model = CascadeModel(tree: tree, wheelNames: ["half", "part"])
    var engine = SelectionEngine(model: model)
    try engine.select(CascadePath([.init(key: "s", name: "South"), .init(key: "c", name: "Centre S")]))
    #expect(engine.value.text == "South Centre S" && engine.selection.rows == [1, 1])
    try engine.select(CascadePath([.init(key: "n", name: "North"), .init(key: "e", name: "Edge N")]))
    #expect(engine.value.text == "North Edge N" && engine.selection.rows == [0, 1])
  }

  @Test("a region default deeper than the picker's levels names them")
  func regionTooDeep() throws {
    let two = try RegionModel(dataset: .china, levels: 1)
    #expect {
      try two.path(forDefault: "广东 深圳")
    } throws: { error in
      let message = (error as? WheelPickerError)?.message ?? ""
      return message
        == #"default "广东 深圳" for China (3 levels) names a level deeper than the picker's 1 wheels"#
    }
  }
}
