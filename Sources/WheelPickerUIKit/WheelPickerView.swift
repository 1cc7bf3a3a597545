#if canImport(UIKit)
  import UIKit

  /// The `UIPickerView` a ``WheelPickerAdapter`` drives: it adds each wheel's
  /// unit beside the centre row, the separator between groups of wheels (a
  /// range's `至`), one adjustable VoiceOver element per wheel,
  /// and reloads its widths when its own width or the text size changes.
  @MainActor
  public final class WheelPickerView: UIPickerView {
    /// Each component's width for a picker width, from the adapter.
    var componentWidths: ((CGFloat) -> [CGFloat])?
    private var unitLabels: [UILabel?] = []
    /// The separators (`至`, `—`) after the components that end a group of wheels, by component.
    private var separatorLabels: [Int: UILabel] = [:]
    private var wheelElements: [WheelAccessibilityElement] = []
    private var laidOutWidth: CGFloat = -1

    /// The wheels' VoiceOver elements, one a component, in display order.
    override public var accessibilityElements: [Any]? {
      get { wheelElements.isEmpty ? super.accessibilityElements : wheelElements }
      set { super.accessibilityElements = newValue }
    }

    override public func layoutSubviews() {
      super.layoutSubviews()
      // Widths are shares of the picker's width, so a new width (rotation, split view) reloads them.
      if bounds.width != laidOutWidth {
        laidOutWidth = bounds.width
        reloadAllComponents()
      }
      let widths = componentWidths?(bounds.width) ?? []
      let used = widths.reduce(0, +) + SheetMetrics.wheelGap * CGFloat(max(widths.count - 1, 0))
      var x = (bounds.width - used) / 2
      for (component, width) in widths.enumerated() {
        let trailing = trailingRoom(ofComponent: component)
        if component < unitLabels.count, let label = unitLabels[component] {
          let size = label.intrinsicContentSize
          label.frame = CGRect(
            x: x + width - trailing - size.width, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
        }
        if let label = separatorLabels[component] {
          // Centred in the room this component keeps at its end and the gap after it.
          let size = label.intrinsicContentSize
          label.frame = CGRect(
            x: x + width - trailing + (trailing + SheetMetrics.wheelGap - size.width) / 2,
            y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        if component < wheelElements.count {
          wheelElements[component].accessibilityFrameInContainerSpace = CGRect(
            x: x, y: 0, width: width, height: bounds.height)
        }
        x += width + SheetMetrics.wheelGap
      }
    }

    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // Row heights and unit widths follow the text size.
      guard
        previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      else { return }
      reloadAllComponents()
      setNeedsLayout()
    }

    // MARK: Units

    func configureUnits(_ units: [String?]) {
      for label in unitLabels { label?.removeFromSuperview() }
      unitLabels = units.map { unit in
        guard let unit, !unit.isEmpty else { return nil }
        // The rows' spoken text holds the unit already.
        return addDecoration(unit)
      }
      setNeedsLayout()
    }

    /// The room a component's rows leave for its unit.
    func unitWidth(ofComponent component: Int) -> CGFloat {
      guard component < unitLabels.count, let label = unitLabels[component] else { return 0 }
      return label.intrinsicContentSize.width + 2
    }

    /// An empty wheel (after 至今) shows no unit either.
    func setUnitVisible(_ isVisible: Bool, inComponent component: Int) {
      guard component < unitLabels.count else { return }
      unitLabels[component]?.isHidden = !isVisible
    }

    // MARK: Separators between groups of wheels

    /// Puts `text` between groups of wheels: after each component just before a
    /// display position in `starts` (``WheelPickerPresentation/WheelGroups/starts(of:)``).
    func configureSeparators(_ text: String, starts: [Int]) {
      for label in separatorLabels.values { label.removeFromSuperview() }
      separatorLabels = [:]
      for start in starts where start > 0 {
        // Each wheel's label says which half it belongs to.
        separatorLabels[start - 1] = addDecoration(text)
      }
      setNeedsLayout()
    }

    /// A label in the rows' font and colour that VoiceOver skips (a unit, a separator), added as a subview.
    private func addDecoration(_ text: String) -> UILabel {
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = WheelRowView.font
      label.adjustsFontForContentSizeCategory = true
      label.textColor = SheetColors.text
      label.isAccessibilityElement = false
      addSubview(label)
      return label
    }

    /// The room a component keeps at its end for the separator after it (its
    /// text, 4 points either side and one more gap), 0 for none.
    func trailingRoom(ofComponent component: Int) -> CGFloat {
      guard let label = separatorLabels[component] else { return 0 }
      return label.intrinsicContentSize.width + 8 + SheetMetrics.wheelGap
    }

    /// The room all the separators keep.
    var separatorsRoom: CGFloat { separatorLabels.keys.reduce(0) { $0 + trailingRoom(ofComponent: $1) } }

    // MARK: Accessibility

    func configureAccessibility(labels: [String], step: @escaping (Int, Int) -> Void) {
      wheelElements = labels.enumerated().map { component, label in
        let element = WheelAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = label
        element.accessibilityTraits = .adjustable
        element.onStep = { delta in step(component, delta) }
        return element
      }
      setNeedsLayout()
    }

    func setAccessibilityValues(_ values: [String?]) {
      for (element, value) in zip(wheelElements, values) { element.accessibilityValue = value }
    }
  }

  /// One wheel for VoiceOver: its label, its row read in full, and swipes up
  /// and down sent to the engine's stepping.
  @MainActor
  final class WheelAccessibilityElement: UIAccessibilityElement {
    /// Moves the wheel by a number of rows.
    var onStep: ((Int) -> Void)?

    override func accessibilityIncrement() { onStep?(1) }
    override func accessibilityDecrement() { onStep?(-1) }
  }

  /// One row of a wheel: its title (greyed when disabled) or its image, with
  /// room on the right for the wheel's unit.
  @MainActor
  final class WheelRowView: UIView {
    private let label = UILabel(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private var unitWidth: CGFloat = 0
    private var trailingRoom: CGFloat = 0

    /// Row text: 16 points, scaled with Dynamic Type.
    static var font: UIFont {
      UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: SheetMetrics.rowFontSize))
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.font = Self.font
      label.adjustsFontForContentSizeCategory = true
      label.textAlignment = .center
      imageView.contentMode = .scaleAspectFit
      addSubview(label)
      addSubview(imageView)
      isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    func show(
      title: String, image: UIImage?, spokenText: String, isEnabled: Bool, unitWidth: CGFloat,
      trailingRoom: CGFloat = 0
    ) {
      label.text = title
      label.textColor = isEnabled ? SheetColors.text : SheetColors.disabledText
      label.textAlignment = unitWidth > 0 ? .right : .center
      label.isHidden = image != nil
      imageView.image = image
      imageView.isHidden = image == nil
      accessibilityLabel = spokenText
      accessibilityTraits = isEnabled ? .none : .notEnabled
      self.unitWidth = unitWidth
      self.trailingRoom = trailingRoom
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let width = max(bounds.width - trailingRoom, 0)
      label.frame = CGRect(x: 0, y: 0, width: max(width - unitWidth, 0), height: bounds.height)
      imageView.frame = CGRect(x: 2, y: 2, width: max(width - 4, 0), height: max(bounds.height - 4, 0))
    }
  }
#endif
