// The stub's runtime, part 4: a host that keeps a root view evaluated and acts on it as a person
// would (internal; tests reach it through `@testable import SwiftUI`). Every action is followed by
// an update: evaluate, run what the evaluation queued (`onChange`, `onDismiss`, tasks to start),
// and evaluate again until nothing changes, as SwiftUI's render loop does.

/// A root view kept evaluated, with the actions a person can take on it.
@MainActor final class ViewHost<Root: View> {
  let graph = ViewGraph()
  let root: Root
  let size: CGSize
  private(set) var environment: EnvironmentValues
  /// The tree of the last evaluation.
  private(set) var tree: ViewNode
  /// How many times the root has been evaluated.
  private(set) var evaluations = 0

  init(_ root: Root, size: CGSize = CGSize(width: 390, height: 844), environment: EnvironmentValues = .init())
  {
    self.root = root
    self.size = size
    self.environment = environment
    tree = ViewNode(.empty, path: ViewPath())
    update()
  }

  /// Evaluates until the views settle: no state changed and nothing queued.
  func update() {
    ViewGraph.current = graph
    for _ in 0..<100 {
      graph.beginEvaluation()
      tree = Evaluator(graph: graph).node(
        root, EvaluationContext(path: ViewPath(), environment: environment, size: size, window: size))
      evaluations += 1
      graph.endEvaluation()
      let actions = graph.pendingActions
      graph.pendingActions = []
      for action in actions { action() }
      if actions.isEmpty, !graph.isInvalid { return }
    }
    preconditionFailure("the views never settle: each evaluation changes state again")
  }

  /// The nodes of the tree that satisfy `predicate`.
  func all(where predicate: (ViewNode) -> Bool) -> [ViewNode] { tree.all(where: predicate) }

  /// The one button labelled `label`; a test failure (`nil`) when there is none or more than one.
  func button(_ label: String) -> ViewNode? {
    let buttons = tree.buttons(labelled: label)
    return buttons.count == 1 ? buttons[0] : nil
  }

  /// Presses a button, as a tap does; a disabled button ignores it, as in SwiftUI.
  func press(_ button: ViewNode) {
    guard case .button(let action, _, let isEnabled) = button.kind else {
      preconditionFailure("\(button.path) is not a button")
    }
    act { if isEnabled { action() } }
  }

  /// Taps a node that has `onTapGesture`.
  func tap(_ node: ViewNode) {
    guard let action = node.tapAction else { preconditionFailure("\(node.path) has no tap action") }
    act(action)
  }

  /// VoiceOver's swipe up (increment) or down (decrement) on an adjustable element.
  func adjust(_ node: ViewNode, _ direction: AccessibilityAdjustmentDirection) {
    guard let action = node.adjustableAction else { preconditionFailure("\(node.path) is not adjustable") }
    act { action(direction) }
  }

  /// VoiceOver's escape (the two-finger scrub) on a focused element: the nearest handler of
  /// `accessibilityAction(.escape)` on the node or its ancestors runs, as in SwiftUI.
  func escape(from node: ViewNode) {
    let chain = tree.all { candidate in candidate.path.isPrefix(of: node.path) }
    guard let action = chain.reversed().lazy.compactMap({ $0.accessibilityAction(.escape) }).first else {
      preconditionFailure("nothing around \(node.path) handles VoiceOver's escape")
    }
    act(action)
  }

  /// A finger dragging the node by `translation` in `steps` moves and lifting, the drag then
  /// coasting to `predictedEnd` (the translation itself by default). The views update after each move.
  func drag(_ node: ViewNode, by translation: CGSize, predictedEnd: CGSize? = nil, steps: Int = 3) {
    let path = node.path
    func gesture() -> GestureRecording {
      guard let gesture = tree.first(where: { $0.path == path && $0.gesture != nil })?.gesture else {
        preconditionFailure("\(path) has no gesture")
      }
      return gesture
    }
    for step in 1...max(steps, 1) {
      let fraction = Double(step) / Double(max(steps, 1))
      let value = DragGesture.Value(
        translation: CGSize(width: translation.width * fraction, height: translation.height * fraction),
        predictedEndTranslation: predictedEnd ?? translation)
      act { for action in gesture().onChanged { action(value) } }
    }
    let end = DragGesture.Value(
      translation: translation, predictedEndTranslation: predictedEnd ?? translation)
    act { for action in gesture().onEnded { action(end) } }
  }

  /// The finger that holds a node starts a drag and stays down (Confirm pressed mid-drag).
  func hold(_ node: ViewNode, at translation: CGSize) {
    let path = node.path
    guard let gesture = tree.first(where: { $0.path == path && $0.gesture != nil })?.gesture else {
      preconditionFailure("\(path) has no gesture")
    }
    act {
      for action in gesture.onChanged {
        action(DragGesture.Value(translation: translation, predictedEndTranslation: translation))
      }
    }
  }

