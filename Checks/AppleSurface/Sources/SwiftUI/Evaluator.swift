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
  /// Where the views evaluated here are drawn: the window, an overlay or background of another
  /// view, a sheet or a popover.
  var place: ViewNode.Place = .window
  /// The window's size (what a sheet is presented in).
  var window: CGSize = .zero
  /// Whether the view is a row of a `Form` (a button there fills its row).
  var isFormRow = false

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
      kind, context,
      children: views.enumerated().map { index, view in node(of: view, context.appending(index)) })
  }
}

// MARK: - Primitive views

extension Never: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.empty, context, size: .zero)
  }
}

extension EmptyView: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.empty, context, size: .zero)
  }
}

extension Text: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.text(content), context, size: Text.size(of: content, offered: context.size))
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
      ViewNode(.group, context, children: [evaluator.node(content, context.appending(true))])
    case .falseContent(let content):
      ViewNode(.group, context, children: [evaluator.node(content, context.appending(false))])
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, context, children: map { [evaluator.node($0, context.appending("some"))] } ?? [])
  }
}

extension HStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.stack(.horizontal), context, children: [evaluator.node(content, context.appending(0))])
  }
}

extension VStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.stack(.vertical), context, children: [evaluator.node(content, context.appending(0))])
  }
}

extension ZStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.stack(nil), context, children: [evaluator.node(content, context.appending(0))])
  }
}

extension Spacer: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.spacer, context, size: context.size)
  }
}

extension GeometryReader: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    let proxy = GeometryProxy(size: context.size)
    return ViewNode(
      .geometry(context.size), context, size: context.size,
      children: [evaluator.node(content(proxy), context.appending(0))])
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(
      .group, context,
      children: data.map { element in evaluator.node(content(element), context.appending(identify(element))) }
    )
  }
}

extension Button: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    // A button is as big as its label (in a form, its row).
    var inside = context.appending(0)
    inside.isFormRow = false
    let label = evaluator.node(label, inside)
    return ViewNode(
      .button(action, isCancel: isCancel, isEnabled: context.environment.isEnabled), context,
      size: context.isFormRow ? context.size : label.size, children: [label])
  }
}

extension Color: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.color(self), context, size: context.size)
  }
}

extension Rectangle: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.shape("Rectangle"), context, size: context.size)
  }
}

extension RoundedRectangle: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.shape("RoundedRectangle(cornerRadius: \(cornerRadius))"), context, size: context.size)
  }
}

extension NavigationStack: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, context, size: context.size, children: [evaluator.node(root, context.appending(0))])
  }
}

extension ScrollView: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, context, size: context.size, children: [evaluator.node(content, context.appending(0))])
  }
}

extension NavigationLink: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    ViewNode(.group, context, children: [evaluator.node(label, context.appending(0))])
  }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    evaluate?(context) ?? ViewNode(.empty, context, size: .zero)
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

extension Form: PrimitiveView {
  func makeNode(_ evaluator: Evaluator, _ context: EvaluationContext) -> ViewNode {
    // Each view of the form is a row as wide as the form and at least 44 points high.
    var row = context.appending(0)
    row.size = CGSize(width: context.size.width, height: Form<Content>.rowHeight)
    row.isFormRow = true
    return ViewNode(.group, context, size: context.size, children: [evaluator.node(content, row)])
  }
}

extension Text {
  /// The size a line of text takes at the body size: about 9 points a character, 22 points high,
  /// no more than offered.
  static func size(of content: String, offered: CGSize) -> CGSize {
    CGSize(width: min(offered.width, CGFloat(content.count) * 9), height: min(offered.height, 22))
  }
}
