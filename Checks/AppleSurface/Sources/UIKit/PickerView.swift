/// https://developer.apple.com/documentation/uikit/uipickerview
@MainActor open class UIPickerView: UIView {
  /// https://developer.apple.com/documentation/uikit/uipickerview/datasource
  weak open var dataSource: (any UIPickerViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uipickerview/delegate
  weak open var delegate: (any UIPickerViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uipickerview/reloadallcomponents()
  open func reloadAllComponents() {
    calls.append(.reloadAllComponents)
    load()
  }
  /// https://developer.apple.com/documentation/uikit/uipickerview/reloadcomponent(_:)
  open func reloadComponent(_ component: Int) {
    calls.append(.reloadComponent(component))
    loadIfNeeded()
    guard component >= 0, component < rowCounts.count else {
      misuses.append(.componentOutOfRange(component, count: rowCounts.count))
      return
    }
    rowCounts[component] = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    reloadRows(inComponent: component)
  }
  /// https://developer.apple.com/documentation/uikit/uipickerview/selectrow(_:incomponent:animated:)
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    calls.append(.selectRow(row, inComponent: component, animated: animated))
    loadIfNeeded()
    guard component >= 0, component < rowCounts.count else {
      misuses.append(.componentOutOfRange(component, count: rowCounts.count))
      return
    }
    // Selecting by code stops a wheel that still coasts, and tells the delegate nothing.
    coasting[component] = nil
    selectedRows[component] = rowCounts[component] > 0 ? min(max(row, 0), rowCounts[component] - 1) : -1
    reloadRows(inComponent: component)
  }
  /// https://developer.apple.com/documentation/uikit/uipickerview/view(forrow:forcomponent:) — "Returns
  /// `nil` if the specified row of the component is not visible or if the delegate does not implement
  /// `pickerView:viewForRow:forComponent:reusingView:`."
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    loadIfNeeded()
    guard component >= 0, component < rowViews.count else { return nil }
    return rowViews[component][row]
  }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() — the picker places its components
  override open func layoutSubviews() {
    super.layoutSubviews()
    placeComponents()
  }
  /// https://developer.apple.com/documentation/uikit/uipickerview/numberofcomponents
  open var numberOfComponents: Int {
    loadIfNeeded()
    return rowCounts.count
  }
  /// https://developer.apple.com/documentation/uikit/uipickerview/selectedrow(incomponent:)
  open func selectedRow(inComponent component: Int) -> Int {
    loadIfNeeded()
    guard component >= 0, component < rowCounts.count else {
      misuses.append(.componentOutOfRange(component, count: rowCounts.count))
      return -1
    }
    return selectedRows[component]
  }

  // The stub's state: what the data source said, the row each component shows, the row views the
  // delegate made for the rows in sight, and every call made to the picker.

  /// A call made to the picker.
  enum Call: Equatable {
    case reloadAllComponents
    case reloadComponent(Int)
    case selectRow(Int, inComponent: Int, animated: Bool)
  }
  /// Every call made to the picker, oldest first.
  var calls: [Call] = []
  /// A call UIKit does not answer as asked: an index naming a component the picker does not have
  /// (the components it has are those its data source gave at the last reload).
  enum Misuse: Equatable {
    case componentOutOfRange(Int, count: Int)
  }
  /// Every misuse, oldest first: a face test expects none.
  var misuses: [Misuse] = []
  /// The wheels still coasting after a fling, by component: the row each comes to rest on.
  private(set) var coasting: [Int: Int] = [:]
  /// Each component's row count, as the data source last said.
  private(set) var rowCounts: [Int] = []
  /// Each component's shown row, -1 when it has no rows.
  private(set) var selectedRows: [Int] = []
  /// The views the delegate made for the rows in sight (the shown row and two either side), by component and row.
  private(set) var rowViews: [[Int: UIView]] = []
  private var isLoaded = false

  /// The rows a component shows above and below its selected row.
  static let rowsInSightAround = 2
  /// The space the stub's picker leaves between two components (UIKit documents none; about 5 points
  /// on a device). A test may change it: a face must read where the components are, not assume it.
  static var componentSpacing: CGFloat = 5
  /// The view holding each component's rows in sight, at the component's place.
  private var componentViews: [UIView] = []

  /// Places the components as the stub's picker lays them out: each as wide as the delegate says,
  /// `componentSpacing` apart, the group centred, the first component at the left (at the right in a
  /// right-to-left layout); each row in sight at its height from the centre row.
  func placeComponents() {
    while componentViews.count > rowViews.count { componentViews.removeLast().removeFromSuperview() }
    while componentViews.count < rowViews.count {
      let view = UIView(frame: .zero)
      componentViews.append(view)
      addSubview(view)
    }
    let widths = rowViews.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
    let used = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
    var x = (bounds.width - used) / 2
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (component, width) in widths.enumerated() {
      let minX = isRightToLeft ? bounds.width - x - width : x
      let container = componentViews[component]
      container.frame = CGRect(x: minX, y: 0, width: width, height: bounds.height)
      let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
      for view in container.subviews where !rowViews[component].values.contains(where: { $0 === view }) {
        view.removeFromSuperview()
      }
      for (row, view) in rowViews[component] {
        if view.superview !== container { container.addSubview(view) }
        let offset = CGFloat(row - selectedRows[component]) * height
        view.frame = CGRect(x: 0, y: bounds.height / 2 - height / 2 + offset, width: width, height: height)
      }
      x += width + Self.componentSpacing
    }
  }

