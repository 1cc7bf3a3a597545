#if canImport(UIKit)
  import UIKit
  import WheelPickerCore

  /// The UIKit face of WheelPicker: sheets and picker data sources over the core's engine.
  public enum WheelPickerUIKit {}
#endif
