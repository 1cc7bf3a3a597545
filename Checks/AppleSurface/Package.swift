// swift-tools-version: 6.0
// Type-checks the UIKit and SwiftUI faces on Linux: stub modules named UIKit and SwiftUI declare
// exactly the Apple API the faces use (each declaration copied from Apple's documentation, with the
// page noted beside it), and the face folders are linked in (Faces/ holds symlinks to ../../Sources).
// The stub UIKit behaves simply and records what it was asked, so UIKitFaceTests run the UIKit face.
// SwiftPM wants target names unique across a package graph, so the core is linked in the same way
// rather than depended upon; the main package never depends on this one.
import PackageDescription

let package = Package(
  name: "AppleSurface",
  platforms: [.iOS(.v16), .macOS(.v13)],
  targets: [
    .target(name: "UIKit", path: "Sources/UIKit"),
    .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/SwiftUI"),
    .target(
      name: "WheelPickerCore", path: "Faces/WheelPickerCore",
      exclude: [
        "Resources/LICENSES", "Resources/PROVENANCE.md", "Resources/PINYIN-PROVENANCE.md",
        "WheelPickerCore.docc",
      ],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .target(
      name: "WheelPickerWorld", dependencies: ["WheelPickerCore"], path: "Faces/WheelPickerWorld",
      exclude: ["Resources/LICENSES", "Resources/PROVENANCE.md", "WheelPickerWorld.docc"]
    ),
    .target(
      name: "WheelPickerUSZip", dependencies: ["WheelPickerCore"], path: "Faces/WheelPickerUSZip",
      exclude: ["Resources/LICENSES", "Resources/PROVENANCE.md", "WheelPickerUSZip.docc"]
    ),
    .target(
      name: "WheelPickerPresentation", dependencies: ["WheelPickerCore"],
      path: "Faces/WheelPickerPresentation",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .target(
      name: "WheelPickerUIKit", dependencies: ["UIKit", "WheelPickerCore", "WheelPickerPresentation"],
      path: "Faces/WheelPickerUIKit", exclude: ["WheelPickerUIKit.docc"]),
    .target(
      name: "WheelPickerSwiftUI",
      dependencies: ["UIKit", "SwiftUI", "WheelPickerCore", "WheelPickerPresentation"],
      path: "Faces/WheelPickerSwiftUI", exclude: ["WheelPickerSwiftUI.docc"]
    ),
    // The UIKit face run against the stub UIKit, which records what it was asked (`@testable import UIKit`).
    .testTarget(
      name: "UIKitFaceTests",
      dependencies: ["UIKit", "WheelPickerCore", "WheelPickerPresentation", "WheelPickerUIKit"],
      path: "Tests/UIKitFaceTests"
    ),
    // Examples/iOSDemo's sources (an app an iOS developer opens in Xcode), type-checked here too.
    .executableTarget(
      name: "iOSDemo",
      dependencies: [
        "UIKit", "SwiftUI", "WheelPickerCore", "WheelPickerSwiftUI", "WheelPickerUIKit", "WheelPickerWorld",
        "WheelPickerUSZip",
      ],
      path: "Faces/iOSDemo"
    ),
    // Scripted sessions with the SwiftUI face, run by the stub's evaluator (`@testable import SwiftUI`).
    .testTarget(
      name: "SwiftUIFaceTests",
      dependencies: ["UIKit", "SwiftUI", "WheelPickerCore", "WheelPickerPresentation", "WheelPickerSwiftUI"],
      path: "Tests/SwiftUIFaceTests",
      // Swift Testing looks for a `_Testing_UIKit` overlay when a test imports both; the stub has none.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
