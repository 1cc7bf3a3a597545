import WheelPickerCore

/// The engine alone, on a synthetic three-level cascade: what every picker pays
/// before its model adds anything.
enum EngineBenchmarks {
  static func run(_ report: BenchReport) {
    report.section("engine (synthetic cascade, 40 × 20 × 20 nodes)")
    let (model, bytes) = Bench.allocatedBytes { CascadeModel(tree: syntheticTree(40, 20, 20)) }
    report.figure("bytes allocated by the model (16,840 nodes)", Double(bytes), "B")
    var engine = SelectionEngine(model: model)
    let select = Bench.againstYardstick(iterations: 20_000) { i in
      engine.selectRow(i % 40, inWheel: 0)
      benchSink &+= engine.selectedRow(inWheel: 2) ?? 0
    }
    report.target("parent change with re-derivation", select, unit: "ns", below: 0.5)
    let title = Bench.minimum(iterations: 20_000) { i in
      benchSink &+= engine.title(ofRow: i % 20, inWheel: 2).utf8.count
    }
    report.figure("row title", title, "ns")
  }

  /// A tree of `counts[0]` roots, each with `counts[1]` children, and so on.
  static func syntheticTree(_ counts: Int...) -> CascadeTree {
    func level(_ depth: Int, _ prefix: String) -> [CascadeTree.Node] {
      guard depth < counts.count else { return [] }
      return (0..<counts[depth]).map { index in
        let name = "\(prefix)\(index)"
        return CascadeTree.Node(name: name, children: level(depth + 1, name + "."))
      }
    }
    return CascadeTree(roots: level(0, "n"))
  }
}
