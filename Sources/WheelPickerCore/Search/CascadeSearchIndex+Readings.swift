extension CascadeSearchIndex {
  /// The pinyin readings of the names an index computed itself (trees and
  /// lists without shipped pinyin): one reading set a character
  /// (``PinyinReadings``), so every reading of a polyphone is matched without
  /// spelling out their combinations.
  struct Readings: Sendable {
    /// The reading set of each character, node after node; 0 for a character
    /// that matches nothing (a character without a reading). ASCII letters
    /// and digits are sets of themselves; spaces and other ASCII marks are left out.
    var codes: [UInt16] = []
    /// The characters of node *i* span `offsets[i] ..< offsets[i + 1]`;
    /// empty when no node has readings.
    var offsets: [Int32] = []
    /// The number of characters of each node once its administrative suffix is left off.
    var stems: [UInt16] = []

    var isEmpty: Bool { offsets.isEmpty }

    var estimatedBytes: Int { codes.count * 2 + offsets.count * 4 + stems.count * 2 }
  }

  /// A query prepared for matching reading sets: for every syllable, the
  /// query positions where it is typed whole, where the query ends inside it,
  /// and where its initial is typed, as bits of a `UInt64`.
  struct ReadingQuery {
    let length: Int
    private(set) var whole: [UInt64]
    private(set) var partial: [UInt64]
    private(set) var initial: [UInt64]
    let syllableLengths: [UInt8]
    /// Per set, the positions any of its syllables starts at, whole or partial.
    private(set) var setStarts: [UInt64]
    /// Per set, the positions any of its initials is typed at.
    private(set) var setInitials: [UInt64]

    /// Prepares `query` (folded bytes); `nil` when it cannot match readings:
    /// empty or longer than 63 bytes. Bytes of other characters (`杭州 yuhang`
    /// as a path) match no syllable.
    init?(_ query: UnsafeBufferPointer<UInt8>) {
      guard !query.isEmpty, query.count < 64 else { return nil }
      let table = PinyinReadings.table
      let length = query.count
      self.length = length
      let syllables = table.syllableCount
      var whole = [UInt64](repeating: 0, count: syllables)
      var partial = [UInt64](repeating: 0, count: syllables)
      var initial = [UInt64](repeating: 0, count: syllables)
      var lengths = [UInt8](repeating: 0, count: syllables)
      var startsWith = [UInt64](repeating: 0, count: 256)
      for position in 0..<length { startsWith[Int(query[position])] |= 1 << position }
      table.syllableBytes.withUnsafeBufferPointer { bytes in
        for syllable in 0..<syllables {
          let start = Int(table.syllableOffsets[syllable])
          let count = Int(table.syllableOffsets[syllable + 1]) - start
          lengths[syllable] = UInt8(count)
          let candidates = startsWith[Int(bytes[start])]
          initial[syllable] = candidates
          var positions = candidates
          while positions != 0 {
            let position = positions.trailingZeroBitCount
            positions &= positions &- 1
            let typed = min(count, length - position)
            var same = 1
            while same < typed && bytes[start + same] == query[position + same] { same += 1 }
            guard same == typed else { continue }
            if typed == count { whole[syllable] |= 1 << position } else { partial[syllable] |= 1 << position }
          }
        }
      }
      var setStarts = [UInt64](repeating: 0, count: table.setCount)
      var setInitials = [UInt64](repeating: 0, count: table.setCount)
      for set in 1..<table.setCount {
        var starts: UInt64 = 0
        var initials: UInt64 = 0
        for syllable in table.syllables(ofSet: set) {
          starts |= whole[Int(syllable)] | partial[Int(syllable)]
          initials |= initial[Int(syllable)]
        }
        setStarts[set] = starts
        setInitials[set] = initials
      }
      self.whole = whole
      self.partial = partial
      self.initial = initial
      self.syllableLengths = lengths
      self.setStarts = setStarts
      self.setInitials = setInitials
    }
  }

  /// The threads of one walk over a node's characters: positions of the
  /// query reached by whole readings from the node's first character
  /// (`full`), by initials (`initials`) and from a later character (`inside`).
  fileprivate struct ReadingWalk {
    var full: UInt64
    var initials: UInt64
    var inside: UInt64 = 0
    /// Whether the query ended inside a reading, from the first character or a later one.
    var endsInFull = false
    var endsInside = false

    /// Steps over a character of reading set `set`.
    @inline(__always)
    mutating func step(_ set: Int, _ query: ReadingQuery, _ table: PinyinReadings.Table) {
      guard set != 0 else {
        full = 0
        initials = 0
        inside = 0
        return
      }
      var nextFull: UInt64 = 0
      var nextInside: UInt64 = 0
      var nextInitials: UInt64 = 0
      if (full | inside) & query.setStarts[set] != 0 {
        for syllable in table.syllables(ofSet: set) {
          let index = Int(syllable)
          let whole = query.whole[index]
          let shift = UInt64(query.syllableLengths[index])
          nextFull |= (full & whole) << shift
          nextInside |= (inside & whole) << shift
          let partial = query.partial[index]
          if full & partial != 0 { endsInFull = true }
          if inside & partial != 0 { endsInside = true }
        }
      }
      if initials & query.setInitials[set] != 0 {
        for syllable in table.syllables(ofSet: set) {
          nextInitials |= (initials & query.initial[Int(syllable)]) << 1
        }
      }
      full = nextFull
      inside = nextInside
      initials = nextInitials
    }
  }
}

