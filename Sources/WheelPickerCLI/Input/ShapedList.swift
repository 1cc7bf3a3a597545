import WheelPickerCore
import WheelPickerTerminal

/// A list's items as a ``ListShape`` makes them: the header taken off the front, the rest in
/// the order shown, and what each shows and prints.
struct ShapedList: Sendable {
  /// The header lines as shown (their visible text and fields, like an item's), first first.
  var header: [String]
  /// The items as read, in the order the wheel shows them.
  var items: PackedLines
  /// What the wheel shows of each item, in the same order (the same lines when nothing is
  /// transformed).
  var shown: PackedLines
  /// The shape.
  var shape: ListShape
  /// The colours of the rows shown (`--ansi`), in the sheet's columns; `nil` when none has any.
  var rowStyles: RowStyles?

  /// Shapes `lines`.
  ///
  /// - Parameters:
  ///   - lines: the items as read, header included.
  ///   - shape: how they are read, shown and printed.
  ///   - source: where the lines came from (`stdin`, `the ITEM arguments`), for the error.
  /// - Throws: `UsageError` (``UsageError/Reason/nothingToChoose(source:)``) when no item is left
  ///   after the header.
  /// - Complexity: O(bytes) when the items are reordered or transformed; O(1) otherwise.
  init(_ lines: PackedLines, shape: ListShape, source: String) throws(UsageError) {
    self.shape = shape
    let headerCount = min(shape.headerLines, lines.count)
    header = (0..<headerCount).map { String(decoding: shape.shown(lines.bytes(ofLine: $0)), as: UTF8.self) }
    guard lines.count > headerCount else {
      let rule =
        headerCount == 0
        ? "\(source) held no lines: give items or pipe lines in"
        : "\(source) held only the \(InputLimits.count(headerCount)) header lines: nothing to choose"
      throw UsageError(.nothingToChoose(source: source), message: "list: \(rule)")
    }
    var order = Array(headerCount..<lines.count)
    if shape.isReversed { order.reverse() }
    items =
      headerCount == 0 && !shape.isReversed
      ? lines : PackedLines(byteStrings: order.lazy.map { lines.bytes(ofLine: $0) })
    let items = items
    guard shape.transformsShownText else {
      shown = items
      return
    }
    var runs: [Int: [RowStyles.Run]] = [:]
    shown = PackedLines(
      byteStrings: items.indices.lazy.map { row in
        let styled = shape.styledShown(items.bytes(ofLine: row))
        if !styled.runs.isEmpty { runs[row] = Self.columns(of: styled.runs, in: styled.text) }
        return styled.text
      })
    rowStyles = runs.isEmpty ? nil : RowStyles(runs: runs)
  }

  /// Runs over bytes of `text` as runs over the columns the sheet draws it in (sanitised).
  static func columns(of runs: [ANSIText.Run], in text: [UInt8]) -> [RowStyles.Run] {
    func width(_ bytes: ArraySlice<UInt8>) -> Int {
      DisplayWidth.of(TextSanitizer.sanitize(String(decoding: bytes, as: UTF8.self)))
    }
    return runs.map { run in
      let start = width(text[..<run.bytes.lowerBound])
      return RowStyles.Run(columns: start..<(start + width(text[run.bytes])), style: run.style)
    }
  }

  /// The bytes choosing row `row` prints, without the terminator.
  func printed(_ row: Int) -> [UInt8] {
    shape.printed(items.bytes(ofLine: row))
  }
}
