import Foundation
import Testing

@testable import WheelPickerCore

@Suite("Property-list shapes")
struct PropertyListShapesTests {
  static let expectedStates = [
    "广东 广东", "  广州 广州", "    天河 天河", "    越秀 越秀", "  东莞 东莞", "澳门 澳门", "浙江 浙江", "  杭州 杭州",
    "    西湖 西湖",
  ]

  @Test("[{state, cities: [{city, areas}]}] in XML and in binary")
  func statesCitiesAreas() throws {
    let tree = try CascadeFixtures.tree("states-cities-areas.plist", .statesCitiesAreas)
    #expect(CascadeFixtures.outline(tree) == Self.expectedStates)
    let xml = try Data(contentsOf: CascadeFixtures.url("states-cities-areas.plist"))
    let binary = try CascadeFixtures.binary(PropertyListSerialization.propertyList(from: xml, format: nil))
    let fromBinary = try CascadeLoader(shape: .statesCitiesAreas).tree(from: binary, source: "b.plist")
    #expect(fromBinary == tree)
  }

  @Test("[{name, cities: [String]}] in XML and in a committed binary file")
  func provincesCities() throws {
    let expected = ["上海 上海", "  上海 上海", "广东 广东", "  广州 广州", "  深圳 深圳", "  珠海 珠海", "台湾 台湾"]
    let xml = try CascadeFixtures.tree("provinces-cities.plist", .provincesCities)
    let binary = try CascadeFixtures.tree("provinces-cities-binary.plist", .provincesCities)
    #expect(CascadeFixtures.outline(xml) == expected)
    #expect(binary == xml)
  }

