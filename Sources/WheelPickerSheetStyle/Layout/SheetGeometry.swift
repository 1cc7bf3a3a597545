import Foundation
import WheelPickerPresentation

/// Where the parts of a sheet go and how it moves: the standard sheet's numbers
/// (panel 250 pt, bar 44, rows 36, backdrop 0.64, a 0.4 s slide) as defaults, and the functions that place the panel, the bar, the wheels and
/// their rows for a container size and safe area.
///
/// ```swift
/// let geometry = SheetGeometry()
/// let container = SheetSize(width: 375, height: 667)
/// let safeArea = SheetInsets(bottom: 34)
/// geometry.panelFrame(in: container, safeArea: safeArea)   // y 383, height 284
/// geometry.centreBand(in: container, safeArea: safeArea)   // the 36-pt band at the wheels' middle
/// ```
///
/// The wheels are drawn as UIPickerView draws them: rows on a cylinder whose
/// radius is half the wheel area's height, so a row at angle θ from the centre
/// sits `radius × sin θ` away from it, squeezed to `cos θ` of its height and
/// faded to `cos θ` of its opacity (``RowCurvature``).
public struct SheetGeometry: Hashable, Sendable {
  /// The panel's height above the bottom safe area (250 pt by default).
  public var panelHeight: Double
  /// The height of the bar with Cancel, the title and Confirm.
  public var barHeight: Double
  /// The height of one row at the centre of a wheel.
  public var rowHeight: Double
  /// The smallest size of the Cancel and Confirm buttons (44 × 44, Apple's touch target).
  public var buttonSize: SheetSize
  /// The space between a button and the panel's side.
  public var buttonMargin: Double
  /// The space between the panel's sides and the first and last wheel.
  public var wheelMargin: Double
  /// The space between two wheels (UIPickerView leaves about 5 pt).
  public var wheelGap: Double
  /// The opacity of the black backdrop when the sheet is up.
  public var backdropAlpha: Double
  /// The duration of the slide up (and down), in seconds.
  public var slideDuration: Double
  /// The timing curve of the slide.
  public var slideCurve: SheetTimingCurve

  /// Creates a geometry; every number defaults to the standard sheet's.
  public init(
    panelHeight: Double = 250, barHeight: Double = 44, rowHeight: Double = 36,
    buttonSize: SheetSize = SheetSize(width: 44, height: 44), buttonMargin: Double = 8,
    wheelMargin: Double = 8, wheelGap: Double = 5,
    backdropAlpha: Double = 0.64,
    slideDuration: Double = 0.4, slideCurve: SheetTimingCurve = .easeOut
  ) {
    self.panelHeight = panelHeight
    self.barHeight = barHeight
    self.rowHeight = rowHeight
    self.buttonSize = buttonSize
    self.buttonMargin = buttonMargin
    self.wheelMargin = wheelMargin
    self.wheelGap = wheelGap
    self.backdropAlpha = backdropAlpha
    self.slideDuration = slideDuration
    self.slideCurve = slideCurve
  }

  // MARK: The panel

  /// The panel's frame when it is up: full width, at the bottom, tall enough
  /// for ``panelHeight`` plus the bottom safe area.
  public func panelFrame(in container: SheetSize, safeArea: SheetInsets) -> SheetRect {
    let height = panelHeight + safeArea.bottom
    return SheetRect(x: 0, y: container.height - height, width: container.width, height: height)
  }

  /// The panel's frame `elapsed` seconds into the slide up: below the
  /// container at 0, up after ``slideDuration``, along ``slideCurve``. The
  /// slide down is the same path backwards.
  public func panelFrame(in container: SheetSize, safeArea: SheetInsets, elapsed: Double) -> SheetRect {
    var frame = panelFrame(in: container, safeArea: safeArea)
    frame.y += frame.height * (1 - slideProgress(elapsed: elapsed))
    return frame
  }

  /// How far the slide has gone `elapsed` seconds in, from 0 to 1, eased.
  public func slideProgress(elapsed: Double) -> Double {
    guard slideDuration > 0 else { return 1 }
    return slideCurve.progress(atTime: min(max(elapsed / slideDuration, 0), 1))
  }

