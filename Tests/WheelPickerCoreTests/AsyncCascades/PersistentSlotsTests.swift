import Testing
import WheelPickerCore

@Suite("PersistentSlots")
struct PersistentSlotsTests {
  @Test("values are kept by index, grow the trie as far as needed and can be removed")
  func setsAndRemoves() {
    var slots = PersistentSlots<String>()
    #expect(slots[0] == nil)
    slots[5] = "five"
    slots[40_000] = "far"
    slots[1_025] = "middle"
    #expect(slots[5] == "five")
    #expect(slots[40_000] == "far")
    #expect(slots[1_025] == "middle")
    #expect(slots[6] == nil && slots[40_001] == nil && slots[-1] == nil && slots[1 << 40] == nil)
    #expect(slots.count == 3)
    slots[5] = nil
    slots[7] = nil
    slots[1 << 40] = nil
    #expect(slots[5] == nil)
    #expect(slots.count == 2)
    #expect(slots.entries.map(\.index) == [1_025, 40_000])
    #expect(slots.entries.map(\.value) == ["middle", "far"])
    #expect(slots.copiedSlotCount == 0, "a value no copy shares is changed in place")
  }

  @Test("a copy keeps its values while the original changes, and only the changed path is copied")
  func copiesStay() {
    var slots = PersistentSlots<Int>()
    for index in 0..<1_000 { slots[index] = index }
    let snapshot = slots
    slots[500] = -1
    slots[999] = nil
    #expect(snapshot[500] == 500 && snapshot[999] == 999 && snapshot.count == 1_000)
    #expect(slots[500] == -1 && slots[999] == nil && slots.count == 999)
    // Two trie levels hold 1,000 indices: each change copied the root once and its own leaf.
    #expect(slots.copiedSlotCount == 3 * PersistentSlots<Int>.width)
    slots[501] = -1
    #expect(
      slots.copiedSlotCount == 3 * PersistentSlots<Int>.width, "nodes already copied are not copied again")
  }

  @Test(
    "any changes and copies answer as a dictionary of the same changes",
    arguments: [1, 2, 3] as [UInt64])
  func matchesADictionary(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var versions: [(slots: PersistentSlots<Int>, dictionary: [Int: Int])] = [(PersistentSlots(), [:])]
    for step in 0..<2_000 {
      let which = Int.random(in: 0..<versions.count, using: &random)
      var (slots, dictionary) = versions[which]
      let index = Int.random(in: 0..<3_000, using: &random)
      let value: Int? = Int.random(in: 0..<3, using: &random) == 0 ? nil : step
      slots[index] = value
      dictionary[index] = value
      if versions.count < 8 {
        versions.append((slots, dictionary))
      } else {
        versions[which] = (slots, dictionary)
      }
      for (number, version) in versions.enumerated() {
        let entries = Dictionary(uniqueKeysWithValues: version.slots.entries.map { ($0.index, $0.value) })
        #expect(entries == version.dictionary, "seed \(seed), step \(step), version \(number)")
        #expect(
          version.slots.count == version.dictionary.count, "seed \(seed), step \(step), version \(number)")
        if entries != version.dictionary { return }
      }
    }
  }
}
