#if canImport(SwiftUI) && canImport(UIKit)
  // The face's API takes and returns the core's models and values and the presentation's style
  // and geometry (SelectionEngine, DatePickerConfiguration, SheetStyle, SheetGeometry…): one
  // import of the face brings every type an app writes against it.
  @_exported import WheelPickerCore
  @_exported import WheelPickerPresentation
#endif
