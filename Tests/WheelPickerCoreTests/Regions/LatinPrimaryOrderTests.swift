import Foundation
import Testing
import WheelPickerTestSupport

@testable import WheelPickerCore

@Suite("LatinPrimaryOrder")
struct LatinPrimaryOrderTests {
  /// The collator's strict answer, or `nil` when it finds the titles equal.
  static func collatorPrecedes(_ a: String, _ b: String, _ locale: Locale) -> Bool? {
    switch a.compare(b, options: .numeric, range: nil, locale: locale) {
    case .orderedAscending: true
    case .orderedDescending: false
    case .orderedSame: nil
    }
  }

  @Test(
    "the first differing ASCII letter decides; anything else is left to the collator",
    arguments: [
      ("Alabama", "Alaska", true), ("alaska", "ALABAMA", false), ("Corse", "Bretagne", false),
      ("La Libertad", "La Paz", true), ("L'Aquila", "L'Bquila", true),
      ("District 9", "District 10", nil), ("Åland", "Albania", nil), ("Cəlilabad", "Curaçao", nil),
      ("abc", "abcd", nil), ("ab", "aB", nil), ("ab", "ab", nil), ("", "a", nil),
      ("a-b", "ab", nil), ("a b", "ab", nil), ("Zürich", "Zabaykal'skiy", nil),
      ("xa\u{308}", "xb", nil), ("xb", "xa\u{308}", nil), ("a\tb", "a\tc", nil),
    ] as [(String, String, Bool?)])
  func decides(a: String, b: String, expected: Bool?) {
    #expect(LatinPrimaryOrder.precedes(a, b) == expected)
    if let expected {
      #expect(LatinPrimaryOrder.precedes(b, a) == !expected)
      #expect(Self.collatorPrecedes(a, b, Locale(identifier: "en")) == expected)
    }
  }

  @Test(
    "languages whose collation keeps a…z as they are, in their standard collation only",
    arguments: [
      ("en", true), ("en_US", true), ("zh-Hans", true), ("zh_Hant_TW", true), ("ja-JP", true),
      ("fr-CA", true), ("de", true), ("en_GB@rg=uszzzz", true), ("de@collation=phonebook", false),
      ("es-u-co-trad", false), ("zh-u-co-stroke", false), ("cs", false), ("da", false), ("tr", false),
      ("et", false), ("fi", false), ("hu", false), ("lt", false), ("cy", false), ("und", false),
    ])
  func applies(identifier: String, expected: Bool) {
    #expect(LatinPrimaryOrder.applies(to: Locale(identifier: identifier)) == expected)
  }

  @Test(
    "why the other languages are left out: their collators disagree with the first letter",
    arguments: [
      ("cs", "chata", "cibule"),  // ch is one letter, after h
      ("da", "Aabenraa", "Zealand"),  // aa is å, after z
      ("tr", "ia", "Ib"),  // I is the capital of ı, before i
      ("et", "ta", "za"),  // z comes right after s
      ("hu", "csa", "cz"),  // cs is one letter, after c
      ("lt", "ja", "yb"),  // y is sorted as i
    ])
  func leftOut(identifier: String, fastFirst: String, fastSecond: String) {
    #expect(LatinPrimaryOrder.precedes(fastFirst, fastSecond) == true)
    #expect(Self.collatorPrecedes(fastFirst, fastSecond, Locale(identifier: identifier)) == false)
  }

  @Test("random ASCII titles: every answer the letters give is the collator's, in every listed language")
  func agreesWithTheCollator() {
    let seed: UInt64 = 0x1A71_0C0D
    var generator = SeededGenerator(seed: seed)
    let alphabet = Array("aAbBcChHiIkKsSvVwWyYzZ -'.é09")
    func title(_ length: Int) -> String {
      String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }
    let pairs = TestScale.operations(2_000)
    var decided = 0
    for language in LatinPrimaryOrder.languages.sorted() {
      let locale = Locale(identifier: language)
      for step in 0..<pairs {
        let prefix = title(Int.random(in: 0...3, using: &generator))
        let a = prefix + title(Int.random(in: 1...4, using: &generator))
        let b = prefix + title(Int.random(in: 1...4, using: &generator))
        guard let fast = LatinPrimaryOrder.precedes(a, b) else { continue }
        decided += 1
        let collator = Self.collatorPrecedes(a, b, locale)
        #expect(
          collator == fast,
          "seed \(seed) step \(step) \(language): \(a.debugDescription) \(b.debugDescription)")
        if collator != fast { return }
      }
    }
    #expect(decided > pairs, "seed \(seed): the letters decided too few pairs to mean anything")
  }
}
