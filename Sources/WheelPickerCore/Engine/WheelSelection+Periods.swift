extension WheelSelection {
  /// The wheels a selection wrote in its edit period and in the period before, so that a memo of
  /// rows read from one selection (a model's walk down the selected rows) is checked against a
  /// later one in O(1) instead of row by row.
  ///
  /// The engine begins a period before each wheel it re-derives and after each operation (a
  /// period in which no row changed goes on instead), and each period takes a serial that no
  /// other period of any selection has. A copy is in its original's period but keeps its own lowest
  /// write from then on, so each of two copies still holds the period's first rows below its own
  /// lowest write, whatever the other wrote.
  struct Periods: Sendable {
    /// The period's serial; 0 for none (a selection made from rows, never given to an engine).
    var serial: UInt64 = 0
    /// The lowest wheel written in this period (`Int.max` for none).
    var lowestWrite = Int.max
    /// The serial and lowest write of the period before.
    var previousSerial: UInt64 = 0
    var previousLowestWrite = 0

    mutating func noteWrite(at wheel: Int) { lowestWrite = Swift.min(lowestWrite, wheel) }
  }

  /// What a memo of rows knows of them: its first `agreeing` rows are the rows the wheels held
  /// when the period with that serial began.
  package struct RowsMark: Sendable, Equatable {
    var serial: UInt64 = 0
    /// How many of the memo's first rows are the period's first rows.
    package var agreeing = 0

    /// A mark that vouches for no row.
    package init() {}

    init(serial: UInt64, agreeing: Int) {
      self.serial = serial
      self.agreeing = agreeing
    }
  }

  /// Begins a new edit period; a period in which no row changed goes on instead.
  package mutating func beginPeriod() {
    guard periods.serial == 0 || periods.lowestWrite != Int.max else { return }
    periods = Periods(
      serial: PeriodSerials.shared.next(), previousSerial: periods.serial,
      previousLowestWrite: periods.lowestWrite)
  }

  /// How many of a memo's first rows are this selection's, by its mark: the memo's rows need
  /// comparing only from there.
  package func agreeingRows(with mark: RowsMark) -> Int {
    Swift.min(agreementWithPeriodStart(mark), periods.lowestWrite)
  }

  /// The mark of a memo whose first `verified` rows were just found equal to this selection's and
  /// whose other rows are as `old` said; `count` is how many rows the memo has.
  package func mark(matching verified: Int, after old: RowsMark, count: Int) -> RowsMark {
    guard periods.serial != 0 else { return RowsMark() }
    // Below the lowest write, this selection's rows are the period's first; a memo's rows past
    // `verified` are as they were, and `old` says how far they are the period's first.
    let agreeing = Swift.min(periods.lowestWrite, Swift.max(verified, agreementWithPeriodStart(old)), count)
    return RowsMark(serial: periods.serial, agreeing: agreeing)
  }

  /// How many of a memo's first rows are the rows this selection's period began with.
  private func agreementWithPeriodStart(_ mark: RowsMark) -> Int {
    guard mark.serial != 0 else { return 0 }
    if mark.serial == periods.serial { return mark.agreeing }
    if mark.serial == periods.previousSerial { return Swift.min(mark.agreeing, periods.previousLowestWrite) }
    return 0
  }
}

/// The serials of edit periods, unique in the process.
private final class PeriodSerials: @unchecked Sendable {
  static let shared = PeriodSerials()
  private let lock = Lock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    lock.locked {
      last += 1
      return last
    }
  }
}
