import Foundation
import Testing
import WheelPickerCore

/// A loader's store and its snapshots share one numbering and the unchanged part of the children:
/// a snapshot must still answer as a fresh store of what it held, while the store numbers more
/// nodes, takes arrivals and drops children, and while another thread reads it.
@Suite("AsyncCascadeStore: shared, append-only numbering and immutable snapshots")
struct AsyncCascadeStoreTests {
  /// What a snapshot held when it was taken: its children by path and the paths it had numbered.
  struct Held: Sendable {
    var children: [[String]: AsyncCascadeChildren]
    var numbered: [[String]: Int]
  }

  /// How `snapshot` differs from a fresh store of what it held; `later` are paths numbered after.
  static func problems(_ snapshot: AsyncCascadeStore, _ held: Held, later: [[String]]) -> [String] {
    var problems: [String] = []
    let fresh = AsyncCascadeStore(held.children)
    if snapshot.childrenByPath != held.children {
      problems.append("children \(snapshot.childrenByPath), held \(held.children)")
    }
    if fresh.childrenByPath != held.children {
      problems.append("a fresh store holds \(fresh.childrenByPath)")
    }
    if snapshot.children.count != held.children.count {
      problems.append("\(snapshot.children.count) children, held \(held.children.count)")
    }
    for (path, number) in held.numbered {
      guard snapshot.number(ofPath: path) == number else {
        problems.append("\(path) is \(String(describing: snapshot.number(ofPath: path))), was \(number)")
        continue
      }
      if snapshot.path(to: number).map(\.key) != path { problems.append("\(number)'s path is not \(path)") }
      if snapshot.depth(of: number) != path.count { problems.append("\(path)'s depth is not \(path.count)") }
      let freshChildren = fresh.number(ofPath: path).flatMap { fresh.children[$0] }
      if snapshot.children[number] != freshChildren {
        problems.append(
          "\(path): \(String(describing: snapshot.children[number])), fresh \(String(describing: freshChildren))"
        )
      }
    }
    for path in later where held.numbered[path] == nil && snapshot.number(ofPath: path) != nil {
      problems.append("\(path), numbered after the snapshot, is seen by it")
    }
    return problems
  }

  static func children(_ random: inout SeededGenerator, step: Int) -> AsyncCascadeChildren {
    if Int.random(in: 0..<5, using: &random) == 0 { return .failed("failure \(step)") }
    let count = Int.random(in: 0...3, using: &random)
    return .loaded(
      AsyncCascadeRows((0..<count).map { AsyncCascadeNode(key: "k\($0)", name: "step \(step)") }))
  }

  /// Snapshots published for the reading thread, and what it found.
  final class Board: @unchecked Sendable {
    private let lock = NSLock()
    private var published: [(store: AsyncCascadeStore, held: Held)] = []
    private var isFinished = false
    private var found: [String] = []
    private(set) var reads = 0

    func publish(_ store: AsyncCascadeStore, _ held: Held) {
      lock.withLock { published.append((store, held)) }
    }
    func finish() { lock.withLock { isFinished = true } }
    var problems: [String] { lock.withLock { found } }
    var readCount: Int { lock.withLock { reads } }

    /// Reads published snapshots until `finish()`, each against what it held.
    func read(seed: UInt64) {
      var random = SeededGenerator(seed: seed)
      while true {
        let (snapshot, done) = lock.withLock { (published.randomElement(using: &random), isFinished) }
        if let snapshot {
          let problems = AsyncCascadeStoreTests.problems(snapshot.store, snapshot.held, later: [])
          lock.withLock {
            found += problems
            reads += 1
          }
        }
        if done { return }
      }
    }
  }

  @Test(
    "numbering, arrivals and evictions interleaved with snapshots: each snapshot answers as a fresh store",
    arguments: [21, 22, 23, 24] as [UInt64])
  func snapshotsStayAsTaken(seed: UInt64) async {
    var random = SeededGenerator(seed: seed)
    let board = Board()
    let reader = Thread { board.read(seed: seed) }
    reader.start()
    var store = AsyncCascadeStore()
    var numbered: [[String]: Int] = [[]: AsyncCascadeStore.roots]
    var order: [[String]] = [[]]
    var children: [[String]: AsyncCascadeChildren] = [:]
    var snapshots: [(store: AsyncCascadeStore, held: Held)] = []
    for step in 0..<600 {
      let path = order[Int.random(in: 0..<order.count, using: &random)]
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        let key = "k\(Int.random(in: 0..<3, using: &random))"
        let number = store.number(
          of: AsyncCascadeNode(key: key, name: "\(key) at \(step)"), under: numbered[path] ?? 0)
        let child = path + [key]
        if let known = numbered[child] {
          #expect(known == number, "seed \(seed), step \(step): \(child) changed its number")
        } else {
          #expect(number == numbered.count, "seed \(seed), step \(step): numbers are made in order")
          numbered[child] = number
          order.append(child)
        }
      case 2, 3:
        let value = Self.children(&random, step: step)
        store.children[numbered[path] ?? 0] = value
        children[path] = value
      case 4:
        store.children[numbered[path] ?? 0] = nil
        children[path] = nil
      case 5:
        let held = Held(children: children, numbered: numbered)
        snapshots.append((store, held))
        board.publish(store, held)
      default:
        guard let (snapshot, held) = snapshots.randomElement(using: &random) else { break }
        #expect(
          snapshot.numberingIdentity == store.numberingIdentity, "seed \(seed): the numbering is shared")
        let problems = Self.problems(snapshot, held, later: order)
        #expect(problems.isEmpty, "seed \(seed), step \(step): \(problems)")
        if !problems.isEmpty { break }
      }
    }
    board.finish()
    while !reader.isFinished { try? await Task.sleep(nanoseconds: 1_000_000) }
    for (snapshot, held) in snapshots {
      let problems = Self.problems(snapshot, held, later: order)
      #expect(problems.isEmpty, "seed \(seed), at the end: \(problems)")
    }
    #expect(
      Self.problems(store, Held(children: children, numbered: numbered), later: []).isEmpty, "seed \(seed)")
    #expect(board.problems.isEmpty, "seed \(seed), read on another thread: \(board.problems)")
    #expect(snapshots.count > 10, "seed \(seed)")
  }
}
