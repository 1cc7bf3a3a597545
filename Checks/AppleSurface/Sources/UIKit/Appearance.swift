/// https://developer.apple.com/documentation/uikit/uicolor — Sendable
open class UIColor: NSObject, @unchecked Sendable {
  override public init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:) (iOS 13)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  open class var clear: UIColor { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
  open class var systemBackground: UIColor { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uifont — Sendable
open class UIFont: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stub") }
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
  open class var `default`: UIFontMetrics { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
  open func scaledFont(for font: UIFont) -> UIFont { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
  open func scaledValue(for value: CGFloat) -> CGFloat { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiimage — Sendable
open class UIImage: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/uikit/uitraitcollection — Sendable
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError("stub") }
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
  ) { self.init() }
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
