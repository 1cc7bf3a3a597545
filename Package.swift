// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WheelPicker",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "WheelPickerCore", targets: ["WheelPickerCore"]),
    .executable(name: "wheelpicker-bench", targets: ["wheelpicker-bench"]),
  ],
  targets: [
    .target(
      name: "WheelPickerCore",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .executableTarget(
      name: "wheelpicker-bench",
      dependencies: ["WheelPickerCore"]
    ),
    .testTarget(
      name: "WheelPickerCoreTests",
      dependencies: ["WheelPickerCore"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
