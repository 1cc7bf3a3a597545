import WheelPickerCore
import WheelPickerPresentation

extension PickerSheet {
  /// The program of a sheet drawn in points with a style: the style's words, its button titles
  /// and empty-wheel text in place of the words' own, and text measured at its fonts
  /// (``SheetMetrics/points(style:geometry:)``).
  ///
  /// <!-- snippet:
  /// let engine = SelectionEngine(model: ListModel(["2k以下", "2k-5k", "5k-10k"]))
  /// -->
  /// ```swift
  /// var style = SheetStyle(words: PickerWords(language: .english))
  /// style.confirmTitle = "OK"
  /// let sheet = PickerSheet<ListModel>(style: style, geometry: SheetGeometry(), title: "Salary")
  /// let state = sheet.initialState(engine: engine)
  /// sheet.plan(state, width: 350).bar.confirm   // "OK"
  /// ```
  ///
  /// - Parameters:
  ///   - style: the words, titles and fonts of the sheet.
  ///   - geometry: the sizes the wheels are laid out with (the gap between wheels, the row height).
  ///   - title: the title in the bar.
  ///   - buttons: Cancel and Confirm, Done alone, or Spin alone.
  ///   - search: the search behind typed text; `nil` for a face that cannot type.
  public init(
    style: SheetStyle, geometry: SheetGeometry, title: String = "", buttons: SheetButtons = .cancelAndConfirm,
    search: AnySheetSearch<Model>? = nil
  ) {
    self.init(
      words: style.words, title: title, buttons: buttons, search: search,
      metrics: .points(style: style, geometry: geometry))
    cancelTitle = style.cancelTitle
    confirmTitle = style.confirmTitle
    emptyWheelText = style.emptyWheelText
  }
}
