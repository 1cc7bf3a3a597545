import Foundation
import Testing
import WheelPickerCore

/// A search asked to stop stops at its next check and returns what it found before it; one never
/// cancelled answers in full.
@Suite("SearchCancellation")
struct SearchCancellationTests {
  /// A cancellation that says "stop" from its `flipsAt`-th check on, counting the checks.
  final class Flip: @unchecked Sendable {
    private let lock = NSLock()
    private var checks = 0
    let flipsAt: Int

    init(flipsAt: Int) { self.flipsAt = flipsAt }

    var count: Int { lock.withLock { checks } }

    var cancellation: SearchCancellation {
      SearchCancellation {
        self.lock.withLock {
          self.checks += 1
          return self.checks >= self.flipsAt
        }
      }
    }
  }

  static let titles = (0..<20_000).map { "row-\($0)" }
  static let list = CascadeSearchIndex(titles: titles)

  @Test("a list's scan cancelled at its third check stops there, with the hits of the rows before it")
  func listScanStops() {
    let all = Self.list.search("row", limit: nil)
    #expect(all.count == Self.titles.count)
    let flip = Flip(flipsAt: 3)
    let partial = Self.list.search("row", limit: nil, cancellation: flip.cancellation)
    // Checked at rows 0 and 4,096 (go on), then 8,192 (stop).
    let stop = 2 * SearchCancellation.checkInterval
    #expect(partial.map(\.node) == Array(0..<stop))
    // Asked no more in that scan, once more before the paths' scan, which is not run.
    #expect(flip.count == 4)
  }

  @Test("a search never cancelled asks nothing and answers as one without a cancellation")
  func neverCancelled() {
    for query in ["row-1", "row-19999", "w-2", "nothing"] {
      #expect(
        Self.list.search(query, limit: nil, cancellation: .never) == Self.list.search(query, limit: nil),
        "\(query)")
    }
    let flip = Flip(flipsAt: .max)
    let all = Self.list.search("row-1", limit: nil, cancellation: flip.cancellation)
    #expect(all == Self.list.search("row-1", limit: nil))
    // One check every 4,096 rows of the names' scan, one before the paths' scan, and every 4,096
    // rows of that.
    let checksAScan =
      (Self.titles.count + SearchCancellation.checkInterval - 1) / SearchCancellation.checkInterval
    #expect(flip.count == 2 * checksAScan + 1)
  }

  @Test(
    "a whole tree's search cancelled from the start finds nothing; the same search uncancelled finds the paths"
  )
  func treeSearchStops() {
    typealias Node = CascadeTree.Node
    let roots = (0..<3).map { root in
      Node(name: "root\(root)", children: (0..<5_000).map { Node(name: "leaf\(root)x\($0)") })
    }
    let index = CascadeSearchIndex(tree: CascadeTree(roots: roots))
    #expect(!index.search("root1 leaf1x42").isEmpty)
    #expect(index.search("root1 leaf1x42", cancellation: SearchCancellation { true }).isEmpty)
    // Stopped at the second check (node 4,096), the scan found only the leaves before it.
    let partial = index.search("leaf", limit: nil, cancellation: Flip(flipsAt: 2).cancellation)
    #expect(partial.count == SearchCancellation.checkInterval - 3)
    #expect(partial.allSatisfy { $0.node < SearchCancellation.checkInterval })
  }
}
