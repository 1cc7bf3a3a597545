/// How `wheelpicker list` reads its items, shows them and prints the one chosen: the options
/// `--read0`, `--print0`, `--delimiter`, `--with-nth`, `--accept-nth`, `--header-lines`, `--tac`
/// and `--ansi`, with fzf's meanings.
struct ListShape: Hashable, Sendable {
  /// `--read0`: stdin's items end at NUL, not at a line feed (a last NUL ends the last item).
  var readsNul = false
  /// `--print0`: the answer ends with NUL, not a line feed.
  var printsNul = false
  /// `--delimiter`: what separates fields.
  var delimiter: FieldDelimiter = .whitespace
  /// `--with-nth`: the fields shown and searched; `nil` for the whole item.
  var shownFields: FieldSelection?
  /// `--accept-nth`: the fields printed; `nil` for the whole item.
  var printedFields: FieldSelection?
  /// `--header-lines`: how many of the first items are a header, shown above the wheel.
  var headerLines = 0
  /// `--tac`: the items in reverse order (the header stays the first lines).
  var isReversed = false
  /// `--ansi`: escape sequences in items are no part of their text: the wheel shows and searches
  /// the visible text, and the answer is printed without them, as fzf prints it.
  var readsANSI = false

  /// Whether an item is shown as something else than its bytes.
  var transformsShownText: Bool { shownFields != nil || readsANSI }

  /// What the wheel shows of an item (and what search looks at): its `--with-nth` fields, then
  /// their visible text (fzf picks the fields of the item as read, escapes and all).
  ///
  /// - Complexity: O(bytes of the item).
  func shown(_ item: [UInt8]) -> [UInt8] {
    styledShown(item).text
  }

  /// ``shown(_:)`` with the styled parts of its text (none without `--ansi`).
  func styledShown(_ item: [UInt8]) -> (text: [UInt8], runs: [ANSIText.Run]) {
    let fields = shownFields.map { $0.select(from: item, delimiter: delimiter) } ?? item
    return readsANSI ? ANSIText.styled(fields) : (fields, [])
  }

  /// What choosing an item prints (without the terminator): its visible text, then the
  /// `--accept-nth` fields of it without the delimiter at their end.
  ///
  /// - Complexity: O(bytes of the item).
  func printed(_ item: [UInt8]) -> [UInt8] {
    let visible = readsANSI ? ANSIText.visible(item) : item
    guard let printedFields else { return visible }
    return delimiter.droppingTrailingDelimiter(printedFields.select(from: visible, delimiter: delimiter))
  }

  /// The byte that ends the printed answer.
  var terminator: UInt8 { printsNul ? 0x00 : 0x0A }
}
