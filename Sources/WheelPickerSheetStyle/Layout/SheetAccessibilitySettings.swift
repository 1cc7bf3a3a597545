import WheelPickerPresentation

/// What the person's accessibility settings ask of a sheet, read by a face from the system
/// (UIKit's trait collection and `UIAccessibility`, SwiftUI's environment) and applied here, so
/// every face grows, slows down and presents the same way.
///
/// ```swift
/// let settings = SheetAccessibilitySettings(textScale: 2.35, reducesMotion: true)
/// let geometry = settings.geometry(SheetGeometry())   // rows 85 pt, the panel tall enough for 5
/// let style = settings.style(SheetStyle())             // fonts 2.35 × larger
/// geometry.slideDuration                              // 0: no slide
/// ```
public struct SheetAccessibilitySettings: Hashable, Sendable {
  /// How much larger text is drawn than at the default size (Dynamic Type: 1 at Large, about
  /// 0.82 at Extra Small, about 3.1 at the largest accessibility size).
  public var textScale: Double
  /// Whether the person asked for less motion (Reduce Motion): no slide, no springs.
  public var reducesMotion: Bool

  /// Creates settings; the defaults are the system's.
  public init(textScale: Double = 1, reducesMotion: Bool = false) {
    self.textScale = textScale.isFinite ? min(max(textScale, 0.5), 4) : 1
    self.reducesMotion = reducesMotion
  }

  /// The text scale at or above which text sizes are accessibility sizes (about AX1, 1.6 × the
  /// default): there the panel grows to keep its rows.
  public static var accessibilitySizes: Double { 1.6 }

  /// Whether text is at an accessibility size.
  public var isAccessibilitySize: Bool { textScale >= Self.accessibilitySizes }

  /// The geometry for these settings: rows, the bar and the buttons grow with the text (never
  /// below the defaults' touch targets), the panel grows so it still shows as many rows as at the
  /// default size, at most `maximumPanelHeight` (a face passes most of its container's height),
  /// and the slide is instant under Reduce Motion.
  public func geometry(_ base: SheetGeometry, maximumPanelHeight: Double = .infinity) -> SheetGeometry {
    var geometry = base
    let scale = max(1, textScale)
    geometry.rowHeight = base.rowHeight * scale
    geometry.barHeight = max(base.barHeight, base.barHeight * scale)
    geometry.buttonSize = SheetSize(
      width: max(base.buttonSize.width, base.buttonSize.width * scale),
      height: max(base.buttonSize.height, base.buttonSize.height * scale))
    let rows = max(1, (base.panelHeight - base.barHeight) / base.rowHeight)
    let wanted = geometry.barHeight + rows * geometry.rowHeight
    geometry.panelHeight = max(base.panelHeight, min(wanted, maximumPanelHeight))
    if reducesMotion { geometry.slideDuration = 0 }
    return geometry
  }

  /// The style for these settings: every font scaled with the text.
  public func style(_ base: SheetStyle) -> SheetStyle {
    var style = base
    style.rowFont.size *= textScale
    style.unitFont.size *= textScale
    style.titleFont.size *= textScale
    style.cancelFont.size *= textScale
    style.confirmFont.size *= textScale
    style.rowPadding *= max(1, textScale)
    style.unitSpacing *= max(1, textScale)
    return style
  }
}

extension SheetAccessibilitySettings {
  /// The most of its container's height a panel grows to at accessibility sizes, in every face:
  /// the rest stays the screen the sheet was opened over.
  public static var maximumPanelShare: Double { 0.8 }

  /// The geometry for these settings of a panel in a container `containerHeight` points high,
  /// grown at most to ``maximumPanelShare`` of it (no cap while the height is not known: 0 or less).
  ///
  /// ```swift
  /// SheetAccessibilitySettings(textScale: 3).geometry(SheetGeometry(), containerHeight: 844).panelHeight
  /// // 675.2: 80 % of an 844-point screen
  /// ```
  public func geometry(_ base: SheetGeometry, containerHeight: Double) -> SheetGeometry {
    geometry(
      base, maximumPanelHeight: containerHeight > 0 ? containerHeight * Self.maximumPanelShare : .infinity)
  }
}
