#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation

  // What the person's settings ask of the sheet: its heights for the text size, its slide under
  // Reduce Motion, the keys of a hardware keyboard.
  extension WheelPickerSheetController {
    /// The sheet's geometry for the person's settings now: the bar and the panel as tall as the
    /// text size needs (the panel at most most of the sheet's height), no slide under Reduce Motion.
    func scaledGeometry() -> SheetGeometry {
      // A popover grows within its presenter's window; the bottom sheet within the sheet's view.
      let container =
        presentation == .popover ? (presentingViewController ?? popoverPresenter)?.view.window : viewIfLoaded
      let height = Double(container?.bounds.height ?? 0)
      return WheelPickerAdapter<Model>.accessibilitySettings().geometry(geometry, containerHeight: height)
    }

    /// Sets the bar's and the wheels' heights for the text size and the sheet's height.
    func updateGeometry() {
      let geometry = scaledGeometry()
      barHeightConstraint?.constant = CGFloat(geometry.barHeight)
      pickerHeightConstraint?.constant = CGFloat(geometry.panelHeight - geometry.barHeight)
      for constraint in buttonMarginConstraints { constraint.constant = CGFloat(geometry.buttonMargin) }
      for (index, constraint) in buttonSizeConstraints.enumerated() {
        constraint.constant = CGFloat(
          index.isMultiple(of: 2) ? geometry.buttonSize.width : geometry.buttonSize.height)
      }
      if presentation == .popover {
        preferredContentSize = CGSize(
          width: CGFloat(SheetPresentation.popoverWidth), height: CGFloat(geometry.panelHeight))
      }
    }

    /// Feeds a key to the program; whether the sheet used it. A named key is its intent; any
    /// other types its characters, Space bound to Spin. A key held with Command or Control is the
    /// app's shortcut, not the sheet's.
    func take(_ key: UIKey) -> Bool {
      guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
      var isUsed = false
      if let intent = SheetIntent(key) {
        if let event = adapter.sheet.event(for: intent, in: adapter.state) {
          adapter.send(event)
          isUsed = true
        }
      } else {
        for character in key.characters {
          let bound: SheetIntent? = character == " " ? .spin : nil
          guard let event = adapter.sheet.event(typing: character, boundTo: bound, in: adapter.state) else {
            continue
          }
          adapter.send(event)
          isUsed = true
        }
      }
      showBarText()
      return isUsed
    }
  }
#endif
