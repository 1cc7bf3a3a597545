// The stub's runtime, part 5: the modifiers behind the public modifier methods (internal). Each is
// applied by the evaluator: it evaluates its content, in a context it may change (a frame's size, an
// environment value, an identifier), and records on the content's node what it was given.

extension View {
  /// The content with `record` noted on its node, evaluated in the context `adjust` makes.
  nonisolated func recording(
    _ record: ViewNode.Record, adjust: ((inout EvaluationContext) -> Void)? = nil,
    resize: ((inout CGSize, EvaluationContext) -> Void)? = nil
  ) -> ModifiedContent<Self, RecordingModifier> {
    ModifiedContent(
      content: self, modifier: RecordingModifier(record: record, adjust: adjust, resize: resize))
  }
}

/// Notes one record on the content's node.
nonisolated struct RecordingModifier: ViewModifier, PrimitiveModifier {
  let record: ViewNode.Record
  let adjust: ((inout EvaluationContext) -> Void)?
  /// How the modifier changes the size the content takes (a frame, padding), given the context
  /// the modifier itself was offered.
  var resize: ((inout CGSize, EvaluationContext) -> Void)? = nil

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    var inner = context
    adjust?(&inner)
    let node = content(inner)
    node.records.append(record)
    resize?(&node.size, context)
    return node
  }
}

/// `overlay(alignment:content:)` and `background(alignment:content:)`: a view evaluated beside the content.
nonisolated struct AttachedViewModifier<Attached: View>: ViewModifier, PrimitiveModifier {
  let attached: Attached
  let isBackground: Bool

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    // The attached views are offered the modified view's frame, and drawn there.
    var place = context.appending(isBackground ? "background" : "overlay").appending(node.records.count)
    place.size = node.size
    place.place = .attached(to: node.size)
    place.isFormRow = false
    let other = evaluator.node(attached, place)
    node.records.append(isBackground ? .background(other) : .overlay(other))
    return node
  }
}

/// `onChange(of:perform:)`: the action runs after an evaluation that saw a value different from the last one.
nonisolated struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let action: (Value) -> Void

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    let key = context.path.appending("onChange").appending(node.records.count)
    if let previous = evaluator.graph.remember(value, at: key) as? Value, previous != value {
      let (action, value) = (action, value)
      evaluator.graph.pendingActions.append { action(value) }
    }
    node.records.append(.onChange(value: value))
    return node
  }
}

/// `onAppear(perform:)`: the action runs after the first evaluation that shows the view, and again
/// after it left the tree and came back.
nonisolated struct OnAppearModifier: ViewModifier, PrimitiveModifier {
  let action: (() -> Void)?

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    let key = context.path.appending("onAppear").appending(node.records.count)
    if evaluator.graph.remember(true, at: key) == nil, let action {
      evaluator.graph.pendingActions.append(action)
    }
    node.records.append(.onAppear)
    return node
  }
}

/// `sheet(isPresented:onDismiss:content:)` and `popover(isPresented:…)`: the sheet's content is evaluated while the binding is
/// `true`; when it turns `false`, by a button or by the system, `onDismiss` runs, as in SwiftUI.
nonisolated struct SheetModifier<Sheet: View>: ViewModifier, PrimitiveModifier {
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let sheet: () -> Sheet
  /// Whether this is `popover(isPresented:attachmentAnchor:arrowEdge:content:)`: the same life, anchored.
  var isPopover = false

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    let graph = evaluator.graph
    let key = context.path.appending("sheet").appending(node.records.count)
    let wantsShown = isPresented.wrappedValue
    let wasShown = graph.remember(wantsShown, at: key) as? Bool ?? false
    // The dismissal slides the sheet away; `onDismiss` runs when it is over, not at once.
    if wasShown, !wantsShown { graph.dismissals.append(onDismiss ?? {}) }
    let isShown = wantsShown && graph.mayPresent(at: key)
    var inside = context.appending("sheet").appending(node.records.count)
    // A sheet is presented at the window, whatever view the modifier is attached to; a popover
    // points at that view in a regular width and is shown as a sheet in a compact one.
    let adaptsToSheet = context.environment.horizontalSizeClass != .regular
    inside.size = context.window
    inside.place = isPopover && !adaptsToSheet ? .popover : .sheet
    inside.isFormRow = false
    let shown = isShown ? evaluator.node(sheet(), inside) : nil
    node.records.append(
      .sheet(
        SheetRecording(isPresented: isPresented, onDismiss: onDismiss, content: shown, isPopover: isPopover)))
    return node
  }
}

/// `task(id:priority:_:)`: the action starts after the view's first evaluation and again, the
/// running one cancelled, whenever `id` changes; it is cancelled when the view leaves the tree.
nonisolated struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  nonisolated(unsafe) let action: @isolated(any) () async -> Void

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    let key = context.path.appending("task").appending(node.records.count)
    nonisolated(unsafe) let action = action
    let (id, priority) = (id, priority)
    evaluator.graph.keepTask(at: key, id: id, isSame: { ($0 as? ID) == id }) {
      Task(priority: priority) { await action() }
    }
    node.records.append(.task(id: id))
    return node
  }
}

/// `gesture(_:including:)`: the gesture's callbacks, for a test to drive.
nonisolated struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
  let gesture: G

  @MainActor func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode {
    let node = content(context)
    node.records.append(.gesture(GestureRecording.of(gesture)))
    return node
  }
}

extension PrimitiveModifier where Self: ViewModifier {
  /// SwiftUI applies a primitive modifier itself: it has no body.
  func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("a primitive modifier has no body") }
}

extension CGSize {
  /// The size less `length` on each of `edges`.
  func padded(_ edges: Edge.Set, by length: CGFloat) -> CGSize {
    let horizontal = (edges.contains(.leading) ? length : 0) + (edges.contains(.trailing) ? length : 0)
    let vertical = (edges.contains(.top) ? length : 0) + (edges.contains(.bottom) ? length : 0)
    return CGSize(width: max(0, width - horizontal), height: max(0, height - vertical))
  }
}

extension CGFloat {
  /// The value kept between the bounds given (an infinite maximum keeps it).
  func clamped(_ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
    var value = self
    if let maximum, maximum.isFinite { value = Swift.min(value, maximum) }
    if let minimum { value = Swift.max(value, minimum) }
    return value
  }
}
