/// https://developer.apple.com/documentation/uikit/uipickerview
@MainActor open class UIPickerView: UIView {
  /// https://developer.apple.com/documentation/uikit/uipickerview/datasource
  weak open var dataSource: (any UIPickerViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uipickerview/delegate
  weak open var delegate: (any UIPickerViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uipickerview/reloadallcomponents()
  open func reloadAllComponents() { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uipickerview/reloadcomponent(_:)
  open func reloadComponent(_ component: Int) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uipickerview/selectrow(_:incomponent:animated:)
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uipickerview/selectedrow(incomponent:)
  open func selectedRow(inComponent component: Int) -> Int { fatalError("stub") }
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
    fatalError("stub")
  }
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:rowheightforcomponent:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    fatalError("stub")
  }
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:viewforrow:forcomponent:reusing:) — default of an optional requirement (see UIKit.swift)
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView { fatalError("stub") }
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
