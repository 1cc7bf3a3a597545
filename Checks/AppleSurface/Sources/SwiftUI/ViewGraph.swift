// The stub's runtime, part 1: where state lives between evaluations (internal; tests reach it through
// `@testable import SwiftUI`). SwiftUI keeps a view's `@State` at the view's identity in the tree and
// drops it when the view leaves the tree; the graph does the same, keyed by `ViewPath`.

/// A view's place in the tree: the structural identity SwiftUI keys state by (positions in stacks
/// and tuples, the branch of a condition, `ForEach` and `.id(_:)` identifiers, the view's type).
struct ViewPath: Hashable, CustomStringConvertible {
  var components: [AnyHashable] = []

  func appending(_ component: AnyHashable) -> ViewPath {
    var path = self
    path.components.append(component)
    return path
  }

  var description: String { components.map { "\($0)" }.joined(separator: "/") }

  /// Whether this path leads to `other` or one of its ancestors' places (or is `other`).
  func isPrefix(of other: ViewPath) -> Bool { other.components.starts(with: components) }
}

/// Where a `@State` reads and writes: its initial value until the evaluator links it to the slot of
/// its view's position, then the slot.
@usableFromInline final class StateLocation<Value>: @unchecked Sendable {
  private var initial: Value
  var slot: StateSlot<Value>?

  init(_ value: Value) { initial = value }

  var value: Value {
    get { slot?.value ?? initial }
    set {
      if let slot {
        slot.value = newValue
        let graph = slot.graph
        MainActor.assumeIsolated { graph?.invalidate() }
      } else {
        initial = newValue
      }
    }
  }
}

/// The storage of one `@State` at one position, kept by the graph across evaluations.
final class StateSlot<Value> {
  var value: Value
  weak var graph: ViewGraph?

  init(_ value: Value, graph: ViewGraph) {
    self.value = value
    self.graph = graph
  }
}

/// What a `Binding` reads and writes.
@usableFromInline final class BindingLocation<Value>: @unchecked Sendable {
  let get: () -> Value
  let set: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
}

/// The environment an `@Environment` property reads, set by the evaluator before the view's body.
@usableFromInline final class EnvironmentLocation: @unchecked Sendable {
  var values: EnvironmentValues?
}

/// A property the evaluator prepares before asking for a view's body (`@State`, `@Environment`).
@MainActor protocol InstallableProperty {
  func install(in graph: ViewGraph, key: ViewPath, environment: EnvironmentValues)
}

extension State: InstallableProperty {
  func install(in graph: ViewGraph, key: ViewPath, environment: EnvironmentValues) {
    location.slot = graph.slot(at: key, initial: location.value)
  }
}

extension Environment: InstallableProperty {
  func install(in graph: ViewGraph, key: ViewPath, environment: EnvironmentValues) {
    location.values = environment
  }
}

/// The state of every view in the tree, the values `onChange` compares, the sheets shown, the tasks
/// running, and what must run once an evaluation is over (SwiftUI runs `onChange` and `onDismiss`
/// actions after it updates the views).
@MainActor final class ViewGraph {
  /// The graph being evaluated or acted on, which a binding made by `Binding(get:set:)` marks as changed.
  nonisolated(unsafe) static weak var current: ViewGraph?

  private var slots: [ViewPath: AnyObject] = [:]
  private var touched: Set<ViewPath> = []
  /// What a modifier saw at the last evaluation, by position (an `onChange` value, whether a sheet was shown).
  private var remembered: [ViewPath: Any] = [:]
  private var touchedMemories: Set<ViewPath> = []
  /// Running `task(id:)` actions by position, with the identifier they started for.
  var tasks: [ViewPath: (id: Any, task: Task<Void, Never>)] = [:]
  private var touchedTasks: Set<ViewPath> = []
  /// Actions to run after the evaluation in progress.
  var pendingActions: [() -> Void] = []
  /// The animations `withAnimation(_:_:)` was called with while this graph ran, oldest first.
  var explicitAnimations: [Animation?] = []
  /// Whether some state changed since the last evaluation.
  private(set) var isInvalid = true
  /// The `onDismiss` actions of sheets and popovers whose dismissal is still sliding, oldest first.
  var dismissals: [() -> Void] = []
  /// The sheets and popovers shown at the last evaluation, and those shown at this one.
  private var presented: Set<ViewPath> = []
  private var presentedNow: Set<ViewPath> = []
  /// Presentations asked for while another was shown: SwiftUI shows one at a time, and says so in
  /// the log ("Currently, only presenting a single sheet is supported").
  private(set) var refusedPresentations: [ViewPath] = []

