/// “Did you mean …?” for mistyped subcommands and options.
enum Suggestion {
  /// The candidate within two edits of `word` with the fewest edits, if any.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < word.count else { return nil }
    return best.0
  }

  /// The Levenshtein distance, bounded in cost by the short words it is used on.
  static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    guard lhs.count < 64, rhs.count < 64 else { return Int.max }
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var current = [i + 1]
      for (j, right) in rhs.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[rhs.count]
  }
}
