import Testing
import WheelPickerTestSupport

@testable import WheelPickerCore

/// Random trees and random operation sequences on the engine over ``CascadeModel``.
@Suite("Cascade engine properties")
struct CascadeEnginePropertyTests {
  /// A random tree 1…6 levels deep whose nodes have 0…4 children (often none),
  /// with names repeated across parents so that ``Retention/sameValueOrFirst`` has work.
  static func randomTree(_ random: inout SeededGenerator) -> CascadeTree {
    let depth = Int.random(in: 1...6, using: &random)
    var counter = 0
    func nodes(level: Int) -> [CascadeTree.Node] {
      let count = level == 1 ? Int.random(in: 1...5, using: &random) : Int.random(in: 0...4, using: &random)
      return (0..<count).map { _ in
        counter += 1
        let key = "k\(counter)"
        let name = "n\(Int.random(in: 0..<4, using: &random))"
        let hidden = Int.random(in: 0..<8, using: &random) == 0
        let children =
          level < depth && Int.random(in: 0..<4, using: &random) > 0 ? nodes(level: level + 1) : []
        return CascadeTree.Node(name: name, key: key, isHiddenInText: hidden, children: children)
      }
    }
    return CascadeTree(roots: nodes(level: 1))
  }

  /// Facts about a selection that must hold whatever the operations were.
  static func violations(_ engine: SelectionEngine<CascadeModel>) -> [String] {
    var problems = engine.invariantViolations()
    let model = engine.model
    let tree = model.tree
    let value = engine.value
    var parent: Int?
    for (level, element) in value.elements.enumerated() {
      guard let row = engine.selectedRow(inWheel: level) else {
        problems.append("level \(level) is in the value but has no selection")
        break
      }
      let node = tree.children(of: parent).lowerBound + row
      if tree.key(of: node) != element.key { problems.append("level \(level) holds \(tree.key(of: node))") }
      parent = node
    }
    let end = value.elements.count
    if end < engine.wheelCount {
      if let parent, !tree.children(of: parent).isEmpty {
        problems.append("the value stops at \(tree.key(of: parent)), which has children")
      }
      for wheel in end..<engine.wheelCount where engine.rowCount(ofWheel: wheel) != 0 {
        problems.append("wheel \(wheel) lies past the leaf but has rows")
      }
    }
    return problems
  }

  @Test(
    "random operations keep every invariant and every path round-trips",
    arguments: [1, 2, 3] as [UInt64], [Retention.firstRow, .sameValueOrFirst])
  func randomOperations(seed: UInt64, retention: Retention) throws {
    var random = SeededGenerator(seed: seed)
    let comment = Comment(rawValue: "seed \(seed), retention \(retention)")
    var operations = 0
    while operations < 10_000 {
      let tree = Self.randomTree(&random)
      let levels = Int.random(in: 1...tree.levelCount, using: &random)
      let model = CascadeModel(tree: tree, levels: levels, childRetention: retention)
      var engine = SelectionEngine(model: model)
      for _ in 0..<TestScale.operations(100) {
        operations += 1
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1:
          let wheel = Int.random(in: -1...engine.wheelCount, using: &random)
          let row = Int.random(in: -2...(engine.rowCount(ofWheel: wheel) + 2), using: &random)
          engine.selectRow(row, inWheel: wheel)
        case 2:
          let node = Int.random(in: 0..<tree.count, using: &random)
          guard tree.depth(of: node) < levels else { continue }
          let path = try model.path(toNode: node)
          try engine.select(path)
          #expect(engine.value == path, comment)
          #expect(try model.path(keys: tree.path(to: node).map { tree.key(of: $0) }) == path, comment)
        default:
          let node = Int.random(in: 0..<tree.count, using: &random)
          guard tree.depth(of: node) < levels else { continue }
          let path = try model.path(forKey: tree.key(of: node))
          try engine.select(path)
          #expect(engine.value == path, comment)
        }
        let problems = Self.violations(engine)
        #expect(problems.isEmpty, "\(problems) after \(operations) operations, \(comment)")
        if !problems.isEmpty { return }
      }
    }
  }

  @Test("every node of random trees round-trips path → selection → path", arguments: [7, 8, 9] as [UInt64])
  func everyNodeRoundTrips(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<TestScale.operations(20) {
      let tree = Self.randomTree(&random)
      let model = CascadeModel(tree: tree)
      var engine = SelectionEngine(model: model)
      for node in 0..<tree.count {
        let path = try model.path(toNode: node)
        try engine.select(path)
        #expect(engine.value == path, Comment(rawValue: "seed \(seed), node \(tree.key(of: node))"))
        #expect(
          Array(tree.path(to: node).map { tree.key(of: $0) })
            == Array(path.elements.prefix(tree.depth(of: node) + 1).map(\.key)))
      }
    }
  }

  @Test(
    "two linked wheels changed fast in alternation never leave a bad selection",
    arguments: [11, 12] as [UInt64])
  func alternatingLinkedWheels(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let tree = CascadeTree(
      roots: (0..<30).map { province in
        .init(
          name: "p\(province)",
          children: (0..<(province % 7 == 0 ? 0 : province % 13)).map {
            .init(name: "c\($0)", key: "p\(province)c\($0)")
          })
      })
    var engine = SelectionEngine(model: CascadeModel(tree: tree))
    for step in 0..<TestScale.operations(5_000) {
      let wheel = step % 2
      let direction = step % 4 < 2 ? 1 : -1
      let current = engine.selectedRow(inWheel: wheel) ?? 0
      let jump = direction * Int.random(in: 1...20, using: &random)
      engine.selectRow(current + jump, inWheel: wheel)
      let problems = Self.violations(engine)
      #expect(problems.isEmpty, "\(problems) at step \(step), seed \(seed)")
      if !problems.isEmpty { return }
      let province = try #require(engine.selectedRow(inWheel: 0))
      if let city = engine.selectedRow(inWheel: 1) {
        #expect(engine.value.elements.map(\.key) == ["p\(province)", "p\(province)c\(city)"], "seed \(seed)")
      } else {
        #expect(tree.childCounts[province] == 0, "seed \(seed)")
      }
    }
  }
}
