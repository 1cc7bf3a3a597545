#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore

  /// The SwiftUI face of WheelPicker: wheel views and sheets over the core's engine.
  public enum WheelPickerSwiftUI {}
#endif
