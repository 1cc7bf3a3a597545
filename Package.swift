// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WheelPicker",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "WheelPickerCore", targets: ["WheelPickerCore"]),
    .executable(name: "wheelpicker-bench", targets: ["wheelpicker-bench"]),
    .library(name: "WheelPickerCLI", targets: ["WheelPickerCLI"]),
    .executable(name: "wheelpicker", targets: ["wheelpicker"]),
  ],
  targets: [
    .target(
      name: "WheelPickerCore",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .target(name: "CBenchSupport"),
    .executableTarget(
      name: "wheelpicker-bench",
      dependencies: ["WheelPickerCore", "CBenchSupport"]
    ),
    .testTarget(
      name: "WheelPickerCoreTests",
      dependencies: ["WheelPickerCore"],
      resources: [.copy("Fixtures/cascades")]
    ),
    .target(
      name: "WheelPickerCLI",
      dependencies: ["WheelPickerCore"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .executableTarget(name: "wheelpicker", dependencies: ["WheelPickerCLI"]),
    .testTarget(
      name: "WheelPickerCLITests",
      dependencies: ["WheelPickerCLI", "WheelPickerCore", "wheelpicker"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
