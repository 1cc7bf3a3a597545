import WheelPickerPresentation

/// Light or dark, as the system's appearance (`UIUserInterfaceStyle`, `ColorScheme`).
public enum SheetAppearance: String, Hashable, Sendable, CaseIterable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}
