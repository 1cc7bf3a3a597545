#if canImport(UIKit)
  // The styling types (SheetStyle, SheetGeometry, SheetColor, SheetAccessibilitySettings…) arrive
  // with the face: an app that imports WheelPickerUIKit styles its sheets without a second import.
  @_exported import WheelPickerSheetStyle
#endif
