import Foundation
import Testing
import WheelPickerCore

/// The library answers every value it is given, however far out of range: no trap, no wrap.
@Suite("The library never traps on values")
struct LibraryValueEdgeTests {
  @Test(
    "a countdown's text exists for every duration, the extremes included",
    arguments: [Int.min, Int.min + 1, -5_400, Int.max, Int.max - 59])
  func countdownText(seconds: Int) throws {
    let model = try CountdownModel(locale: Locale(identifier: "en_US"))
    let text = model.text(for: CountdownValue(seconds: seconds))
    #expect(!text.isEmpty)
    #expect(text.hasPrefix("-") == (seconds < 0), "\(text)")
  }

  @Test("a negative countdown reads as its magnitude after a minus sign")
  func negativeCountdown() throws {
    let model = try CountdownModel(locale: Locale(identifier: "en_US"))
    #expect(
      model.text(for: CountdownValue(seconds: -5_400)) == "-"
        + model.text(for: CountdownValue(seconds: 5_400)))
  }

  @Test("a tree built from nested nodes keeps all its levels, 300 deep included")
  func deepTree() {
    var node = CascadeTree.Node(name: "leaf")
    for level in (0..<299).reversed() { node = CascadeTree.Node(name: "n\(level)", children: [node]) }
    let tree = CascadeTree(roots: [node])
    #expect(tree.levelCount == 300)
    #expect(tree.depth(of: tree.count - 1) == 299)
    #expect(tree.name(of: tree.count - 1) == "leaf")
    let model = CascadeModel(tree: tree)
    #expect(model.wheelCount == 300)
  }
}
