// Stub of Apple's UIKit for type-checking the UIKit face on Linux (see README.md beside Package.swift).
// Pinned to the iOS 18 SDK's documentation; every declaration below is copied from the page named
// beside it (https://developer.apple.com/documentation/uikit/…), and only API available on iOS 16 is
// declared. Bodies behave simply, as UIKit documents, and record what they were asked (Recording.swift,
// all internal) so that the UIKitFaceTests run the face: views keep their tree and properties, pickers
// ask their data source and delegate, controls run their actions, presentations run the transitioning
// delegate's animator and refuse what UIKit refuses, and animations end when a test lets time pass.
@_exported import Foundation

// Linux cannot express Objective-C `optional` protocol requirements: the optional methods of the
// picker and transitioning protocols are declared as requirements with default implementations in
// an extension, so a misspelled optional method is not caught here.

// Linux cannot override members declared in an extension: the accessibility properties and methods
// UIKit declares on NSObject (the informal protocols UIAccessibility, UIAccessibilityContainer,
// UIAccessibilityAction) are declared on UIResponder, the common superclass of every object the face
// sets them on (views, view controllers, UIAccessibilityElement).
