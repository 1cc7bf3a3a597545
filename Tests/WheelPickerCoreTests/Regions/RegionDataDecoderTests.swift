import Testing

@testable import WheelPickerCore

@Suite("RegionDataDecoder (the WPR1 format)")
struct RegionDataDecoderTests {
  static func dataset(_ text: String) -> RegionDataset {
    RegionDataset(
      identifier: "sample", title: "sample", source: "test", asOf: "2000-01-01", transformation: "",
      licenses: [], defaultLevels: nil, wheelNames: [], encodedTree: text)
  }

  @Test("a small tree decodes with relative keys, stems, placeholders and a leaf run")
  func decodes() throws {
    let text = """
      WPR1\t7\t2
      1\t11\t北京市\t6,7,2\tbeijingshi\tbjs
      2\tCA\tCalifornia\t\t\tc
      2\t+01\t市辖区\t\tshixiaqu\tsxq
      -\t2\t90001\t90002
      0\t+01\t东城区\t6,9,3\tdongchengqu\tdcq
      0\t+02\t西城区\t6,7,2\txichengqu\txcq
      """
    let data = try Self.dataset(text).decode()
    let tree = data.tree
    #expect(Array(tree.names) == ["北京市", "California", "市辖区", "90001", "90002", "东城区", "西城区"])
    #expect(Array(tree.keys) == ["11", "CA", "1101", "90001", "90002", "110101", "110102"])
    #expect(tree.titles == [nil, nil, "北京市", nil, nil, nil, nil])
    #expect(tree.hiddenInText == [false, false, true, false, false, false, false])
    #expect(tree.depths == [0, 0, 1, 1, 1, 2, 2])
    #expect(tree.children(of: 1) == 3..<5)
    #expect(tree.levelCount == 3)
    let index = data.searchIndex
    #expect(index.romanization(of: 5) == "dongchengqu")
    #expect(index.initials(of: 5) == "dcq")
    #expect(index.search("dongcheng").map(\.node) == [5])
    #expect(index.search("dongcheng").first?.match == .exact)
    #expect(index.search("beijing").first?.match == .exact)
    #expect(index.search("CALIFORNIA").map(\.node) == [1])
    #expect(index.search("9000").map(\.node) == [3, 4])
    #expect(index.search("shixiaqu").isEmpty, "placeholders are not search results")
  }

  @Test(
    "corrupt data is an error naming the line and the rule",
    arguments: [
      ("XXXX\t1\t1\n0\tA\tA\t\t\t", "dataset sample, line 1: not WPR1 data"),
      ("WPR1\tx\t1\n", "dataset sample, line 1: the node count is not a number"),
      ("WPR1\t1\t2\n0\tA\tA\t\t\t", "dataset sample, line 1: root count 2 exceeds node count 1"),
      // Found by Fuzz/Targets/RegionData.swift: a header of no nodes was a tree with no rows.
      ("WPR1\t0\t0", "dataset sample, line 1: holds no regions (root count 0)"),
      ("WPR1\t1\t0\n0\tA\tA\t\t\t", "dataset sample, line 1: holds no regions (root count 0)"),
      (
        "WPR1\t999999999\t1\n0\tA\tA\t\t\t",
        "dataset sample, line 1: node count 999999999 exceeds what 25 bytes can hold"
      ),
      ("WPR1\t1\t1\n0\tA\tA\t\t", "dataset sample, line 2: expected a tab after the romanisation"),
      ("WPR1\t2\t1\n0\tA\tA\t\t\t\n0\tB\tB\t\t\t", "dataset sample, line 3: node 1 has no parent"),
      ("WPR1\t1\t1\n3\tA\tA\t\t\t", "dataset sample, line 2: node 0 has too many children"),
      ("WPR1\t1\t1\n0\t+1\tA\t\t\t", "dataset sample, line 2: root 0 has a relative key"),
      ("WPR1\t1\t1\n0\tA\tA\t1,2\t\t", "dataset sample, line 2: stems must be three numbers"),
      (
        "WPR1\t2\t1\n1\tA\tA\t\t\t\n-\t3\tB\tC\tD",
        "dataset sample, line 3: a leaf run of 3 overflows the nodes"
      ),
      ("WPR1\t1\t1\n0\tA\tA\t\t\t\nextra", "dataset sample, line 3: data after the last of 1 nodes"),
      // Found by Fuzz/Targets/RegionData.swift: siblings with one key (a path could reach only one).
      (
        "WPR1\t3\t1\n2\tA\tA\t\t\t\n-\t2\t100\t100",
        "dataset sample: node 2 has the key \"100\" of its sibling, node 1"
      ),
      (
        "WPR1\t3\t3\n0\tB\tB\t\t\t\n0\tA\tA\t\t\t\n0\tB\tC\t\t\t",
        "dataset sample: node 2 has the key \"B\" of its sibling, node 0"
      ),
    ])
  func corrupt(text: String, message: String) {
    let error = thrown { try Self.dataset(text).decode() }
    #expect(error?.kind == .invalidData)
    #expect(error?.message == message)
  }

  @Test("an optional seventh field holds aliases; a placeholder's stay unsearchable")
  func aliases() throws {
    let text = """
      WPR1\t4\t2
      0\t81\t香港\t\txianggang\txg\tHongKong,hk
      1\t11\t北京市\t6,7,2\tbeijingshi\tbjs
      1\t+01\t市辖区\t\tshixiaqu\tsxq\tdowntown
      0\t+01\t东城区\t6,9,3\tdongchengqu\tdcq
      """
    let data = try Self.dataset(text).decode()
    let index = data.searchIndex
    #expect(index.aliases(of: 0) == ["hongkong", "hk"], "lowercased on the way")
    #expect(index.aliases(of: 1) == [])
    #expect(index.search("hk").map(\.node) == [0])
    #expect(index.search("hk").first?.match == .exact)
    #expect(index.search("hongkong").first?.match == .exact)
    #expect(index.search("downtown").isEmpty)
    #expect(throws: WheelPickerError.self) {
      try Self.dataset("WPR1\t1\t1\n0\tA\tAlpha\t\t\t\tone\ttwo").decode()
    }
  }
}
