// View modifiers the faces use; each is `nonisolated`, as Apple declares them (stub; see SwiftUI.swift).
// A stub returns `self` where Apple returns `some View`: the opaque type hides it either way.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) (iOS 13; soft-deprecated for foregroundStyle)
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  { self }
  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  { self }
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) (iOS 15)
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    self
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
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:) (iOS 16)
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u (iOS 14)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
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
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// https://developer.apple.com/documentation/swiftui/anytransition — `@frozen struct AnyTransition`
@frozen public struct AnyTransition: Sendable {
  /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition()
  /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

/// https://developer.apple.com/documentation/swiftui/animation — `@frozen struct Animation`
@frozen public struct Animation: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
  /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
  public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
  public func delay(_ delay: TimeInterval) -> Animation { self }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows
  -> Result
{ try body() }
