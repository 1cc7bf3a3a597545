// Colours, fonts, shapes and the geometry types they use (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/shapestyle — `protocol ShapeStyle : Sendable`
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color — `@frozen struct Color`
@frozen public struct Color: Hashable, Sendable, View, ShapeStyle {
  /// The components the colour was made from (a named colour's name, for the system's).
  let red: Double, green: Double, blue: Double
  var alpha: Double
  let name: String?
  nonisolated init(named name: String) {
    (red, green, blue, alpha) = (0, 0, 0, 1)
    self.name = name
  }
  /// https://developer.apple.com/documentation/swiftui/color/init(white:opacity:)
  nonisolated public init(white: Double, opacity: Double = 1) {
    (red, green, blue, alpha) = (white, white, white, opacity)
    name = nil
  }
  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  nonisolated public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    (self.red, self.green, self.blue, alpha) = (red, green, blue, opacity)
    name = nil
  }
  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace — `enum RGBColorSpace`
  public enum RGBColorSpace: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
    case sRGB
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear
    case sRGBLinear
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3
    case displayP3
  }
  /// https://developer.apple.com/documentation/swiftui/color/black
  nonisolated public static let black = Color(white: 0)
  /// https://developer.apple.com/documentation/swiftui/color/white
  nonisolated public static let white = Color(white: 1)
  /// https://developer.apple.com/documentation/swiftui/color/gray
  nonisolated public static let gray = Color(white: 0.5)
  /// https://developer.apple.com/documentation/swiftui/color/red
  nonisolated public static let red = Color(named: "red")
  /// https://developer.apple.com/documentation/swiftui/color/blue
  nonisolated public static let blue = Color(named: "blue")
  /// https://developer.apple.com/documentation/swiftui/color/primary
  nonisolated public static let primary = Color(named: "primary")
  /// https://developer.apple.com/documentation/swiftui/color/secondary
  nonisolated public static let secondary = Color(named: "secondary")
  /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> Color {
    var color = self
    color.alpha *= opacity
    return color
  }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/font — `@frozen struct Font`
@frozen public struct Font: Hashable, Sendable {
  /// A text style's name (`headline`), or `nil` for a font of a fixed size.
  let style: String?
  let size: CGFloat?
  let weight: Weight?
  /// https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font(style: "headline", size: nil, weight: nil)
  /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2 (iOS 16)
  @available(iOS 16.0, macOS 13.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font(style: nil, size: size, weight: weight)
  }
  /// https://developer.apple.com/documentation/swiftui/font/weight — `@frozen struct Weight`
  @frozen public struct Weight: Hashable, Sendable {
    let name: String
    /// https://developer.apple.com/documentation/swiftui/font/weight/regular
    public static let regular = Weight(name: "regular")
    /// https://developer.apple.com/documentation/swiftui/font/weight/medium
    public static let medium = Weight(name: "medium")
    /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
    public static let semibold = Weight(name: "semibold")
    /// https://developer.apple.com/documentation/swiftui/font/weight/bold
    public static let bold = Weight(name: "bold")
  }
  /// https://developer.apple.com/documentation/swiftui/font/design — `enum Design`
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

/// https://developer.apple.com/documentation/swiftui/path — `@frozen struct Path`
@frozen public struct Path: Sendable {
  /// https://developer.apple.com/documentation/swiftui/path/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/vectorarithmetic — `protocol VectorArithmetic : AdditiveArithmetic`
public protocol VectorArithmetic: AdditiveArithmetic {
  /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:)
  mutating func scale(by rhs: Double)
  /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/magnitudesquared
  var magnitudeSquared: Double { get }
}

/// https://developer.apple.com/documentation/swiftui/vectorarithmetic — Double conforms
extension Double: VectorArithmetic {
  /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/scale(by:)
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/magnitudesquared
  public var magnitudeSquared: Double { self * self }
}

/// https://developer.apple.com/documentation/swiftui/emptyanimatabledata — `@frozen struct EmptyAnimatableData`
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/zero
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/+(_:_:)
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/-(_:_:)
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/scale(by:)
  public mutating func scale(by rhs: Double) {}
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/magnitudesquared
  public var magnitudeSquared: Double { 0 }
}

/// https://developer.apple.com/documentation/swiftui/animatable — `protocol Animatable`
public protocol Animatable {
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.associatedtype
  associatedtype AnimatableData: VectorArithmetic
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
  var animatableData: Self.AnimatableData { get set }
}

/// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg — the default, nothing animated
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg — the default, nothing animated
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/shape — `protocol Shape : Sendable, Animatable, View`
public protocol Shape: Sendable, Animatable, View {
  /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
  nonisolated func path(in rect: CGRect) -> Path
}

/// https://developer.apple.com/documentation/swiftui/shape — a shape draws itself (the stub's body is primitive)
extension Shape where Body == Never {
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o — a primitive view (never runs)
  public var body: Never { fatalError("stub") }
}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    recording(.fill(String(describing: content)))
  }
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    recording(.stroke(String(describing: content), lineWidth: lineWidth))
  }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle — `@frozen struct FillStyle`
@frozen public struct FillStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular, continuous
}

/// https://developer.apple.com/documentation/swiftui/rectangle — `@frozen struct Rectangle`
@frozen public struct Rectangle: Shape {
  /// https://developer.apple.com/documentation/swiftui/rectangle/init()
  @inlinable nonisolated public init() {}
  /// https://developer.apple.com/documentation/swiftui/rectangle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle — `@frozen struct RoundedRectangle`
@frozen public struct RoundedRectangle: Shape {
  let cornerRadius: CGFloat
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype — a primitive view
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/edge — `@frozen enum Edge`
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  /// https://developer.apple.com/documentation/swiftui/edge/set — `@frozen struct Set`
  @frozen public struct Set: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
    public let rawValue: Int8
    /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/edge/set/leading
    public static let leading = Set(rawValue: 2)
    /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(rawValue: 4)
    /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
    public static let trailing = Set(rawValue: 8)
    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal: Set = [.leading, .trailing]
    /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical: Set = [.top, .bottom]
  }
}
