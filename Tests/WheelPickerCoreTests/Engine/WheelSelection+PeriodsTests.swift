import Foundation
import Testing
import WheelPickerCore

/// A memo of rows read from a selection (a model's walk) trusts the rows a mark vouches for
/// without comparing them: the mark must never vouch for a row the selection no longer holds,
/// whatever copies of the selection wrote.
@Suite("WheelSelection edit periods")
struct WheelSelectionPeriodsTests {
  /// Rows read from selections, with what their mark says of them, as a model's walk keeps them.
  struct Memo {
    var rows: [Int?] = []
    var mark = WheelSelection.RowsMark()

    /// Brings the memo up to `selection` for the wheels before `wheel`, comparing only the rows
    /// the mark does not vouch for, as the walk does; returns how many it compared.
    mutating func read(_ selection: WheelSelection, before wheel: Int) -> Int {
      let limit = min(wheel, rows.count)
      let agreeing = min(limit, selection.agreeingRows(with: mark))
      var valid = agreeing
      while valid < limit, rows[valid] == selection[valid] { valid += 1 }
      if valid < limit { rows.removeSubrange(valid...) }
      while rows.count < wheel { rows.append(selection[rows.count]) }
      mark = selection.mark(matching: wheel, after: mark, count: rows.count)
      return valid - agreeing
    }
  }

  /// How many first rows a memo and a selection hold alike.
  static func commonPrefix(_ memo: Memo, _ selection: WheelSelection) -> Int {
    var count = 0
    while count < memo.rows.count, count < selection.count, memo.rows[count] == selection[count] {
      count += 1
    }
    return count
  }

  @Test("a selection made from rows vouches for none")
  func noPeriodNoTrust() {
    let selection = WheelSelection([1, 2, 3])
    var memo = Memo()
    _ = memo.read(selection, before: 3)
    #expect(selection.agreeingRows(with: memo.mark) == 0)
  }

  @Test("in a period, the rows below the lowest write are vouched for; a period later, still those")
  func periodsCarryTheirLowestWrite() {
    var selection = WheelSelection([1, 2, 3, 4, 5])
    selection.beginPeriod()
    var memo = Memo()
    #expect(memo.read(selection, before: 5) == 0)
    #expect(selection.agreeingRows(with: memo.mark) == 5)
    selection[3] = 9
    #expect(selection.agreeingRows(with: memo.mark) == 3)
    selection.beginPeriod()
    #expect(selection.agreeingRows(with: memo.mark) == 3)
    // Only the row written is compared again.
    #expect(memo.read(selection, before: 5) == 0)
    #expect(memo.rows == [1, 2, 3, 9, 5])
    selection.beginPeriod()
    selection.beginPeriod()
    #expect(selection.agreeingRows(with: memo.mark) == 5, "periods in which nothing was written go on")
    selection[0] = 7
    selection.beginPeriod()
    selection[4] = 1
    selection.beginPeriod()
    #expect(selection.agreeingRows(with: memo.mark) == 0, "two periods later, nothing is vouched for")
  }

  @Test("two copies in one period each keep their own lowest write")
  func copiesDiverge() {
    var first = WheelSelection([1, 2, 3, 4, 5, 6])
    first.beginPeriod()
    var second = first
    first[2] = 0
    second[4] = 0
    var memo = Memo()
    _ = memo.read(first, before: 6)
    #expect(second.agreeingRows(with: memo.mark) == 2)
    #expect(Self.commonPrefix(memo, second) == 2)
    first.beginPeriod()
    second.beginPeriod()
    // Below both copies' lowest writes the rows are still the period's first.
    #expect(second.agreeingRows(with: memo.mark) == 2)
    #expect(memo.read(first, before: 6) == 4, "rows written in the period the memo read are compared once")
    #expect(memo.read(first, before: 6) == 0, "and vouched for from then on")
    second[0] = 9
    second.beginPeriod()
    #expect(second.agreeingRows(with: memo.mark) == 0, "another copy's later periods are not the memo's")
  }

  @Test(
    "a mark never vouches for a row the selection does not hold, whatever copies write",
    arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func marksAreSound(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let wheels = 6
    var selections = [WheelSelection(count: wheels)]
    var memos = [Memo(), Memo()]
    for step in 0..<3_000 {
      let which = Int.random(in: 0..<selections.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where selections.count < 6:
        selections.append(selections[which])
      case 1:
        selections[which].beginPeriod()
      case 2:
        let row: Int? =
          Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: 0..<3, using: &random)
        selections[which][Int.random(in: 0..<wheels, using: &random)] = row
      default:
        let memo = Int.random(in: 0..<memos.count, using: &random)
        _ = memos[memo].read(selections[which], before: Int.random(in: 0...wheels, using: &random))
      }
      for (m, memo) in memos.enumerated() {
        for (s, selection) in selections.enumerated() {
          let vouched = selection.agreeingRows(with: memo.mark)
          let actual = Self.commonPrefix(memo, selection)
          #expect(
            vouched <= actual,
            "seed \(seed), step \(step): memo \(m) \(memo.rows) vouched for \(vouched) rows of selection \(s) \(selection.rows), \(actual) alike"
          )
          if vouched > actual { return }
        }
      }
    }
  }
}

/// A selection is a value: its rows are what it is, for equality, hashing and coding.
@Suite("WheelSelection as a value")
struct WheelSelectionValueTests {
  @Test("equal rows are equal selections, hash alike, and survive JSON")
  func value() throws {
    let selection = WheelSelection([2, nil, 0])
    #expect(selection == WheelSelection([2, nil, 0]) && selection != WheelSelection([2, 0, 0]))
    #expect(Set([selection, WheelSelection([2, nil, 0]), WheelSelection(count: 3)]).count == 2)
    let json = try JSONEncoder().encode(selection)
    #expect(String(decoding: json, as: UTF8.self) == #"{"rows":[2,null,0]}"#)
    #expect(try JSONDecoder().decode(WheelSelection.self, from: json) == selection)
  }
}
