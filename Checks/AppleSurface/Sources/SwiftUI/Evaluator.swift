// The stub's runtime, part 2: the evaluator (internal). It walks a view tree as SwiftUI does: a view
// with a body is asked for it after its `@State` and `@Environment` are linked; a primitive (Text,
// Button, stacks, ForEach, GeometryReader, conditions, modifiers) becomes a `ViewNode` that records
// what it was given.

/// What a view is evaluated in: its position, its environment and the size offered to it.
struct EvaluationContext {
  var path: ViewPath
  var environment: EnvironmentValues
  /// The size offered by the nearest fixed frame above (what a `GeometryReader` reports).
  var size: CGSize

  func appending(_ component: AnyHashable) -> EvaluationContext {
    var context = self
    context.path = path.appending(component)
    return context
  }
}

/// A view SwiftUI draws itself, which the evaluator turns into a node instead of asking for a body.
@MainActor protocol PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode
}

/// A modifier SwiftUI applies itself: it evaluates the content (in a context it may change) and
/// records what it was given on the content's node.
@MainActor protocol PrimitiveModifier {
  func makeNode(
    _ evaluator: Evaluator, _ context: EvaluationContext, content: (EvaluationContext) -> ViewNode
  ) -> ViewNode
}

/// Evaluates views into nodes, linking state in `graph`.
@MainActor final class Evaluator {
  let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  func node<V: View>(_ view: V, _ context: EvaluationContext) -> ViewNode {
    if let primitive = view as? any PrimitiveView { return primitive.makeNode(self, context) }
    graph.install(view, at: context.path, environment: context.environment)
    return node(view.body, context.appending(ObjectIdentifier(V.self)))
  }

  /// Evaluates an existential view (a tuple's element).
  func node(of view: any View, _ context: EvaluationContext) -> ViewNode {
    node(view, context)
  }

  /// A node holding `children`, evaluated in order at positions 0, 1, 2…
  func group(_ kind: ViewNode.Kind, _ views: [any View], _ context: EvaluationContext) -> ViewNode {
    ViewNode(
      kind, path: context.path,
      children: views.enumerated().map { index, view in node(of: view, context.appending(index)) })
  }
}

// MARK: - Primitive views

extension Never: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.empty, path: context.path)
  }
}

extension EmptyView: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.empty, path: context.path)
  }
}

extension Text: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.text(content), path: context.path)
  }
}

extension TupleView: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    evaluator.group(.group, elements, context)
  }
}

extension _ConditionalContent: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    switch storage {
    case .trueContent(let content):
      ViewNode(.group, path: context.path, children: [evaluator.node(content, context.appending(true))])
    case .falseContent(let content):
      ViewNode(.group, path: context.path, children: [evaluator.node(content, context.appending(false))])
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(
      .group, path: context.path, children: map { [evaluator.node($0, context.appending("some"))] } ?? [])
  }
}

extension HStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(
      .stack(.horizontal), path: context.path, children: [evaluator.node(content, context.appending(0))])
  }
}

extension VStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.stack(.vertical), path: context.path, children: [evaluator.node(content, context.appending(0))])
  }
}

extension ZStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.stack(nil), path: context.path, children: [evaluator.node(content, context.appending(0))])
  }
}

extension Spacer: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.spacer, path: context.path)
  }
}

extension GeometryReader: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    let proxy = GeometryProxy(size: context.size)
    return ViewNode(
      .geometry(context.size), path: context.path,
      children: [evaluator.node(content(proxy), context.appending(0))])
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(
      .group, path: context.path,
      children: data.map { element in evaluator.node(content(element), context.appending(identify(element))) }
    )
  }
}

extension Button: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(
      .button(action, isCancel: isCancel, isEnabled: context.environment.isEnabled), path: context.path,
      children: [evaluator.node(label, context.appending(0))])
  }
}

extension Color: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.color(self), path: context.path)
  }
}

extension Rectangle: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.shape("Rectangle"), path: context.path)
  }
}

extension RoundedRectangle: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.shape("RoundedRectangle(cornerRadius: \(cornerRadius))"), path: context.path)
  }
}

extension NavigationStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, path: context.path, children: [evaluator.node(root, context.appending(0))])
  }
}

extension ScrollView: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, path: context.path, children: [evaluator.node(content, context.appending(0))])
  }
}

extension NavigationLink: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, path: context.path, children: [evaluator.node(label, context.appending(0))])
  }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    evaluate?(context) ?? ViewNode(.empty, path: context.path)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    let content = content
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeNode(evaluator, context) { evaluator.node(content, $0) }
    }
    // A modifier with a body: its state lives at the position it is applied at; its content is
    // evaluated where the body places it.
    evaluator.graph.install(modifier, at: context.path, environment: context.environment)
    let placeholder = _ViewModifier_Content<Modifier>(evaluate: { evaluator.node(content, $0) })
    return evaluator.node(
      modifier.body(content: placeholder), context.appending(ObjectIdentifier(Modifier.self)))
  }
}
