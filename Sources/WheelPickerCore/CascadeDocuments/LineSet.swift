/// Lines of a ``PackedLines`` whose texts differ, to find a text that repeats among them
/// without a `String` or a dictionary entry a line: one array of 4-byte slots, at most
/// four a line.
struct LineSet {
  /// A line plus one; 0 for an empty slot.
  private var slots: [Int32] = []
  private var count = 0

  /// Adds `line` of `lines`, or gives the line added earlier whose text is the same.
  ///
  /// - Complexity: O(length of the line) expected.
  mutating func insert(_ line: Int, in lines: PackedLines) -> Int? {
    if (count + 1) * 2 > slots.count { grow(lines) }
    let mask = slots.count - 1
    var slot = lines.hash(ofLine: line) & mask
    while slots[slot] != 0 {
      let other = Int(slots[slot]) - 1
      if lines.text(at: other, equalsTextAt: line) { return other }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(line + 1)
    count += 1
    return nil
  }

  private mutating func grow(_ lines: PackedLines) {
    let old = slots
    slots = [Int32](repeating: 0, count: max(16, old.count * 2))
    let mask = slots.count - 1
    for entry in old where entry != 0 {
      var slot = lines.hash(ofLine: Int(entry) - 1) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
