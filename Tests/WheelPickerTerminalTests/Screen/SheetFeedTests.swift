import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

/// Rows that arrive while a sheet is open: Confirm held while a wheel loads, the loop's feed.
@Suite("SheetFeed", .serialized)
struct SheetFeedTests {
  static let roots: [AsyncCascadeNode] = [.init(name: "main"), .init(name: "dev")]

  static func program() -> SheetProgram<AsyncCascadeModel> {
    var program = SheetProgram<AsyncCascadeModel>(configuration: SheetConfiguration(isAnimated: false))
    program.sheet.holdsConfirmation = { !$0.isComplete }
    return program
  }

  @Test("Enter is held while a wheel shows the loading row, and confirms once the rows are there")
  func held() {
    let program = Self.program()
    let loading = AsyncCascadeModel(levels: 1)
    let state = program.initialState(engine: SelectionEngine(model: loading), size: .standard)
    #expect(program.update(state, .key(.enter)).1 == .confirmationHeld)
    let loaded = AsyncCascadeModel(levels: 1, children: [[]: .loaded(AsyncCascadeRows(Self.roots))])
    let ready = program.initialState(engine: SelectionEngine(model: loaded), size: .standard)
    #expect(program.update(ready, .key(.enter)).1 == .ended(.confirmed))
  }

  @Test("Confirm is drawn struck through while it is held, and plain once the rows are there")
  func heldConfirmIsDrawnDisabled() {
    let program = Self.program()
    func confirmStyle(_ model: AsyncCascadeModel) -> Style? {
      let frame = program.render(program.initialState(engine: SelectionEngine(model: model), size: .standard))
      let line = frame.plainLine(0)
      guard let range = line.range(of: "Confirm") else { return nil }
      return frame[line.distance(from: line.startIndex, to: range.lowerBound), 0].style
    }
    #expect(confirmStyle(AsyncCascadeModel(levels: 1))?.isStruckThrough == true)
    let loaded = AsyncCascadeModel(levels: 1, children: [[]: .loaded(AsyncCascadeRows(Self.roots))])
    #expect(confirmStyle(loaded)?.isStruckThrough == false)
  }

  @Test("a script of keys waits for the loads before each key, so Enter confirms what arrived")
  func settlesBeforeEachKey() throws {
    let loader = try AsyncCascadeLoader(levels: 2) { path in
      path.isEmpty ? Self.roots : [.init(name: "\(path[0].name)-1")]
    }
    let program = Self.program()
    // The wait ends the first turn, so that each key is read by a read that waits.
    let terminal = MemoryTerminal(script: [.bytes([0x1B, 0x5B, 0x42]), .timedOut, .bytes([0x0D])])
    let runner = SheetRunner(
      program: program, terminal: terminal, feed: SheetFeed(loader: loader, waitsBeforeEachKey: true))
    let result = try runner.run(
      program.initialState(engine: SelectionEngine(model: loader.model()), size: .standard))
    #expect(result.ending == .confirmed)
    #expect(result.value == AsyncCascadePath([.init(name: "dev"), .init(name: "dev-1")]))
    #expect(terminal.output.contains("dev-1"))
  }

  @Test("input that ends on a held value cancels a sheet that would confirm")
  func exhaustedWhileHeld() throws {
    let loader = try AsyncCascadeLoader(levels: 2) { path in
      guard path.isEmpty else { throw WheelPickerError(.invalidData, "exit status 1", reason: .loadFailed) }
      return Self.roots
    }
    let program = Self.program()
    let runner = SheetRunner(
      program: program, terminal: MemoryTerminal(), endOfInput: .confirmed,
      feed: SheetFeed(loader: loader, waitsBeforeEachKey: true))
    let result = try runner.run(
      program.initialState(engine: SelectionEngine(model: loader.model()), size: .standard))
    #expect(result.ending == .cancelled)
    #expect(result.state.sheet.engine.value.pending == .failed("exit status 1"))
  }
}
