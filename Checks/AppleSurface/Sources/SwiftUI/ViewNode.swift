// The stub's runtime, part 3: the evaluated tree (internal). A node is a primitive view with the
// modifiers applied to it, innermost first, each recording what the face gave SwiftUI.

/// One primitive view of an evaluated tree.
@MainActor final class ViewNode {
  enum Kind {
    case empty, group, spacer
    case text(String)
    /// A button: its action, whether its role is `.cancel`, and whether it takes taps (`disabled(_:)`).
    case button(@MainActor () -> Void, isCancel: Bool, isEnabled: Bool)
    /// `HStack` (`.horizontal`), `VStack` (`.vertical`) or `ZStack` (`nil`).
    case stack(Axis?)
    /// A `GeometryReader`, with the size it reported.
    case geometry(CGSize)
    case color(Color)
    case shape(String)
  }

  /// What a modifier was given.
  enum Record {
    case font(Font?)
    case foregroundColor(Color?)
    case lineLimit(Int?)
    case minimumScaleFactor(CGFloat)
    case padding(Edge.Set, CGFloat?)
    case frame(width: CGFloat?, height: CGFloat?)
    case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?)
    case offset(x: CGFloat, y: CGFloat)
    case opacity(Double)
    case scaleEffect(x: CGFloat, y: CGFloat)
    case clipped, contentShape, ignoresSafeArea
    case id(AnyHashable)
    case fill(String), stroke(String, lineWidth: CGFloat)
    case background(ViewNode), overlay(ViewNode), backgroundStyle(String)
    case onTapGesture(count: Int, action: () -> Void)
    case onChange(value: Any)
    case onAppear
    case task(id: Any)
    case transition(AnyTransition)
    case animation(Animation?, value: Any)
    case gesture(GestureRecording)
    case sheet(SheetRecording)
    case presentationDetents(Set<PresentationDetent>)
    case interactiveDismissDisabled(Bool)
    case accessibilityHidden(Bool)
    case focused(() -> Bool)
    case accessibilityFocused(() -> Bool)
    case focusable(Bool)
    case keyboardShortcut(KeyboardShortcut?)
    case onKeyPress((KeyPress) -> KeyPress.Result)
    case environment
    case navigationTitle(String)
    case accessibilityLabel(String)
    case accessibilityValue(String)
    case accessibilityAddTraits(AccessibilityTraits)
    case accessibilityElement(AccessibilityChildBehavior)
    case accessibilityAdjustableAction((AccessibilityAdjustmentDirection) -> Void)
    case accessibilityAction(AccessibilityActionKind, () -> Void)
  }

  /// Where a view is drawn.
  enum Place: Equatable {
    /// In the window, with the root view.
    case window
    /// In an `overlay` or `background` of a view of this size: it takes that view's frame.
    case attached(to: CGSize)
    /// In a sheet presented at the window's bottom edge (as high as its detent), as wide as the
    /// window in a compact width.
    case sheet
    /// In a popover pointing at the view the modifier is attached to.
    case popover
  }

  let kind: Kind
  let path: ViewPath
  var children: [ViewNode]
  var records: [Record] = []
  /// The size the view takes: its own (a text's line, a button's label), or what it is offered
  /// (colours, shapes, geometry readers, stacks holding a spacer), changed by its frames and padding.
  var size: CGSize
  /// Where the view is drawn.
  let place: Place

  init(_ kind: Kind, path: ViewPath, children: [ViewNode] = []) {
    self.kind = kind
    self.path = path
    self.children = children
    size = .zero
    place = .window
  }

  /// A node evaluated in `context`: its size is `size`, or else what its children take together.
  init(_ kind: Kind, _ context: EvaluationContext, size: CGSize? = nil, children: [ViewNode] = []) {
    self.kind = kind
    path = context.path
    self.children = children
    place = context.place
    self.size = size ?? Self.fitting(kind, children, offered: context.size)
  }

  /// The size of a stack or group: the children side by side (horizontal), one above the other
  /// (vertical) or on top of one another; a stack holding a spacer takes what is offered along its
  /// axis. Never more than offered.
  private static func fitting(_ kind: Kind, _ children: [ViewNode], offered: CGSize) -> CGSize {
    let sizes = children.flatMap(\.laidOutSizes)
    let widest = sizes.map(\.width).max() ?? 0
    let tallest = sizes.map(\.height).max() ?? 0
    let hasSpacer = children.contains { $0.containsSpacer }
    let size: CGSize
    switch kind {
    case .stack(.horizontal?):
      size = CGSize(width: hasSpacer ? offered.width : sizes.map(\.width).reduce(0, +), height: tallest)
    case .stack(.vertical?):
      size = CGSize(width: widest, height: hasSpacer ? offered.height : sizes.map(\.height).reduce(0, +))
    default:
      size = CGSize(width: widest, height: tallest)
    }
    return CGSize(width: min(size.width, offered.width), height: min(size.height, offered.height))
  }

  /// The sizes a stack lays out for this node: a group's children each, anything else itself.
  private var laidOutSizes: [CGSize] {
    if case .group = kind, records.isEmpty { return children.flatMap(\.laidOutSizes) }
    if case .empty = kind { return [] }
    return [size]
  }

  /// Whether this is a spacer, or a group holding one.
  private var containsSpacer: Bool {
    switch kind {
    case .spacer: true
    case .group: children.contains { $0.containsSpacer }
    default: false
    }
  }
}

