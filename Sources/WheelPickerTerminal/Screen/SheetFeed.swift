import WheelPickerCore
import WheelPickerPresentation

/// Rows that arrive while a sheet is open (children loaded on demand), and
/// how ``SheetRunner`` meets them: after every turn's events it asks what
/// arrived since its engine's model (``arrival``) and sends it to the program
/// as an event (``/WheelPickerPresentation/PickerSheet/Event/childrenArrived(_:)``),
/// whose update derives the engine; then it starts what the new selection
/// needs (``requestLoads``). Between turns it waits on input and on the
/// terminal's ``TerminalIO/waker``, which the feed calls when something
/// arrives, so the loop never polls.
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
  /// What arrived since an engine's model; `nil` when it shows everything.
  public var arrival: @Sendable (SelectionEngine<Model>) -> Model.Arrival?
  /// Starts the loads an engine's selection needs; `true` when that changed what the engine
  /// should show (a failure forgotten, loading again): ask for an ``arrival`` again.
  public var requestLoads: @Sendable (SelectionEngine<Model>) -> Bool
  /// Forgets the failures on an engine's selection, after Confirm was held
  /// (``SheetOutcome/confirmationHeld``), so that the next ``requestLoads`` loads them again.
  public var forgetFailures: @Sendable (SelectionEngine<Model>) -> Void
  /// Waits until no load is under way (blocks the thread); `false` when none was.
  public var waitForLoads: @Sendable () -> Bool
  /// Installs the function to call, from any thread, when something arrives.
  public var connect: @Sendable (@escaping @Sendable () -> Void) -> Void
  /// Whether the loop waits for the loads, showing each arrival, before it reads each key (a
  /// script of keys).
  public var waitsBeforeEachKey: Bool

  /// Creates a feed from its parts.
  public init(
    arrival: @escaping @Sendable (SelectionEngine<Model>) -> Model.Arrival?,
    requestLoads: @escaping @Sendable (SelectionEngine<Model>) -> Bool,
    forgetFailures: @escaping @Sendable (SelectionEngine<Model>) -> Void,
    waitForLoads: @escaping @Sendable () -> Bool,
    connect: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void, waitsBeforeEachKey: Bool
  ) {
    self.arrival = arrival
    self.requestLoads = requestLoads
    self.forgetFailures = forgetFailures
    self.waitForLoads = waitForLoads
    self.connect = connect
    self.waitsBeforeEachKey = waitsBeforeEachKey
  }
}

extension SheetFeed where Model == AsyncCascadeModel {
  /// The feed of a cascade whose children a loader brings.
  public init(loader: AsyncCascadeLoader, waitsBeforeEachKey: Bool) {
    self.init(
      arrival: { loader.arrival(since: $0.model) }, requestLoads: { loader.requestLoads(for: $0) },
      forgetFailures: { loader.forgetFailures(on: $0) }, waitForLoads: { loader.waitForLoads() },
      connect: { loader.onChange = $0 }, waitsBeforeEachKey: waitsBeforeEachKey)
  }
}

extension SheetProgram {
  /// The state after the program received what the feed brought, and the feed started what the
  /// new selection needs: again while that changed what the engine should show (a failure
  /// forgotten), at most once a wheel and once more.
  func received(from feed: SheetFeed<Model>, _ state: SheetState<Model>) -> SheetState<Model> {
    var state = state
    for _ in 0...state.sheet.engine.wheelCount {
      if let arrival = feed.arrival(state.sheet.engine) { _ = send(.childrenArrived(arrival), &state) }
      guard feed.requestLoads(state.sheet.engine) else { break }
    }
    return state
  }

  /// The state after every load under way ended, each arrival received (a script of keys sees
  /// the same wheels every time). Blocks the thread.
  func receivedAll(from feed: SheetFeed<Model>, _ state: SheetState<Model>) -> SheetState<Model> {
    var state = state
    while true {
      state = received(from: feed, state)
      // A load may have ended between the look and the wait: its result still needs receiving.
      if !feed.waitForLoads(), feed.arrival(state.sheet.engine) == nil { return state }
    }
  }
}
