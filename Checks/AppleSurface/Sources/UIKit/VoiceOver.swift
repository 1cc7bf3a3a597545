// What VoiceOver can reach in a window, as UIKit's accessibility documents it (internal: tests reach
// it through `@testable import UIKit`). A hidden view hides its subtree; a view whose
// `accessibilityViewIsModal` is `true` makes VoiceOver ignore the elements of its siblings (and only
// theirs: views elsewhere in the window stay reachable).

extension UIView {
  /// The views VoiceOver can move to in this view's tree: each with `isAccessibilityElement`, an
  /// `accessibilityLabel`, or a control or a label with text (elements by default), that no hidden
  /// view and no modal sibling keeps from it.
  var voiceOverReachable: [UIView] {
    guard !isHidden else { return [] }
    var found: [UIView] = []
    // Standard UIKit controls and labels are accessibility elements unless told otherwise.
    let isStandardElement = self is UIControl || (self as? UILabel)?.text?.isEmpty == false
    if isAccessibilityElement || accessibilityLabel != nil || isStandardElement { found.append(self) }
    // The last modal subview wins, as the front-most modal view does in UIKit.
    let reached = subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? subviews
    for subview in reached { found += subview.voiceOverReachable }
    return found
  }
}
