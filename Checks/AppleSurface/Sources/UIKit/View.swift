/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    frameStorage = frame
    boundsStorage = CGRect(origin: .zero, size: frame.size)
    super.init()
  }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  // The stub's state: frames as set (no Auto Layout), the view tree, and whether layout is pending.
  private var frameStorage: CGRect = .zero
  private var boundsStorage: CGRect = .zero
  private var subviewStorage: [UIView] = []
  private weak var superviewStorage: UIView?
  var needsLayout = true
  private lazy var layoutGuide = UILayoutGuide()

  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    get { frameStorage }
    set {
      frameStorage = newValue
      boundsStorage.size = newValue.size
    }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { boundsStorage }
    set {
      boundsStorage = newValue
      frameStorage.size = newValue.size
    }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (`@NSCopying` left out: Linux's UIColor stub cannot adopt NSCopying)
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute (iOS 9)
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    // The stub's language reads left to right: only a view told so (or inside one) reads right to left.
    var view: UIView? = self
    while let current = view {
      switch current.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight: return .leftToRight
      default: view = current.superview
      }
    }
    return .leftToRight
  }
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { superviewStorage }
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { subviewStorage }
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? {
    var view = superviewStorage
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superviewStorage
    }
    return nil
  }
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviewStorage.append(view)
    view.superviewStorage = self
    setNeedsLayout()
  }
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let superview = superviewStorage else { return }
    superview.subviewStorage.removeAll { $0 === self }
    superviewStorage = nil
  }
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk — "Converts a rectangle from the coordinate system of another view to that of the receiver."
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    // Both views' origins in their common root (the window when both are in one; the stub does not
    // require it); `nil` converts from the root's coordinates.
    let from = view?.originInRoot ?? .zero
    let to = originInRoot
    return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
  }
  /// Where this view's bounds origin lies in the coordinates of the root of its tree.
  private var originInRoot: CGPoint {
    var origin = CGPoint(x: -bounds.minX, y: -bounds.minY)
    var view = self
    while let superview = view.superviewStorage {
      origin.x += view.frame.minX - superview.bounds.minX
      origin.y += view.frame.minY - superview.bounds.minY
      view = superview
    }
    return origin
  }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { needsLayout = true }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviewStorage { subview.layoutIfNeeded() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  open func sizeToFit() {
    let size = intrinsicContentSize
    frame.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open var intrinsicContentSize: CGSize { measuredSize() }
  /// The size of the view's content; none (`noIntrinsicMetric`, -1) unless a subclass measures some.
  func measuredSize() -> CGSize { CGSize(width: -1, height: -1) }

  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection (UIView adopts UITraitEnvironment)
  // The system's traits, with the horizontal size class of the window the view is in when a test
  // gave that window one (an iPad's full-screen window is regular, a phone's compact).
  open var traitCollection: UITraitCollection {
    let traits = UITraitCollection()
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow, let sizeClass = window.horizontalSizeClassOverride {
        traits.sizeClass = sizeClass
        break
      }
      view = current.superview
    }
    return traits
  }
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) (deprecated in iOS 17, available on 16; Apple's message: "Use the trait change registration APIs
  /// declared in the UITraitChangeObservable protocol")
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  open var safeAreaLayoutGuide: UILayoutGuide { layoutGuide }
  /// https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

  // The animations are applied at once; the completion waits until the test lets time pass
  // (`UIKitRecording.finishAnimations()`), as UIKit calls it when the animation has run.
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    UIKitRecording.startAnimation(duration: duration) { completion?(true) }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive: Bool = false
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  open var constant: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    let constraint = NSLayoutConstraint()
    constraint.constant = c
    return constraint
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint()
    constraint.constant = c
    return constraint
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addSubview(view) }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (Apple's declaration is implicitly unwrapped.)
  open var font: UIFont!
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (Apple's declaration is implicitly unwrapped.)
  open var textColor: UIColor!
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory: Bool = false

  // Text is measured as if every character were 0.6 of the font's size wide (no fonts on Linux).
  override func measuredSize() -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = font?.pointSize ?? 17
    return CGSize(width: (CGFloat(text.count) * size * 0.6).rounded(.up), height: (size * 1.2).rounded(.up))
  }
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler?(action) }
  }
  /// The actions added, with their events, oldest first.
  var actions: [(action: UIAction, events: UIControl.Event)] = []
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.property
  open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center

  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered (iOS 9)
    public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/state
  public struct State: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicontrol/state/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state/normal
    public static let normal = State([])
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) (iOS 14)
  @preconcurrency public convenience init(
    type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?
  ) {
    self.init(frame: .zero)
    // The action's title becomes the button's, and a tap triggers the action.
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.actionTitle, for: .normal)
    }
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    if state == .normal { label.text = title }
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    if state == .normal { label.textColor = color }
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
  open var titleLabel: UILabel? { label }
  /// The titles and title colours set, by state.
  var titles: [UInt: String] = [:]
  var titleColors: [UInt: UIColor] = [:]
  private lazy var label: UILabel = {
    let label = UILabel(frame: .zero)
    addSubview(label)
    return label
  }()
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
  open var borderStyle: UITextField.BorderStyle = .none
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/inputview
  override open var inputView: UIView? {
    get { inputViewStorage }
    set { inputViewStorage = newValue }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview
  override open var inputAccessoryView: UIView? {
    get { inputAccessoryViewStorage }
    set { inputAccessoryViewStorage = newValue }
  }
  private var inputViewStorage: UIView?
  private var inputAccessoryViewStorage: UIView?
}

/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {
  /// https://developer.apple.com/documentation/uikit/uitoolbar/items
  open var items: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: UIBarItem {
  override public init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:) (iOS 14)
  @preconcurrency public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
  }
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:) (iOS 14)
  @preconcurrency public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.itemTitle = title
    self.primaryAction = primaryAction
  }
  /// What the item was made with.
  var systemItem: SystemItem?
  var itemTitle: String?
  var primaryAction: UIAction?
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  public enum SystemItem: Int, Sendable {
    case done = 0
    case flexibleSpace = 5
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (iOS 4)
  open var rootViewController: UIViewController? {
    didSet {
      if let oldValue, oldValue !== rootViewController { oldValue.view.removeFromSuperview() }
      // The root's view fills the window.
      if let view = rootViewController?.view {
        view.frame = bounds
        addSubview(view)
      }
    }
  }
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {
    isHidden = false
    isKey = true
  }
  /// Whether `makeKeyAndVisible()` was called.
  var isKey = false
  /// The horizontal size class of the views in this window, when a test says (an iPad's window:
  /// `.regular`); otherwise the stub's system setting.
  var horizontalSizeClassOverride: UIUserInterfaceSizeClass?
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute (iOS 9)
public enum UISemanticContentAttribute: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
  case unspecified = 0
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
  case forceLeftToRight = 3
  /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
  case forceRightToLeft = 4
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
  case leftToRight = 0
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
  case rightToLeft = 1
}
