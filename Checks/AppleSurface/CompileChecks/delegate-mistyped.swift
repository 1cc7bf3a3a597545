// expect: does not conform to protocol 'WheelPickerSheetDelegate'
// A delegate method that takes the wrong value type is a compile error, not a method never called.
import UIKit
import WheelPickerUIKit

final class Screen: UIViewController, WheelPickerSheetDelegate {
  func wheelPickerSheetDidConfirm(_ sheet: UIViewController) {}
  func wheelPickerSheetDidCancel(_ sheet: UIViewController) {}
  func wheelPickerSheet(_ sheet: UIViewController, didChange change: DateValue) {}
  func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError) {}
}
