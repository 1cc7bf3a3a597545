import WheelPickerCore

/// What a sheet's bar offers.
public enum SheetButtons: Hashable, Sendable {
  /// Cancel on the left, Confirm on the right: the wheels move a draft, kept only on Confirm.
  case cancelAndConfirm
  /// One Done button on the right: the wheels edit a value live (a text field's input view).
  case done
  /// One Spin button on the right, the result in the middle (the slot machine).
  case spin
}
