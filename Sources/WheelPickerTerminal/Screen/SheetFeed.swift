import WheelPickerCore
import WheelPickerPresentation

/// Rows that arrive while a sheet is open (children loaded on demand), and
/// how ``SheetRunner`` meets them: after every turn's events it gives the
/// engine what arrived (``refresh``), which also starts what the new
/// selection needs; between turns it waits on input and on the terminal's
/// ``TerminalIO/waker``, which the feed calls when something arrives, so the
/// loop never polls.
///
/// A headless run (`--keys`) waits for everything under way before each key
/// (``waitsBeforeEachKey``), so a script sees the same wheels every time.
///
/// <!-- snippet: compile-only: the feed waits for the loads, blocking its thread, and a test runs on the cooperative pool
/// let keys: [KeyPress]? = [.enter]
/// let loader = try AsyncCascadeLoader(levels: 2) { path in ["a", "b"].map { AsyncCascadeNode(key: "\(path.count)\($0)", name: $0) } }
/// let program = SheetProgram<AsyncCascadeModel>(configuration: SheetConfiguration(title: "Children"))
/// let terminal = ScriptedTerminal(keys: keys ?? [])
/// let state = program.initialState(engine: SelectionEngine(model: loader.model()), size: .standard)
/// -->
/// ```swift
/// let feed = SheetFeed(loader: loader, waitsBeforeEachKey: keys != nil)
/// let result = try SheetRunner(program: program, terminal: terminal, feed: feed).run(state)
/// ```
public struct SheetFeed<Model: WheelModel>: Sendable {
  /// Gives an engine what arrived and starts what its selection needs; `nil` when nothing moved.
  public var refresh: @Sendable (inout SelectionEngine<Model>) -> SelectionChange?
  /// Like ``refresh``, after Confirm was held (``SheetOutcome/confirmationHeld``): a failed load tries again.
  public var retry: @Sendable (inout SelectionEngine<Model>) -> SelectionChange?
  /// Waits until nothing is under way, refreshing the engine as things arrive (blocks the thread).
  public var waitForLoads: @Sendable (inout SelectionEngine<Model>) -> SelectionChange?
  /// Installs the function to call, from any thread, when something arrives.
  public var connect: @Sendable (@escaping @Sendable () -> Void) -> Void
  /// Whether the loop calls ``waitForLoads`` before it reads each key (a script of keys).
  public var waitsBeforeEachKey: Bool

  /// Creates a feed from its parts.
  public init(
    refresh: @escaping @Sendable (inout SelectionEngine<Model>) -> SelectionChange?,
    retry: @escaping @Sendable (inout SelectionEngine<Model>) -> SelectionChange?,
    waitForLoads: @escaping @Sendable (inout SelectionEngine<Model>) -> SelectionChange?,
    connect: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void, waitsBeforeEachKey: Bool
  ) {
    self.refresh = refresh
    self.retry = retry
    self.waitForLoads = waitForLoads
    self.connect = connect
    self.waitsBeforeEachKey = waitsBeforeEachKey
  }
}

extension SheetFeed where Model == AsyncCascadeModel {
  /// The feed of a cascade whose children a loader brings.
  public init(loader: AsyncCascadeLoader, waitsBeforeEachKey: Bool) {
    self.init(
      refresh: { loader.refresh(&$0) }, retry: { loader.retry(&$0) },
      waitForLoads: { loader.waitForLoads(&$0) },
      connect: { loader.onChange = $0 }, waitsBeforeEachKey: waitsBeforeEachKey)
  }
}

extension SheetProgram {
  /// The state after the feed moved its engine: the moved wheels re-measured.
  func received(
    _ engine: SelectionEngine<Model>, _ change: SelectionChange?, _ state: SheetState<Model>
  ) -> SheetState<Model> {
    guard let change else { return state }
    var state = state
    _ = send(.childrenArrived(engine, change), &state)
    return state
  }
}