  /// The backdrop's opacity `elapsed` seconds into the slide up (it fades with the panel).
  public func backdropAlpha(elapsed: Double) -> Double { backdropAlpha * slideProgress(elapsed: elapsed) }

  /// The bar along the panel's top edge, inside the left and right safe area.
  public func barFrame(in container: SheetSize, safeArea: SheetInsets) -> SheetRect {
    let panel = panelFrame(in: container, safeArea: safeArea)
    return SheetRect(
      x: safeArea.left, y: panel.y, width: max(0, panel.width - safeArea.left - safeArea.right),
      height: barHeight)
  }

  /// The Cancel button: at the bar's leading end, 44 × 44 or as wide as its
  /// title (of width `titleWidth`) needs with 6 pt either side.
  public func cancelButtonFrame(
    in container: SheetSize, safeArea: SheetInsets, titleWidth: Double
  ) -> SheetRect {
    let bar = barFrame(in: container, safeArea: safeArea)
    return SheetRect(
      x: bar.x + buttonMargin, y: bar.midY - buttonSize.height / 2,
      width: buttonWidth(titleWidth: titleWidth),
      height: buttonSize.height)
  }

  /// The Confirm button: at the bar's trailing end, 44 × 44 or as wide as its title needs
  /// with 6 pt either side.
  public func confirmButtonFrame(
    in container: SheetSize, safeArea: SheetInsets, titleWidth: Double
  ) -> SheetRect {
    let bar = barFrame(in: container, safeArea: safeArea)
    let width = buttonWidth(titleWidth: titleWidth)
    return SheetRect(
      x: bar.maxX - buttonMargin - width, y: bar.midY - buttonSize.height / 2, width: width,
      height: buttonSize.height)
  }

  /// The space either side of a button's title when the title is wider than the button.
  private static let buttonTitlePadding = 6.0

  private func buttonWidth(titleWidth: Double) -> Double {
    max(buttonSize.width, titleWidth + 2 * Self.buttonTitlePadding)
  }

  // MARK: The wheels

  /// The area the wheels fill: below the bar, above the bottom safe area,
  /// inside the side safe areas and ``wheelMargin``.
  public func wheelArea(in container: SheetSize, safeArea: SheetInsets) -> SheetRect {
    let bar = barFrame(in: container, safeArea: safeArea)
    return SheetRect(
      x: bar.x + wheelMargin, y: bar.maxY, width: max(0, bar.width - 2 * wheelMargin),
      height: max(0, panelHeight - barHeight))
  }

  /// The band that marks the selected row: one row high, across the wheel
  /// area, at its vertical middle.
  public func centreBand(in container: SheetSize, safeArea: SheetInsets) -> SheetRect {
    let area = wheelArea(in: container, safeArea: safeArea)
    return SheetRect(x: area.x, y: area.midY - rowHeight / 2, width: area.width, height: rowHeight)
  }

  /// The radius of the cylinder the rows are drawn on: half the wheel area's height.
  public var wheelRadius: Double { max(panelHeight - barHeight, rowHeight) / 2 }

  /// How a row `offset` rows from the centre is drawn (fractional while a wheel turns).
  public func curvature(atOffset offset: Double) -> RowCurvature {
    RowCurvature(angle: offset * rowHeight / wheelRadius, radius: wheelRadius, rowHeight: rowHeight)
  }

  /// The offsets from the centre whose rows can be seen: those that lie
  /// wholly on the front half of the cylinder (±3 with the default numbers;
  /// a row at ±4 would be a sliver under the bar).
  public var visibleOffsets: ClosedRange<Int> {
    let step = rowHeight / wheelRadius
    guard step > 0 else { return 0...0 }
    // The row's far edge, half a row beyond its centre, must stay short of 90°.
    let limit = Int(((Double.pi / 2) / step - 0.5).rounded(.up)) - 1
    return -max(0, limit)...max(0, limit)
  }
}
