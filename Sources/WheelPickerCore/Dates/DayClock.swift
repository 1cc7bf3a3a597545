/// One hour row of a day: a wall-clock hour, which of its occurrences (a
/// fall-back repeats an hour), the seconds of it that exist, and its UTC offset.
struct HourSlot: Sendable, Hashable {
  var hour: Int
  /// 0 for the first time the clock shows this hour, 1 for the repeat.
  var occurrence: Int
  /// The existing seconds of the hour, `lower..<upper` (0..<3600 unless an offset change cuts it).
  var lower: Int
  var upper: Int
  var offset: Int
}

/// The hours of one local day.
///
/// Most days are ``regular(offset:)``: 24 whole hours. A day with an offset
/// change lists its hours explicitly: the skipped hour (02:00 on 9 March 2025
/// in New York) is absent, the repeated one (01:00 on 2 November 2025) appears
/// twice, once per offset.
enum DayClock: Sendable, Hashable {
  case regular(offset: Int)
  case shifted([HourSlot])

  init(day: Int, initialOffset: Int, transitions: [CalendarFacts.Transition]) {
    let dayStart = day * 86_400
    let dayEnd = dayStart + 86_400
    var slots: [HourSlot] = []
    var periodStart = Int.min / 4
    var offset = initialOffset
    var index = 0
    while index <= transitions.count {
      let periodEnd = index < transitions.count ? transitions[index].moment : Int.max / 4
      if index < transitions.count { offset = transitions[index].offsetBefore }
      // The wall times this offset shows during [periodStart, periodEnd), clipped to the day.
      let wallStart = max(periodStart + offset, dayStart)
      let wallEnd = min(periodEnd + offset, dayEnd)
      if wallStart < wallEnd {
        var hour = (wallStart - dayStart) / 3600
        while hour < 24, dayStart + hour * 3600 < wallEnd {
          let hourStart = dayStart + hour * 3600
          let lower = max(wallStart - hourStart, 0)
          let upper = min(wallEnd - hourStart, 3600)
          if lower < upper {
            let occurrence = slots.contains { $0.hour == hour } ? 1 : 0
            slots.append(
              HourSlot(hour: hour, occurrence: occurrence, lower: lower, upper: upper, offset: offset))
          }
          hour += 1
        }
      }
      if index < transitions.count {
        offset = transitions[index].offsetAfter
        periodStart = periodEnd
      }
      index += 1
    }
    self = .shifted(slots)
  }

  /// The number of hour slots.
  var count: Int {
    switch self {
    case .regular: return 24
    case .shifted(let slots): return slots.count
    }
  }

  /// The slot at an index (hours in order of occurrence).
  func slot(_ index: Int) -> HourSlot {
    switch self {
    case .regular(let offset):
      return HourSlot(hour: index, occurrence: 0, lower: 0, upper: 3600, offset: offset)
    case .shifted(let slots):
      return index >= 0 && index < slots.count
        ? slots[index] : HourSlot(hour: 0, occurrence: 0, lower: 0, upper: 0, offset: 0)
    }
  }

  /// The index of the slot with an hour and occurrence.
  func index(hour: Int, occurrence: Int) -> Int? {
    switch self {
    case .regular: return hour >= 0 && hour < 24 && occurrence == 0 ? hour : nil
    case .shifted(let slots): return slots.firstIndex { $0.hour == hour && $0.occurrence == occurrence }
    }
  }

  /// The offset of a wall-clock second of the day, `nil` when that time does not exist.
  func offset(atSecond second: Int, repeated: Bool) -> Int? {
    let hour = second / 3600
    guard let index = index(hour: hour, occurrence: repeated ? 1 : 0) else { return nil }
    let slot = slot(index)
    let within = second - hour * 3600
    return within >= slot.lower && within < slot.upper ? slot.offset : nil
  }
}
