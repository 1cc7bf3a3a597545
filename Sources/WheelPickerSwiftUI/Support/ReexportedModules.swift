#if canImport(SwiftUI) && canImport(UIKit)
  // The face's API takes and returns the core's models and values, the sheet program's types and
  // the points styling (SelectionEngine, DatePickerConfiguration, SheetStyle, SheetGeometry,
  // SheetColor…): one import of the face brings every type an app writes against it.
  @_exported import WheelPickerCore
  @_exported import WheelPickerPresentation
  @_exported import WheelPickerSheetStyle
#endif
