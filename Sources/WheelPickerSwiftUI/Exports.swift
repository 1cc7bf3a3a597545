#if canImport(SwiftUI) && canImport(UIKit)
  // The styling types (SheetStyle, SheetGeometry, SheetColor, SheetAccessibilitySettings…) arrive
  // with the face: an app that imports WheelPickerSwiftUI styles its sheets without a second import.
  @_exported import WheelPickerSheetStyle
#endif
