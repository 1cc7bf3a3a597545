// swift-tools-version: 6.0
// The iOS demo (S6, S10, S11), in SwiftUI and UIKit: open this folder in Xcode, choose an iPhone simulator, Run.
import PackageDescription

let package = Package(
  name: "iOSDemo",
  platforms: [.iOS(.v16)],
  dependencies: [.package(name: "WheelPicker", path: "../..")],
  targets: [
    .executableTarget(
      name: "iOSDemo",
      dependencies: [
        .product(name: "WheelPickerCore", package: "WheelPicker"),
        .product(name: "WheelPickerSwiftUI", package: "WheelPicker"),
        .product(name: "WheelPickerUIKit", package: "WheelPicker"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
