// View modifiers the faces use; each is `nonisolated`, as Apple declares them (stub; see SwiftUI.swift).
// Where Apple returns `some View`, the stub returns its own modifier (Recording.swift), which records
// what it was given: the opaque type hides it either way.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { recording(.font(font)) }
  /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) (iOS 13; soft-deprecated for foregroundStyle)
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    recording(.foregroundColor(color))
  }
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  nonisolated public func lineLimit(_ number: Int?) -> some View { recording(.lineLimit(number)) }
  /// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    recording(.minimumScaleFactor(factor))
  }
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    recording(.padding(edges, length), adjust: { $0.size = $0.size.padded(edges, by: length ?? 16) }) {
      size, _ in size = size.padded(edges, by: -(length ?? 16))
    }
  }
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View {
    recording(.padding(.all, length), adjust: { $0.size = $0.size.padded(.all, by: length) }) { size, _ in
      size = size.padded(.all, by: -length)
    }
  }
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    recording(
      .frame(width: width, height: height),
      adjust: { context in
        context.size = CGSize(width: width ?? context.size.width, height: height ?? context.size.height)
      }
    ) { size, _ in size = CGSize(width: width ?? size.width, height: height ?? size.height) }
  }
  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    recording(
      .flexibleFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight),
      adjust: { context in
        context.size = CGSize(
          width: context.size.width.clamped(minWidth, maxWidth),
          height: context.size.height.clamped(minHeight, maxHeight))
      }
    ) { size, context in
      // An infinite maximum takes all that is offered; otherwise the content's size, within the bounds.
      size = CGSize(
        width: maxWidth == .infinity ? context.size.width : size.width.clamped(minWidth, maxWidth),
        height: maxHeight == .infinity ? context.size.height : size.height.clamped(minHeight, maxHeight))
    }
  }
  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    recording(.offset(x: x, y: y))
  }
  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { recording(.opacity(opacity)) }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    recording(.scaleEffect(x: s, y: s))
  }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some View {
    recording(.scaleEffect(x: x, y: y))
  }
  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { recording(.clipped) }
  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    recording(.contentShape)
  }
  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    // A new identifier is a new view: its state starts afresh.
    recording(.id(AnyHashable(id))) { $0.path = $0.path.appending("id").appending(AnyHashable(id)) }
  }
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    recording(.ignoresSafeArea)
  }
  /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  { recording(.backgroundStyle(String(describing: style))) }
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { modifier(AttachedViewModifier(attached: content(), isBackground: true)) }
  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { modifier(AttachedViewModifier(attached: content(), isBackground: false)) }
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    recording(.onTapGesture(count: count, action: action))
  }
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) (iOS 14, deprecated in iOS 17)
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use onChange with a two or zero parameter action closure instead."
  )
  @available(macOS, introduced: 11.0, deprecated: 14.0)
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, action: action))
  }
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(OnAppearModifier(action: action))
  }
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)
  nonisolated public func transition(_ t: AnyTransition) -> some View { recording(.transition(t)) }
  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    recording(.animation(animation, value: value))
  }
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture))
  }
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content)) }
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:) (iOS 16)
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    recording(.presentationDetents(detents))
  }
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    // As in SwiftUI, a view disabled here stays disabled whatever its content says.
    recording(.environment) { if disabled { $0.environment.isEnabled = false } }
  }
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    recording(.environment) { $0.environment[keyPath: keyPath] = value }
  }
  /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (iOS 15; the iOS 18 SDK's `sending @isolated(any)` action)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u (iOS 14)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    recording(.navigationTitle(String(title)))
  }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint — `@frozen struct UnitPoint`
@frozen public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// https://developer.apple.com/documentation/swiftui/safearearegions — `@frozen struct SafeAreaRegions`
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
  public let rawValue: UInt
  /// https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// https://developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent — `struct PresentationDetent` (iOS 16)
@available(iOS 16.0, macOS 13.0, *)
public struct PresentationDetent: Hashable, Sendable {
  /// The fixed height of the detent.
  let fixedHeight: CGFloat
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(fixedHeight: height)
  }
}

/// https://developer.apple.com/documentation/swiftui/anytransition — `@frozen struct AnyTransition`
@frozen public struct AnyTransition: Sendable {
  /// What the transition does (`opacity`, `move(edge: bottom)`).
  let name: String
  /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition(name: "opacity")
  /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(edge: \(edge))") }
}

/// https://developer.apple.com/documentation/swiftui/animation — `@frozen struct Animation`
@frozen public struct Animation: Equatable, Sendable {
  /// The curve's name, its duration and its delay, in seconds.
  let curve: String
  let duration: TimeInterval
  var delay: TimeInterval = 0
  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation(curve: "default", duration: 0.35)
  /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(curve: "easeOut", duration: duration)
  }
  /// https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(curve: "easeIn", duration: duration)
  }
  /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation(curve: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))", duration: duration) }
  /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
  public func delay(_ delay: TimeInterval) -> Animation {
    var animation = self
    animation.delay += delay
    return animation
  }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows
  -> Result
{
  MainActor.assumeIsolated { ViewGraph.current?.explicitAnimations.append(animation) }
  return try body()
}
