// Colours, fonts, shapes and the geometry types they use (stub; see SwiftUI.swift).

/// https://developer.apple.com/documentation/swiftui/shapestyle — `protocol ShapeStyle : Sendable`
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color — `@frozen struct Color`
@frozen public struct Color: Hashable, Sendable, View, ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/color/init(white:opacity:)
  nonisolated public init(white: Double, opacity: Double = 1) {}
  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  nonisolated public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {}
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
  nonisolated public static let red = Color(white: 0)
  /// https://developer.apple.com/documentation/swiftui/color/blue
  nonisolated public static let blue = Color(white: 0)
  /// https://developer.apple.com/documentation/swiftui/color/primary
  nonisolated public static let primary = Color(white: 0)
  /// https://developer.apple.com/documentation/swiftui/color/secondary
  nonisolated public static let secondary = Color(white: 0)
  /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> Color { self }
  public typealias Body = Never
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/font — `@frozen struct Font`
@frozen public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()
  /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2 (iOS 16)
  @available(iOS 16.0, macOS 13.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font()
  }
  /// https://developer.apple.com/documentation/swiftui/font/weight — `@frozen struct Weight`
  @frozen public struct Weight: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight/regular
    public static let regular = Weight()
    /// https://developer.apple.com/documentation/swiftui/font/weight/medium
    public static let medium = Weight()
    /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
    public static let semibold = Weight()
    /// https://developer.apple.com/documentation/swiftui/font/weight/bold
    public static let bold = Weight()
  }
  /// https://developer.apple.com/documentation/swiftui/font/design — `enum Design`
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

/// https://developer.apple.com/documentation/swiftui/path — `@frozen struct Path`
@frozen public struct Path: Sendable {
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
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

/// https://developer.apple.com/documentation/swiftui/emptyanimatabledata — `@frozen struct EmptyAnimatableData`
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
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
  public var body: Never { fatalError("stub") }
}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
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
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle — `@frozen struct RoundedRectangle`
@frozen public struct RoundedRectangle: Shape {
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/edge — `@frozen enum Edge`
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  /// https://developer.apple.com/documentation/swiftui/edge/set — `@frozen struct Set`
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
