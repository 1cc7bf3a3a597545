import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSheetStyle

extension PickerSheet {
  /// A program measured as the Apple faces measure: points at the default style's fonts.
  init(
    words: PickerWords, title: String = "", buttons: SheetButtons = .cancelAndConfirm,
    search: AnySheetSearch<Model>? = AnySheetSearch(FocusedWheelSearch<Model>()), visibleRows: Int = 5
  ) {
    self.init(
      words: words, title: title, buttons: buttons, search: search,
      metrics: .points(style: SheetStyle(words: words), geometry: SheetGeometry()), visibleRows: visibleRows)
  }
}
