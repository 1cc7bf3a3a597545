import WheelPickerCore

extension SelectionEngine {
  /// The number of rows a face shows for a wheel: its rows, or one
  /// placeholder row when it is empty (the month and day wheels after 至今),
  /// so that the wheel keeps its place and its centre band. The placeholder
  /// is not selectable: ``/WheelPickerCore/SelectionEngine/isRowEnabled(_:inWheel:)``
  /// is `false` for it, so a face greys it as it greys disabled rows.
  public func displayedRowCount(ofWheel wheel: Int) -> Int {
    max(1, rowCount(ofWheel: wheel))
  }

  /// Whether a wheel shows only the placeholder of an empty wheel.
  public func showsPlaceholder(inWheel wheel: Int) -> Bool {
    rowCount(ofWheel: wheel) == 0
  }

  /// The text a face shows for a row: the row's title, or the style's
  /// ``SheetStyle/emptyWheelText`` in an empty wheel.
  public func displayedTitle(ofRow row: Int, inWheel wheel: Int, style: SheetStyle) -> String {
    showsPlaceholder(inWheel: wheel) ? style.emptyWheelText : title(ofRow: row, inWheel: wheel)
  }
}
