import WheelPickerCore
import WheelPickerPresentation

/// How a sheet looks apart from where things go: colours for light and dark
/// mode, fonts, corner radius, separator, button titles and tints, and the
/// words it shows and speaks.
///
/// The defaults are 16-pt rows and a grey Cancel and a blue Confirm on a
/// white panel, with iOS's system colours for dark mode.
///
/// ```swift
/// let style = SheetStyle(words: PickerWords(languageIdentifier: "zh-Hans"))
/// style.confirmTitle                        // "确定"
/// style.confirmTint.resolved(for: .dark)    // systemBlue in dark mode
/// ```
public struct SheetStyle: Hashable, Sendable {
  /// A font: a size in points and a weight; faces map it to the system font.
  public struct Font: Hashable, Sendable {
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// Creates a font.
    public init(size: Double, weight: Weight = .regular) {
      self.size = size
      self.weight = weight
    }

    /// A font weight, as `UIFont.Weight` names them.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
      /// Regular (400).
      case regular
      /// Medium (500).
      case medium
      /// Semibold (600).
      case semibold
      /// Bold (700).
      case bold

      /// The CSS weight.
      public var numericValue: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
      }
    }
  }

  // MARK: Colours

  /// The panel (white; iOS's elevated dark background in dark mode).
  public var panelBackground: DynamicSheetColor
  /// The backdrop's colour; its opacity is ``SheetGeometry/backdropAlpha``.
  public var backdrop: SheetColor
  /// The hairline between the bar and the wheels.
  public var separator: DynamicSheetColor
  /// Row text.
  public var rowText: DynamicSheetColor
  /// Text of disabled rows and of an empty wheel's placeholder (greyed).
  public var disabledRowText: DynamicSheetColor
  /// The title in the bar.
  public var titleText: DynamicSheetColor
  /// Units beside the centre row.
  public var unitText: DynamicSheetColor
  /// The band behind the centre row (iOS's selection indicator).
  public var centreBand: DynamicSheetColor
  /// The Confirm button's title (blue).
  public var confirmTint: DynamicSheetColor
  /// The Cancel button's title (grey).
  public var cancelTint: DynamicSheetColor

  // MARK: Type

  /// Rows (16 pt by default).
  public var rowFont: Font
  /// Units beside the centre row.
  public var unitFont: Font
  /// The title in the bar.
  public var titleFont: Font
  /// Cancel.
  public var cancelFont: Font
  /// Confirm.
  public var confirmFont: Font

  // MARK: Shape and words

  /// The words shown and spoken: wheel labels, announcements, and the
  /// defaults of the titles below.
  public var words: PickerWords
  /// The radius of the panel's top corners.
  public var cornerRadius: Double
  /// The radius of the centre band's corners.
  public var centreBandCornerRadius: Double
  /// The inset of the centre band from the wheel area's sides.
  public var centreBandInset: Double
  /// The separator's thickness in points (a hairline).
  public var separatorThickness: Double
  /// The space either side of a row's text within its wheel.
  public var rowPadding: Double
  /// The space between the centre row's text and its unit.
  public var unitSpacing: Double
  /// The Cancel button's title (``/WheelPickerCore/PickerWords/cancel``: `Cancel`, `取消`).
  public var cancelTitle: String
  /// The Confirm button's title (``/WheelPickerCore/PickerWords/confirm``: `Confirm`, `确定`).
  public var confirmTitle: String
  /// What an empty wheel shows in its one, unselectable row, after 至今
  /// (``/WheelPickerCore/PickerWords/empty``).
  public var emptyWheelText: String

  /// Creates a style with the default look, in the language of `words`
  /// (English by default).
  public init(words: PickerWords = PickerWords(language: .english)) {
    panelBackground = DynamicSheetColor(light: .white, dark: SheetColor(rgb: 0x1C1C1E))
    backdrop = .black
    separator = DynamicSheetColor(light: SheetColor(rgb: 0xC6C6C8), dark: SheetColor(rgb: 0x38383A))
    rowText = DynamicSheetColor(light: .black, dark: .white)
    disabledRowText = DynamicSheetColor(
      light: SheetColor(rgb: 0x3C3C43, alpha: 0.3), dark: SheetColor(rgb: 0xEBEBF5, alpha: 0.3))
    titleText = rowText
    unitText = rowText
    centreBand = DynamicSheetColor(
      light: SheetColor(rgb: 0x767680, alpha: 0.12), dark: SheetColor(rgb: 0x767680, alpha: 0.24))
    confirmTint = DynamicSheetColor(light: SheetColor(rgb: 0x007AFF), dark: SheetColor(rgb: 0x0A84FF))
    cancelTint = DynamicSheetColor(light: SheetColor(rgb: 0x8E8E93), dark: SheetColor(rgb: 0x8E8E93))
    rowFont = Font(size: 16)
    unitFont = Font(size: 16, weight: .medium)
    titleFont = Font(size: 16, weight: .semibold)
    cancelFont = Font(size: 16)
    confirmFont = Font(size: 16, weight: .semibold)
    cornerRadius = 12
    centreBandCornerRadius = 8
    centreBandInset = 0
    separatorThickness = 0.5
    rowPadding = 8
    unitSpacing = 4
    self.words = words
    cancelTitle = words.cancel
    confirmTitle = words.confirm
    emptyWheelText = words.empty
  }

  /// The default look, in Simplified Chinese (取消, 确定).
  public static let chinese = SheetStyle(words: PickerWords(language: .simplifiedChinese))

  /// The colours for one appearance.
  public func palette(for appearance: SheetAppearance) -> SheetPalette {
    SheetPalette(
      appearance: appearance, panelBackground: panelBackground.resolved(for: appearance), backdrop: backdrop,
      separator: separator.resolved(for: appearance), rowText: rowText.resolved(for: appearance),
      disabledRowText: disabledRowText.resolved(for: appearance),
      titleText: titleText.resolved(for: appearance),
      unitText: unitText.resolved(for: appearance), centreBand: centreBand.resolved(for: appearance),
      confirmTint: confirmTint.resolved(for: appearance), cancelTint: cancelTint.resolved(for: appearance))
  }
}
