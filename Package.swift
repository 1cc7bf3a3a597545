// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "WheelPicker",
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "WheelPickerCore", targets: ["WheelPickerCore"]),
    .library(name: "WheelPickerTerminal", targets: ["WheelPickerTerminal"]),
    .executable(name: "wheelpicker-bench", targets: ["wheelpicker-bench"]),
  ],
  targets: [
    .target(
      name: "WheelPickerCore",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .target(
      name: "WheelPickerTerminal",
      dependencies: ["WheelPickerCore"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "WheelPickerTerminalTests",
      dependencies: ["WheelPickerTerminal", "WheelPickerCore"],
      exclude: ["Snapshots"]
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
  ],
  swiftLanguageModes: [.v6]
)
