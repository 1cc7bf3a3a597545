/// https://developer.apple.com/documentation/uikit/uicolor — Sendable
open class UIColor: NSObject, @unchecked Sendable {
  override public init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:) (iOS 13)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    provider = dynamicProvider
    super.init()
  }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    super.init()
  }
  /// A dynamic colour's provider, or a fixed colour's red, green, blue and alpha.
  private(set) var provider: ((UITraitCollection) -> UIColor)?
  private(set) var components: [CGFloat]?
  /// The colour for a trait collection (a fixed colour is itself).
  func resolved(with traits: UITraitCollection) -> UIColor {
    provider?(traits).resolved(with: traits) ?? self
  }
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
  open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

/// https://developer.apple.com/documentation/uikit/uifont — Sendable
open class UIFont: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    let font = UIFont()
    font.textStyle = style
    font.pointSize = style == .title1 ? 28 : style == .title2 ? 22 : 17
    return font
  }
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    let font = UIFont()
    font.pointSize = fontSize
    return font
  }
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) (iOS 8.2)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    let font = UIFont()
    font.pointSize = fontSize
    font.weight = weight
    return font
  }
  /// The text style the font was asked for, its size in points and its weight.
  var textStyle: TextStyle?
  var pointSize: CGFloat = 17
  var weight = UIFont.Weight.regular
  /// https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
    public var rawValue: CGFloat
    /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/weight/regular (iOS 8.2)
    public static let regular = UIFont.Weight(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/medium (iOS 8.2)
    public static let medium = UIFont.Weight(rawValue: 0.23)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold (iOS 8.2)
    public static let semibold = UIFont.Weight(rawValue: 0.3)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/bold (iOS 8.2)
    public static let bold = UIFont.Weight(rawValue: 0.4)
  }
  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
  }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics — Sendable (iOS 11)
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/default
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
  open func scaledFont(for font: UIFont) -> UIFont {
    // Scaled by the stub's text size, as `scaledValue(for:)` scales (the default size: unchanged).
    let scaled = UIFont()
    scaled.textStyle = font.textStyle
    scaled.pointSize = font.pointSize * SystemSettings.textScale
    scaled.weight = font.weight
    return scaled
  }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
  // Scaled by the stub's text size (the default size: no scaling).
  open func scaledValue(for value: CGFloat) -> CGFloat { value * SystemSettings.textScale }
}

/// https://developer.apple.com/documentation/uikit/uiimage — Sendable
open class UIImage: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public convenience init?(named name: String) {
    // The stub has no asset catalogue: every name is an (empty) image.
    self.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection — Sendable
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
  open var userInterfaceStyle: UIUserInterfaceStyle { style }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  open var preferredContentSizeCategory: UIContentSizeCategory { sizeCategory }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  open var horizontalSizeClass: UIUserInterfaceSizeClass { sizeClass }
  /// Light, at the stub's text size and size class (made when the collection is), unless a test
  /// says otherwise.
  var style = UIUserInterfaceStyle.light
  var sizeCategory = SystemSettings.contentSizeCategory
  var sizeClass = SystemSettings.horizontalSizeClass
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue
  public let rawValue: String
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor open class UIMenu: UIMenuElement {}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction (iOS 13)
@MainActor open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
    actionTitle = title
    self.handler = handler
  }
  /// The action's title and handler.
  var actionTitle = ""
  var handler: UIActionHandler?
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