extension CascadeSearchIndex.Fields {
  /// The best rank (0…4, as ``CascadeSearchIndex/rank(node:text:offsets:stems:needle:folded:checksName:checksRoman:worst:)``
  /// ranks) of the readings of entry `node` against the query from position `start`
  /// to its end, or 5 for no match; ranks past `worst` are not looked for.
  ///
  /// - Complexity: O(characters × readings of each) with a few bit
  ///   operations each; a character none of whose readings is typed where the
  ///   walk stands costs one test.
  func readingRank(of node: Int, _ query: CascadeSearchIndex.ReadingQuery, from start: Int, worst: Int) -> Int
  {
    let first = Int(readingOffsets[node])
    let count = Int(readingOffsets[node + 1]) - first
    guard count > 0 else { return 5 }
    let stem = Int(readingStems[node])
    let table = PinyinReadings.table
    let goal: UInt64 = 1 << query.length
    let startBit: UInt64 = 1 << start
    var walk = CascadeSearchIndex.ReadingWalk(full: startBit, initials: startBit)
    var best = 5
    for character in 0..<count {
      if worst >= 4 && character > 0 { walk.inside |= startBit }
      walk.step(Int(readingCodes[first + character]), query, table)
      let isWhole = character == count - 1 || character == stem - 1
      if walk.full & goal != 0 {
        if isWhole { return 0 }
        best = min(best, 1)
        walk.full &= ~goal
      }
      if walk.endsInFull { best = min(best, 1) }
      if walk.initials & goal != 0 {
        best = min(best, isWhole ? 2 : 3)
        walk.initials &= ~goal
      }
      if walk.inside & goal != 0 || walk.endsInside {
        best = min(best, 4)
        walk.inside &= ~goal
      }
      if walk.full | walk.initials == 0 && (worst < 4 || best <= 4) { break }
    }
    return best
  }

  /// The positions at which the whole readings (`exact`) or the initials of
  /// entry `node`, with or without its suffix, typed from `start`, end at or
  /// before `wordEnd`.
  func readingTermEnds(
    of node: Int, _ query: CascadeSearchIndex.ReadingQuery, from start: Int, wordEnd: Int
  ) -> (exact: UInt64, initials: UInt64) {
    let first = Int(readingOffsets[node])
    let count = Int(readingOffsets[node + 1]) - first
    guard count > 0 else { return (0, 0) }
    let stem = Int(readingStems[node])
    let table = PinyinReadings.table
    let within: UInt64 = wordEnd >= 63 ? .max : (2 << wordEnd) &- 1
    var walk = CascadeSearchIndex.ReadingWalk(full: 1 << start, initials: 1 << start)
    var exact: UInt64 = 0
    var initials: UInt64 = 0
    for character in 0..<count {
      walk.step(Int(readingCodes[first + character]), query, table)
      walk.full &= within
      walk.initials &= within
      if character == count - 1 || character == stem - 1 {
        exact |= walk.full
        initials |= walk.initials
      }
      if walk.full | walk.initials == 0 { break }
    }
    return (exact, initials)
  }
}

extension CascadeSearchIndex.Builder {
  /// UTF-8 of the administrative suffixes, longest first.
  private static let suffixBytes = RegionNameMatcher.suffixes.map { Array($0.utf8) }

  /// The byte length of a folded name without its administrative suffix
  /// (as ``RegionNameMatcher/stem(_:)`` leaves it off), without making strings.
  static func stemLength(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    for suffix in suffixBytes where name.count > suffix.count {
      let start = name.count - suffix.count
      var index = 0
      while index < suffix.count && name[start + index] == suffix[index] { index += 1 }
      if index == suffix.count { return start }
    }
    return name.count
  }
}
