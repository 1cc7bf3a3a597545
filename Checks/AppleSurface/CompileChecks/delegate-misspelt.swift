// expect: does not conform to protocol 'WheelPickerSheetDelegate'
// A misspelt delegate method is a compile error, not a method never called.
import UIKit
import WheelPickerUIKit

final class Screen: UIViewController, WheelPickerSheetDelegate {
  func wheelPickerSheetDidConfirm(_ sheet: UIViewController) {}
  func wheelPickerSheetDidCancell(_ sheet: UIViewController) {}
  func wheelPickerSheet(_ sheet: UIViewController, didChange change: SelectionChange) {}
  func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError) {}
}