  /// Whether the sheet at `key` may be shown now: it was shown already, or nothing else is shown
  /// and no dismissal is still sliding (a presentation waits for the dismissal to end).
  func mayPresent(at key: ViewPath) -> Bool {
    if presented.contains(key) {
      presentedNow.insert(key)
      return true
    }
    guard dismissals.isEmpty else { return false }
    guard presented.isEmpty, presentedNow.isEmpty else {
      if refusedPresentations.last != key { refusedPresentations.append(key) }
      return false
    }
    presentedNow.insert(key)
    return true
  }

  /// Lets the dismissals that are sliding end: their `onDismiss` actions run, oldest first.
  func endDismissals() {
    let ended = dismissals
    dismissals = []
    for action in ended { action() }
    if !ended.isEmpty { invalidate() }
  }

  func invalidate() { isInvalid = true }

  /// Marks the current graph as changed; bindings are written on the main actor, as in SwiftUI.
  nonisolated static func invalidateCurrent() { MainActor.assumeIsolated { current?.invalidate() } }

  func slot<Value>(at key: ViewPath, initial: @autoclosure () -> Value) -> StateSlot<Value> {
    touched.insert(key)
    if let slot = slots[key] as? StateSlot<Value> { return slot }
    let slot = StateSlot(initial(), graph: self)
    slots[key] = slot
    return slot
  }

  /// Links the `@State` and `@Environment` properties of `value` (a view or a modifier) at `path`,
  /// and those of the dynamic properties it holds, at any depth: SwiftUI updates a custom
  /// `DynamicProperty`'s own stored dynamic properties before the body, as it does a view's
  /// (https://developer.apple.com/documentation/swiftui/dynamicproperty).
  func install<Value>(_ value: Value, at path: ViewPath, environment: EnvironmentValues) {
    installProperties(of: value, at: path.appending(ObjectIdentifier(Value.self)), environment: environment)
  }

  private func installProperties(of value: Any, at base: ViewPath, environment: EnvironmentValues) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let key = base.appending(child.label ?? "\(index)")
      if let property = child.value as? any InstallableProperty {
        property.install(in: self, key: key, environment: environment)
      } else if child.value is any DynamicProperty {
        installProperties(of: child.value, at: key, environment: environment)
      }
    }
  }

  /// What was remembered at `key` in the last evaluation (`nil` the first time), replaced by `value`.
  func remember(_ value: Any, at key: ViewPath) -> Any? {
    touchedMemories.insert(key)
    defer { remembered[key] = value }
    return remembered[key]
  }

  /// Keeps the task at `path` running for `id`, or cancels it and starts `action` for a new `id`.
  func keepTask(at path: ViewPath, id: Any, isSame: (Any) -> Bool, action: @escaping () -> Task<Void, Never>)
  {
    touchedTasks.insert(path)
    if let running = tasks[path], isSame(running.id) { return }
    tasks[path]?.task.cancel()
    pendingActions.append { [weak self] in self?.tasks[path] = (id, action()) }
  }

  func beginEvaluation() {
    presentedNow = []
    touched = []
    touchedTasks = []
    touchedMemories = []
    isInvalid = false
  }

  /// Drops the state of views no longer in the tree and cancels their tasks, as SwiftUI does when a view goes.
  func endEvaluation() {
    // A presentation whose modifier left the tree while shown (its view went, or moved to another
    // branch) is dismissed; one asked for meanwhile waits for the dismissal to end.
    for key in presented where !presentedNow.contains(key) && !touchedMemories.contains(key) {
      dismissals.append {}
      invalidate()
    }
    presented = presentedNow
    slots = slots.filter { touched.contains($0.key) }
    remembered = remembered.filter { touchedMemories.contains($0.key) }
    for (path, running) in tasks where !touchedTasks.contains(path) {
      running.task.cancel()
      tasks[path] = nil
    }
  }
}
