#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  /// The `UIPickerView` a ``WheelPickerAdapter`` drives: it adds each wheel's unit beside the
  /// centre row and the separator between groups of wheels (a range's `至`) where the sheet
  /// program's plan puts them, one adjustable VoiceOver element per wheel, and reloads its widths
  /// when its own width or the text size changes.
  @MainActor
  public final class WheelPickerUIView: UIPickerView {
    /// The plan of the wheels for a picker width, and each component's width.
    struct Layout {
      var plan: SheetPlan
      var widths: [CGFloat]
    }

    /// The layout for a picker width, from the adapter.
    var layout: ((CGFloat) -> Layout?)?
    private var unitLabels: [Int: UILabel] = [:]
    private var separatorLabels: [UILabel] = []
    private var wheelElements: [WheelAccessibilityElement] = []
    private var laidOutWidth: CGFloat = -1
    private var decorationFont = WheelRowView.font
    /// The rows' font (the style's, scaled with Dynamic Type), for the units and separators too.
    var rowFont = WheelRowView.font {
      didSet { configureDecorations(separator: "", font: rowFont, count: 0) }
    }
    /// The style's colours.
    var colors = SheetColors(style: SheetStyle(), geometry: SheetGeometry()) {
      didSet { configureDecorations(separator: "", font: rowFont, count: 0) }
    }

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
      guard let layout = layout?(bounds.width) else { return }
      // Each decoration goes where the picker put its component (the frame of the component's
      // centre row view), not where arithmetic with UIKit's undocumented spacing would put it. The
      // plan reads left to right within a component; a right-to-left picker shows its first
      // component at the right and reads each from its right edge.
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let frames = layout.plan.columns.indices.map(componentFrame)
      // Where something `width` points wide starts, `offset` points in from a component's leading edge.
      func leading(_ frame: CGRect, offset: CGFloat, width: CGFloat) -> CGFloat {
        isRightToLeft ? frame.maxX - offset - width : frame.minX + offset
      }
      for (component, column) in layout.plan.columns.enumerated() {
        let frame = frames[component]
        if let unit = column.unit, let frame {
          let label = unitLabels[component] ?? addDecoration()
          label.textColor = colors.unit
          unitLabels[component] = label
          label.text = unit
          label.isHidden = false
          let size = label.intrinsicContentSize
          let offset = CGFloat((column.unitX ?? column.x) - column.x)
          label.frame = CGRect(
            x: leading(frame, offset: offset, width: size.width), y: bounds.midY - size.height / 2,
            width: size.width, height: size.height)
        } else {
          unitLabels[component]?.isHidden = true
        }
        if component < wheelElements.count, let frame {
          let width = CGFloat(column.width)
          wheelElements[component].accessibilityFrameInContainerSpace = CGRect(
            x: leading(frame, offset: 0, width: width), y: 0, width: width, height: bounds.height)
        }
      }
      while separatorLabels.count < layout.plan.separators.count { separatorLabels.append(addDecoration()) }
      // A separator follows the wheel whose end it starts at, centred between that wheel's text and
      // the next component.
      let separated = layout.plan.columns.indices.compactMap { index in
        layout.plan.separator(after: index).map { (before: index, separator: $0) }
      }
      for (index, label) in separatorLabels.enumerated() {
        guard index < separated.count, case let (before, separator) = separated[index],
          before + 1 < frames.count, let frame = frames[before], let next = frames[before + 1]
        else {
          label.isHidden = true
          continue
        }
        label.text = separator.text
        label.isHidden = false
        let size = label.intrinsicContentSize
        let textEnd = leading(frame, offset: CGFloat(layout.plan.columns[before].width), width: 0)
        let nextStart = leading(next, offset: 0, width: 0)
        label.frame = CGRect(
          x: (textEnd + nextStart) / 2 - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
          height: size.height)
      }
    }

    /// Where the picker shows a component, in the picker's coordinates: the frame of the view of
    /// its selected row; `nil` when it shows none (no rows, or not laid out yet).
    private func componentFrame(_ component: Int) -> CGRect? {
      guard component < numberOfComponents, case let row = selectedRow(inComponent: component), row >= 0,
        let rowView = view(forRow: row, forComponent: component)
      else { return nil }
      return convert(rowView.bounds, from: rowView)
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

    // MARK: Units and separators

    /// Removes the units and separators of an earlier model; the next layout adds the plan's.
    func configureDecorations(separator: String, font: UIFont, count: Int) {
      for label in unitLabels.values { label.removeFromSuperview() }
      for label in separatorLabels { label.removeFromSuperview() }
      unitLabels = [:]
      separatorLabels = []
      decorationFont = font
      setNeedsLayout()
    }

    /// A label in the rows' font and colour that VoiceOver skips (a unit, a separator: the rows'
    /// spoken text and the wheels' labels say them already), added as a subview.
    private func addDecoration() -> UILabel {
      let label = UILabel(frame: .zero)
      label.font = decorationFont
      label.adjustsFontForContentSizeCategory = true
      label.textColor = colors.text
      label.isAccessibilityElement = false
      addSubview(label)
      return label
    }

    // MARK: Accessibility

    func configureAccessibility(
      labels: [String], step: @escaping (Int, Int) -> Void, activate: @escaping (Int) -> Bool = { _ in false }
    ) {
      wheelElements = labels.enumerated().map { component, label in
        let element = WheelAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = label
        element.accessibilityTraits = .adjustable
        element.onStep = { delta in step(component, delta) }
        element.onActivate = { activate(component) }
        return element
      }
      setNeedsLayout()
    }

    /// Each wheel's value for VoiceOver, and whether its row is marked (read as selected).
    func setAccessibilityValues(_ values: [String?], marked: [Bool] = []) {
      for (index, (element, value)) in zip(wheelElements, values).enumerated() {
        element.accessibilityValue = value
        let isMarked = index < marked.count && marked[index]
        element.accessibilityTraits = isMarked ? [.adjustable, .selected] : .adjustable
      }
    }
  }

  /// One wheel for VoiceOver: its label, its row read in full, and swipes up
  /// and down sent to the engine's stepping.
  @MainActor
  final class WheelAccessibilityElement: UIAccessibilityElement {
    /// Moves the wheel by a number of rows.
    var onStep: ((Int) -> Void)?
    /// VoiceOver's double tap: marks the row in a sheet that answers several; `false` when it
    /// does nothing.
    var onActivate: (() -> Bool)?

    override func accessibilityIncrement() { onStep?(1) }
    override func accessibilityDecrement() { onStep?(-1) }
    override func accessibilityActivate() -> Bool { onActivate?() ?? false }
  }

  /// One row of a wheel: its title (greyed when disabled) or its image, where the sheet
  /// program's plan puts a row's text: centred, or against the wheel's unit.
  @MainActor
  final class WheelRowView: UIView {
    private let label = UILabel(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    /// The check mark before a marked row's text.
    let markLabel = UILabel(frame: .zero)
    private var textX: CGFloat = 0
    private var textWidth: CGFloat = 0
    private var markRoom: CGFloat = 0

    /// Row text: 16 points, scaled with Dynamic Type.
    static var font: UIFont {
      UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: SheetPoints.rowFontSize))
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.font = Self.font
      label.adjustsFontForContentSizeCategory = true
      label.textAlignment = .center
      imageView.contentMode = .scaleAspectFit
      addSubview(label)
      addSubview(imageView)
      addSubview(markLabel)
      markLabel.isHidden = true
      isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows a row.
    ///
    /// - Parameters:
    ///   - column: the plan's column of the row's wheel; its text frame is taken relative to the
    ///     column's leading edge.
    ///   - mark: the row's mark for VoiceOver in a sheet that answers several rows (`marked`, `not
    ///     marked`); `nil` elsewhere.
    ///   - isMarked: whether the check mark shows before the text.
    func show(
      title: String, image: UIImage?, spokenText: String, isEnabled: Bool, column: SheetPlan.Column?,
      font: UIFont, colors: SheetColors, mark: String? = nil, isMarked: Bool = false
    ) {
      markLabel.text = PickerSheet<ListModel>.markSymbol
      markLabel.font = font
      markLabel.textColor = colors.text
      markLabel.isHidden = !isMarked
      accessibilityValue = mark
      label.text = title
      label.font = font
      label.textColor = isEnabled ? colors.text : colors.disabledText
      label.textAlignment = column?.textAlignment == .trailing ? .right : .center
      label.isHidden = image != nil
      imageView.image = image
      imageView.isHidden = image == nil
      accessibilityLabel = spokenText
      accessibilityTraits = isEnabled ? .none : .notEnabled
      if isMarked { accessibilityTraits.insert(.selected) }
      if let column {
        markRoom = CGFloat(column.markRoom)
        textX = CGFloat(column.textX - column.x) + markRoom
        textWidth = CGFloat(column.textWidth) - markRoom
      } else {
        markRoom = 0
        textX = 0
        textWidth = bounds.width
      }
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = CGRect(x: textX, y: 0, width: max(textWidth, 0), height: bounds.height)
      markLabel.frame = CGRect(x: textX - markRoom, y: 0, width: markRoom, height: bounds.height)
      imageView.frame = CGRect(
        x: textX + 2, y: 2, width: max(textWidth - 4, 0), height: max(bounds.height - 4, 0))
    }
  }
#endif
