import Foundation

extension RegionData {
  /// The data with the siblings at every level in the order of their titles
  /// in `locale`'s collation: `Alabama, Alaska, Arizona…` in English,
  /// Chinese names by pinyin in `zh-Hans`.
  ///
  /// Titles made only of digits (ZIP codes) go by numeric value, and digits
  /// inside titles compare as numbers (`District 9` before `District 10`).
  /// Siblings the collation finds equal keep their order. The search index is
  /// reordered with the tree, so a hit still names the row it found.
  ///
  /// ```swift
  /// let states = try RegionDataset.usZip.load().ordered(for: Locale(identifier: "en"))
  /// states.tree.name(of: 0)                    // "Alabama"
  /// ```
  ///
  /// - Parameter locale: the locale whose collation orders the titles.
  /// - Returns: the reordered data; the data itself when nothing moves.
  /// - Complexity: O(*n* log *k*) comparisons, *k* the largest number of
  ///   siblings; close to one comparison a node for Latin names, which are
  ///   first put in the order of their ASCII folding, and most of those
  ///   settled by the first differing letter without asking the collator
  ///   (`LatinPrimaryOrder`).
  public func ordered(for locale: Locale) -> RegionData {
    ordered(for: locale, roughOrder: searchIndex.romanizationPrecedes)
  }

  /// ``ordered(for:)`` starting from `roughOrder`, an order close to the
  /// collation's that is cheap to compute (ranks shipped with names in
  /// another language): the collator then sorts nearly sorted siblings.
  func ordered(for locale: Locale, roughOrder: @escaping (Int, Int) -> Bool) -> RegionData {
    let titles = (0..<tree.count).map(tree.title(of:))
    let numbers = titles.map(Self.number(of:))
    let byLetters = LatinPrimaryOrder.applies(to: locale)
    let order = tree.siblingOrder(
      by: { a, b in
        if let first = numbers[a], let second = numbers[b] { return first < second }
        if byLetters, let precedes = LatinPrimaryOrder.precedes(titles[a], titles[b]) { return precedes }
        return titles[a].compare(titles[b], options: .numeric, range: nil, locale: locale)
          == .orderedAscending
      },
      roughOrder: roughOrder)
    guard !order.elementsEqual(0..<tree.count) else { return self }
    let sorted = tree.reordered(breadthFirst: order)
    return RegionData(
      tree: sorted,
      searchIndex: searchIndex.reordered(breadthFirst: order, depths: sorted.depths, parents: sorted.parents),
      source: source, asOf: asOf, defaultLevels: defaultLevels, wheelNames: wheelNames, title: title)
  }

  /// The value and length of a title of 1 to 18 ASCII digits (`00501` →
  /// (501, 5): `9 < 10`, and `007` after `7`), else `nil`: ZIP codes are
  /// compared without asking the collator 40,000 times.
  private static func number(of title: String) -> NumericTitle? {
    var value: UInt64 = 0
    var length = 0
    for byte in title.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), length < 18 else { return nil }
      value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
      length += 1
    }
    return length == 0 ? nil : NumericTitle(value: value, length: length)
  }

  /// A title made of digits, ordered by value, then by length.
  private struct NumericTitle: Comparable {
    var value: UInt64
    var length: Int

    static func < (lhs: NumericTitle, rhs: NumericTitle) -> Bool {
      (lhs.value, lhs.length) < (rhs.value, rhs.length)
    }
  }
}