/// A sheet as `sheet(isPresented:onDismiss:content:)` was given it; `content` is the evaluated sheet while shown.
@MainActor struct SheetRecording {
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: ViewNode?
  /// Whether it is a popover (anchored to the view the modifier is attached to) rather than a sheet.
  var isPopover = false

  /// Whether a view inside the shown content asks that gestures not dismiss it (`interactiveDismissDisabled`).
  var isInteractiveDismissDisabled: Bool {
    content?.subtree.contains { node in
      node.last {
        if case .interactiveDismissDisabled(let disabled) = $0 { return disabled }
        return nil
      } == true
    } ?? false
  }
}

/// The callbacks of a gesture attached with `gesture(_:including:)`, in the order they were added.
struct GestureRecording {
  /// The gesture's type (`DragGesture`).
  var kind: String
  var onChanged: [(Any) -> Void] = []
  var onEnded: [(Any) -> Void] = []
}

// MARK: - Reading a tree

extension ViewNode {
  /// The nodes below this one, this one first: children, then what overlays, backgrounds and shown sheets hold.
  var subtree: [ViewNode] {
    var nodes = [self]
    for child in children { nodes += child.subtree }
    for record in records {
      switch record {
      case .overlay(let node), .background(let node): nodes += node.subtree
      case .sheet(let sheet): nodes += sheet.content?.subtree ?? []
      default: break
      }
    }
    return nodes
  }

  /// Every node of the subtree that satisfies `predicate`.
  func all(where predicate: (ViewNode) -> Bool) -> [ViewNode] { subtree.filter(predicate) }

  /// The first node of the subtree that satisfies `predicate`.
  func first(where predicate: (ViewNode) -> Bool) -> ViewNode? { subtree.first(where: predicate) }

  /// The text of a `Text` node.
  var text: String? {
    if case .text(let text) = kind { return text }
    return nil
  }

  /// The texts of the subtree's `Text` nodes, in order.
  var texts: [String] { subtree.compactMap(\.text) }

  /// The buttons of the subtree whose label reads `label`.
  func buttons(labelled label: String) -> [ViewNode] {
    all { node in
      if case .button = node.kind { return node.children.flatMap(\.texts) == [label] }
      return false
    }
  }

  /// Whether this is a button with the `.cancel` role.
  var isCancelButton: Bool {
    if case .button(_, let isCancel, _) = kind { return isCancel }
    return false
  }

  /// Whether this is a button that takes taps (no `disabled(true)` on it or around it).
  var isEnabledButton: Bool {
    if case .button(_, _, let isEnabled) = kind { return isEnabled }
    return false
  }

  /// The last value of a record kind, read by `pick`.
  func last<T>(_ pick: (Record) -> T?) -> T? { records.reversed().lazy.compactMap(pick).first }

  var accessibilityLabel: String? {
    last {
      if case .accessibilityLabel(let text) = $0 { return text }
      return nil
    }
  }

  var accessibilityValue: String? {
    last {
      if case .accessibilityValue(let text) = $0 { return text }
      return nil
    }
  }

  var accessibilityTraits: AccessibilityTraits {
    records.reduce(into: AccessibilityTraits()) { traits, record in
      if case .accessibilityAddTraits(let added) = record { traits.formUnion(added) }
    }
  }

  var font: Font? {
    last {
      if case .font(let font) = $0 { return font }
      return nil
    }
  }

  var foregroundColor: Color? {
    last {
      if case .foregroundColor(let color) = $0 { return color }
      return nil
    }
  }

  /// The opacity the node is drawn at: the product of its `opacity` modifiers.
  var opacity: Double {
    records.reduce(1) { opacity, record in
      if case .opacity(let value) = record { return opacity * value }
      return opacity
    }
  }

  var gesture: GestureRecording? {
    last {
      if case .gesture(let gesture) = $0 { return gesture }
      return nil
    }
  }

  var sheet: SheetRecording? {
    last {
      if case .sheet(let sheet) = $0 { return sheet }
      return nil
    }
  }

  var tapAction: (() -> Void)? {
    last {
      if case .onTapGesture(_, let action) = $0 { return action }
      return nil
    }
  }

  var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)? {
    last {
      if case .accessibilityAdjustableAction(let action) = $0 { return action }
      return nil
    }
  }

  /// The handler `accessibilityAction(_:_:)` gave this node for an action kind (the last one given).
  func accessibilityAction(_ kind: AccessibilityActionKind) -> (() -> Void)? {
    last {
      if case .accessibilityAction(kind, let action) = $0 { return action }
      return nil
    }
  }

  /// Whether `accessibilityHidden(true)` is on this node (the last one given counts).
  var isAccessibilityHidden: Bool {
    last {
      if case .accessibilityHidden(let hidden) = $0 { return hidden }
      return nil
    } ?? false
  }

  var presentationDetents: Set<PresentationDetent>? {
    last {
      if case .presentationDetents(let detents) = $0 { return detents }
      return nil
    }
  }

  var transitions: [AnyTransition] {
    records.compactMap {
      if case .transition(let transition) = $0 { return transition }
      return nil
    }
  }

  var animations: [Animation?] {
    records.compactMap {
      if case .animation(let animation, _) = $0 { return .some(animation) }
      return nil
    }
  }

  /// The fixed frame of the node, the innermost `frame(width:height:)`'s.
  var frame: (width: CGFloat?, height: CGFloat?)? {
    records.lazy.compactMap {
      if case .frame(let width, let height) = $0 { return (width, height) }
      return nil
    }.first
  }
}
