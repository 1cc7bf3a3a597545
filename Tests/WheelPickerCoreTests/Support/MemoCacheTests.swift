import Testing

@testable import WheelPickerCore

@Suite("MemoCache")
struct MemoCacheTests {
  @Test("a memo cache counts what it holds and forgets everything when full")
  func memoCache() {
    let cache = MemoCache<Int, String>(capacity: 3)
    #expect(cache.count == 0)
    var computed = 0
    for key in [1, 2, 1, 3] {
      _ = cache.value(for: key) {
        computed += 1
        return "v\(key)"
      }
    }
    #expect(computed == 3 && cache.count == 3)
    // The fourth distinct key finds the cache full: it is emptied, then holds the new key alone.
    #expect(cache.value(for: 4) { "v4" } == "v4")
    #expect(cache.count == 1)
    var recomputed = false
    #expect(
      cache.value(for: 1) {
        recomputed = true
        return "again"
      } == "again")
    #expect(recomputed && cache.count == 2)
  }
}
