// expect: compiles
// A view controller that is the delegate of every sheet it presents: the four methods, as declared.
import UIKit
import WheelPickerUIKit

final class Screen: UIViewController, WheelPickerSheetDelegate {
  func wheelPickerSheetDidConfirm(_ sheet: UIViewController) {}
  func wheelPickerSheetDidCancel(_ sheet: UIViewController) {}
  func wheelPickerSheet(_ sheet: UIViewController, didChange change: SelectionChange) {}
  func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError) {}
}