  /// Asks the data source for the components and their rows (each component keeps its row where
  /// it still has it), then the delegate for the rows in sight.
  private func load() {
    isLoaded = true
    let count = dataSource?.numberOfComponents(in: self) ?? 0
    rowCounts = (0..<count).map { dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0 }
    let previous = selectedRows
    selectedRows = rowCounts.indices.map { _ in -1 }
    rowViews = rowCounts.map { _ in [:] }
    for component in rowCounts.indices { reloadRows(inComponent: component, keeping: previous) }
  }

  /// UIKit asks the data source when the picker is first shown or asked; so does the stub.
  private func loadIfNeeded() {
    if !isLoaded { load() }
  }

  private func reloadRows(inComponent component: Int, keeping previous: [Int]? = nil) {
    let count = rowCounts[component]
    let kept = previous.map { component < $0.count ? $0[component] : 0 } ?? selectedRows[component]
    selectedRows[component] = count > 0 ? min(max(kept, 0), count - 1) : -1
    var views: [Int: UIView] = [:]
    let centre = selectedRows[component]
    if count > 0, let delegate {
      let rows = max(centre - Self.rowsInSightAround, 0)...min(centre + Self.rowsInSightAround, count - 1)
      for row in rows {
        views[row] = delegate.pickerView(
          self, viewForRow: row, forComponent: component, reusing: rowViews[component][row])
      }
    }
    rowViews[component] = views
    if rowViews.count == rowCounts.count { placeComponents() }
  }

  /// A user's fling: the finger lifts over `passing` and the wheel coasts on towards `row`. While
  /// it coasts, `selectedRow(inComponent:)` reports the row under the selection indicator and the
  /// delegate hears nothing; it is told when the wheel stops (`finishCoasting()`), as UIKit tells it
  /// only when a wheel comes to rest. Selecting a row by code stops the wheel, and tells nothing.
  func fling(toRow row: Int, passing: Int, inComponent component: Int) {
    loadIfNeeded()
    guard component >= 0, component < rowCounts.count, rowCounts[component] > 0 else { return }
    selectedRows[component] = min(max(passing, 0), rowCounts[component] - 1)
    reloadRows(inComponent: component)
    coasting[component] = min(max(row, 0), rowCounts[component] - 1)
  }

  /// Lets time pass until every coasting wheel has come to rest, each telling the delegate.
  func finishCoasting() {
    while let (component, row) = coasting.min(by: { $0.key < $1.key }) {
      coasting[component] = nil
      scroll(toRow: row, inComponent: component)
    }
  }

  /// What a user's scroll does: the component comes to rest on `row` (clamped to its rows), then
  /// the delegate is told, as UIKit tells it when a wheel stops.
  func scroll(toRow row: Int, inComponent component: Int) {
    loadIfNeeded()
    guard component >= 0, component < rowCounts.count, rowCounts[component] > 0 else { return }
    selectedRows[component] = min(max(row, 0), rowCounts[component] - 1)
    reloadRows(inComponent: component)
    delegate?.pickerView(self, didSelectRow: selectedRows[component], inComponent: component)
  }
}

/// https://developer.apple.com/documentation/uikit/uipickerviewdatasource
@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/numberofcomponents(in:)
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/pickerview(_:numberofrowsincomponent:)
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// https://developer.apple.com/documentation/uikit/uipickerviewdelegate — every method optional (see UIKit.swift)
@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:widthforcomponent:)
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:rowheightforcomponent:)
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:viewforrow:forcomponent:reusing:)
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  )
    -> UIView
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:)
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

// Optional requirements (see UIKit.swift).
extension UIPickerViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:widthforcomponent:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    // UIKit shares the width out evenly.
    pickerView.bounds.width / CGFloat(max(pickerView.dataSource?.numberOfComponents(in: pickerView) ?? 1, 1))
  }
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:rowheightforcomponent:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    32
  }
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:viewforrow:forcomponent:reusing:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView { view ?? UIView(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// https://developer.apple.com/documentation/uikit/uipickerviewaccessibilitydelegate — every method optional (see UIKit.swift)
@MainActor public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uipickerviewaccessibilitydelegate/pickerview(_:accessibilitylabelforcomponent:)
  func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
}

// Optional requirements (see UIKit.swift).
extension UIPickerViewAccessibilityDelegate {
  /// https://developer.apple.com/documentation/uikit/uipickerviewaccessibilitydelegate/pickerview(_:accessibilitylabelforcomponent:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
  {
    nil
  }
}
