#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

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

    /// The sheet's key commands: each named key bound to an intent that does something in the
    /// sheet now (``HardwareKey/intent(modifiers:)``, ``PickerSheet/event(for:in:)``: no wheel keys
    /// with one wheel, Delete only while something is typed), titled in the sheet's language for
    /// the list a person sees while holding ⌘, and ahead of the focus system, which would
    /// otherwise take the arrows and Tab first. UIKit asks for them at each key, and a held key
    /// repeats its command.
    ///
    /// - Parameter action: the action method every command calls.
    func sheetKeyCommands(action: Selector) -> [UIKeyCommand] {
      HardwareKey.allCases.flatMap { key in
        key.boundModifiers.compactMap { modifiers -> UIKeyCommand? in
          guard let intent = key.intent(modifiers: modifiers),
            adapter.sheet.event(for: intent, in: adapter.state) != nil
          else { return nil }
          let title = adapter.words.keyTitle(of: intent)
          let command = UIKeyCommand(
            title: title, action: action, input: key.keyCommandInput,
            modifierFlags: modifiers.keyModifierFlags,
            propertyList: key.rawValue, discoverabilityTitle: title)
          command.wantsPriorityOverSystemBehavior = true
          return command
        }
      }
    }

    /// Runs a key command of ``sheetKeyCommands(action:)``: its key's intent, as the program's
    /// event (``PickerSheet/event(for:in:)``); whether it did something.
    @discardableResult
    func take(_ command: UIKeyCommand) -> Bool {
      guard let name = command.propertyList as? String, let key = HardwareKey(rawValue: name),
        let intent = key.intent(modifiers: HardwareKeyModifiers(command.modifierFlags)),
        let event = adapter.sheet.event(for: intent, in: adapter.state)
      else { return false }
      adapter.send(event)
      showBarText()
      return true
    }

    /// Feeds a key that types to the program; whether the sheet used it. Its characters search,
    /// Space bound to Spin, or to Mark in a sheet that answers several rows. A named key is left to the key commands, and a key held with Command
    /// or Control is the app's shortcut, not the sheet's (``HardwareKeyModifiers/isAppShortcut``).
    func type(_ key: UIKey) -> Bool {
      guard HardwareKey(key.keyCode) == nil, !HardwareKeyModifiers(key.modifierFlags).isAppShortcut else {
        return false
      }
      var isUsed = false
      for character in key.characters {
        let bound: SheetIntent? = character == " " ? adapter.sheet.spaceIntent : nil
        guard let event = adapter.sheet.event(typing: character, boundTo: bound, in: adapter.state) else {
          continue
        }
        adapter.send(event)
        isUsed = true
      }
      showBarText()
      return isUsed
    }
  }
#endif
