import WheelPickerCore
import WheelPickerTerminal

/// One key press of the terminal sheet in-process, phase by phase: the part of
/// `Scripts/bench-terminal`'s key → frame that is ours (the rest is the
/// pseudo-terminal and the scheduler). A 200,000-item list at 80 × 24, as there.
enum TerminalBenchmarks {
  static func run(_ report: BenchReport) {
    for kind in ["ascii", "cjk"] {
      let items = (0..<200_000).map { index in
        kind == "ascii" ? "item-\(String(index + 1).leftPadded(6)) lorem ipsum" : "项目\(index + 1) 深圳市南山区"
      }
      let model = ListModel(items)
      report.section("terminal (200,000-item \(kind) list, 80 × 24, one Down per turn)")
      let program = SheetProgram<ListModel>(
        configuration: SheetConfiguration(title: "bench", isAnimated: false))
      let size = TerminalSize(columns: 80, lines: 24)
      var state = program.update(
        program.initialState(engine: SelectionEngine(model: model), size: size), .appeared
      ).0
      var writer = FrameWriter()
      benchSink &+= writer.output(for: program.render(state)).utf8.count
      let keys: [SheetEvent] = [.key(.down), .key(.up)]
      let update = Bench.minimum(iterations: 2_000) { i in
        state = program.update(state, keys[i & 1]).0
      }
      report.figure("update (Down or Up)", update, "ns")
      let render = Bench.minimum(iterations: 2_000) { i in
        state = program.update(state, keys[i & 1]).0
        benchSink &+= program.render(state).width
      }
      report.figure("update + render", render, "ns")
      func turn(_ i: Int) {
        state = program.update(state, keys[i & 1]).0
        benchSink &+= writer.output(for: program.render(state)).utf8.count
      }
      report.target(
        "update + render + diff (a turn without I/O)", Bench.againstYardstick(iterations: 2_000, turn),
        unit: "ns", below: 5)
      // A live sheet waits between keys while other processes run: its
      // memory is no longer in the caches when the next key comes.
      var sweep = [UInt8](repeating: 1, count: 16 << 20)
      var times: [Double] = []
      for i in 0..<300 {
        for j in stride(from: 0, to: sweep.count, by: 64) { sweep[j] &+= 1 }
        let start = Bench.now()
        turn(i)
        times.append(Double(Bench.now() - start))
      }
      benchSink &+= Int(sweep[64])
      report.figure(
        "the same turn with the caches emptied before it (median)", times.sorted()[times.count / 2], "ns")
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