  @Test("{key: [String]} sorts the keys by code point and keeps the values' order")
  func keyedLists() throws {
    let books = try CascadeFixtures.tree("authors-books.plist", .keyedLists(order: .codePoints))
    #expect(
      CascadeFixtures.outline(books) == [
        "Austen Austen", "  Emma Emma", "  Persuasion Persuasion",
        "  Pride and Prejudice Pride and Prejudice",
        "Borges Borges", "  Ficciones Ficciones", "Tolkien Tolkien", "  The Hobbit The Hobbit",
        "  The Lord of the Rings The Lord of the Rings",
      ])
    let zips = try CascadeFixtures.tree("state-zips.plist", .keyedLists(order: .codePoints))
    #expect(zips.children(of: nil).map { zips.names[$0] } == ["Alaska", "New York", "Wyoming"])
    #expect(zips.children(of: 0).map { zips.names[$0] } == ["99501", "99502", "99503"])
  }

  @Test("a locale's collation orders Chinese keys by pinyin, not by code point")
  func pinyinOrder() throws {
    let text = #"{"上海": ["s"], "北京": ["b"], "安徽": ["a"], "广东": ["g"], "浙江": ["z"], "福建": ["f"]}"#
    let pinyin = try CascadeFixtures.tree(
      text: text, .keyedLists(order: .localized(Locale(identifier: "zh-Hans"))))
    #expect(pinyin.children(of: nil).map { pinyin.names[$0] } == ["安徽", "北京", "福建", "广东", "上海", "浙江"])
    let points = try CascadeFixtures.tree(text: text, .keyedLists(order: .codePoints))
    #expect(points.children(of: nil).map { points.names[$0] } == ["上海", "北京", "安徽", "广东", "浙江", "福建"])
  }

  @Test("a number where a city's name belongs is named by its full path, in binary too")
  func numberForCity() throws {
    var states: [[String: Any]] = (0..<3).map { ["state": "s\($0)", "cities": [] as [Any]] }
    var cities: [[String: Any]] = (0..<12).map { ["city": "c\($0)", "areas": ["a"]] }
    cities.append(["city": 12, "areas": [] as [Any]])
    states.append(["state": "s3", "cities": cities])
    let data = try CascadeFixtures.binary(states)
    #expect(
      CascadeFixtures.message(data, .statesCitiesAreas, source: "cities.plist")
        == "cities.plist: [3].cities[12].city: expected a string, found a number")
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var label: String
    var shape: CascadeLoader.Shape
    var text: String
    var message: String
    var testDescription: String { label }
  }

  @Test(
    "shapes that do not fit are refused with the path and what was expected",
    arguments: [
      BadCase(
        label: "areas missing", shape: .statesCitiesAreas,
        text: #"[{"state": "s", "cities": [{"city": "c"}]}]"#,
        message: "test.json: [0].cities[0].areas: expected an array, found nothing"),
      BadCase(
        label: "area is a number", shape: .statesCitiesAreas,
        text: #"[{"state": "s", "cities": [{"city": "c", "areas": ["a", 7]}]}]"#,
        message: "test.json: [0].cities[0].areas[1]: expected a string, found a number"),
      BadCase(
        label: "city list is a string", shape: .provincesCities, text: #"[{"name": "p", "cities": "c"}]"#,
        message: "test.json: [0].cities: expected an array, found a string"),
      BadCase(
        label: "keyed value is a string", shape: .keyedLists(order: .codePoints),
        text: #"{"Alaska": ["99501"], "New York": "10001"}"#,
        message: #"test.json: ["New York"]: expected an array, found a string"#),
      BadCase(
        label: "keyed element is a number", shape: .keyedLists(order: .codePoints),
        text: #"{"Alaska": ["99501", 99502]}"#,
        message: "test.json: Alaska[1]: expected a string, found a number"),
      BadCase(
        label: "keyed document is an array", shape: .keyedLists(order: .codePoints), text: #"["a"]"#,
        message: "test.json: top level: expected an object, found an array"),
      // Found by Fuzz/Targets/CascadeKeyed.swift: names are these shapes' keys, so they differ among siblings.
      BadCase(
        label: "keyed element repeats", shape: .keyedLists(order: .codePoints),
        text: #"{"CA": ["90001", "90002", "90002"]}"#,
        message: #"test.json: CA[2]: "90002" repeats CA[1]"#),
      BadCase(
        label: "area repeats", shape: .statesCitiesAreas,
        text: #"[{"state": "s", "cities": [{"city": "c", "areas": ["a", "a"]}]}]"#,
        message: #"test.json: [0].cities[0].areas[1]: "a" repeats [0].cities[0].areas[0]"#),
      BadCase(
        label: "province repeats", shape: .provincesCities,
        text: #"[{"name": "p", "cities": []}, {"name": "p", "cities": ["c"]}]"#,
        message: #"test.json: [1].name: "p" repeats [0].name"#),
    ])
  func refused(_ bad: BadCase) {
    #expect(CascadeFixtures.message(bad.text, bad.shape) == bad.message)
  }

  @Test("property-list words: a dictionary where an array belongs; broken XML")
  func propertyListMessages() throws {
    let dictionary = try CascadeFixtures.binary(["state": "s"])
    #expect(
      CascadeFixtures.message(dictionary, .statesCitiesAreas, source: "bad.plist")
        == "bad.plist: top level: expected an array, found a dictionary")
    #expect(
      CascadeFixtures.message(
        "<plist><array><string>x</array></plist>", .provincesCities, source: "bad.plist")
        == "bad.plist: not a valid property list (Close tag on line 1 does not match open tag string)")
  }

  @Test("the XML parser's own words are shown with their control characters escaped")
  func controlsInParserMessages() throws {
    // Found by Fuzz/Targets/CascadeKeyed.swift: Foundation quotes the bad byte raw.
    let message = try #require(
      CascadeFixtures.message("<plist>\u{1B}]52;c;eA==\u{7}</plist>", .provincesCities, source: "bad.plist"))
    #expect(message.hasPrefix("bad.plist: not a valid property list ("))
    #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test("a file that cannot be read is named by its full path")
  func unreadable() throws {
    let loader = CascadeLoader(shape: .provincesCities)
    let missing = URL(fileURLWithPath: "/nonexistent/cities.plist")
    #expect(
      kindAndReason {
        try loader.tree(contentsOf: missing)
      } == KindAndReason(.invalidData, .unreadableFile))
    let folder = try CascadeFixtures.url("")
    #expect(
      kindAndReason {
        try loader.tree(contentsOf: folder)
      } == KindAndReason(.invalidData, .unreadableFile))
  }
}