  /// A swipe down on the shown system sheet: the system sets the binding to `false`, then calls
  /// `onDismiss`; nothing while a view in the sheet asks for `interactiveDismissDisabled(true)`.
  func swipeDownSheet() {
    guard let sheet = tree.first(where: { $0.sheet?.content != nil && $0.sheet?.isPopover == false })?.sheet
    else { preconditionFailure("no sheet is shown") }
    act { if !sheet.isInteractiveDismissDisabled { sheet.isPresented.wrappedValue = false } }
  }

  /// A tap outside the shown popover: the system sets the binding to `false` (nothing while a view
  /// in it asks for `interactiveDismissDisabled(true)`).
  func tapOutsidePopover() {
    guard let popover = tree.first(where: { $0.sheet?.content != nil && $0.sheet?.isPopover == true })?.sheet
    else { preconditionFailure("no popover is shown") }
    act { if !popover.isInteractiveDismissDisabled { popover.isPresented.wrappedValue = false } }
  }

  /// The shown popover's content, `nil` when none is shown.
  var popover: ViewNode? {
    tree.first(where: { $0.sheet?.isPopover == true && $0.sheet?.content != nil })?.sheet?.content
  }

  /// The nodes VoiceOver can reach: those with no `accessibilityHidden(true)` on them or around
  /// them. A modifier applies to what it modifies: `accessibilityHidden(true)` applied before an
  /// `overlay` hides the content, not the overlay.
  func reachable(where predicate: (ViewNode) -> Bool) -> [ViewNode] {
    func hides(_ record: ViewNode.Record) -> Bool {
      if case .accessibilityHidden(true) = record { return true }
      return false
    }
    func walk(_ node: ViewNode) -> [ViewNode] {
      var found: [ViewNode] = []
      if !node.records.contains(where: hides) {
        if predicate(node) { found.append(node) }
        for child in node.children { found += walk(child) }
      }
      for (index, record) in node.records.enumerated()
      where !node.records[(index + 1)...].contains(where: hides) {
        switch record {
        case .overlay(let other), .background(let other): found += walk(other)
        case .sheet(let sheet): found += sheet.content.map(walk) ?? []
        default: break
        }
      }
      return found
    }
    return walk(tree)
  }

  /// Whether time passes after each action, so that a dismissal started by it has ended (its
  /// `onDismiss` run) before the next; a test acting during a dismissal sets it to `false` and
  /// lets the dismissals end with ``finishTransitions()``.
  var letsTransitionsEnd = true

  /// The system changes what the environment says while the views are up (the text size, Reduce
  /// Motion, the size class after a rotation or a Split View resize), and the views update.
  func change(_ adjust: (inout EnvironmentValues) -> Void) {
    act { adjust(&environment) }
  }

  /// Runs `action` as an event and updates the views.
  func act(_ action: () -> Void) {
    ViewGraph.current = graph
    action()
    graph.invalidate()
    update()
    if letsTransitionsEnd { finishTransitions() }
  }

  /// Lets the sheets and popovers being dismissed slide away: their `onDismiss` actions run, and a
  /// presentation waiting for them is shown.
  func finishTransitions() {
    ViewGraph.current = graph
    while !graph.dismissals.isEmpty {
      graph.endDismissals()
      update()
    }
  }

  /// Waits for every running `task(id:)` action to finish, updating the views after each round.
  func finishTasks() async {
    while true {
      let running = Set(graph.tasks.values.map(\.task))
      for task in running { await task.value }
      update()
      if Set(graph.tasks.values.map(\.task)) == running { return }
    }
  }

}

/// A window a session runs in: an iPhone's, or an iPad's in a regular width.
enum SessionWindow: String, CaseIterable, Sendable {
  case iPhone = "390×844, compact"
  case iPad = "820×1180, regular"

  /// The window's size in points.
  var size: CGSize { self == .iPhone ? CGSize(width: 390, height: 844) : CGSize(width: 820, height: 1180) }

  /// `environment` with the window's horizontal size class.
  func environment(_ environment: EnvironmentValues = .init()) -> EnvironmentValues {
    var values = environment
    values.horizontalSizeClass = self == .iPad ? .regular : .compact
    return values
  }
}

/// How a person ends a sheet: its Confirm button, its Cancel button, or VoiceOver's escape.
enum SessionEnding: String, CaseIterable, Sendable {
  case confirm = "Confirm"
  case cancel = "Cancel"
  case escape = "VoiceOver's escape"
}
