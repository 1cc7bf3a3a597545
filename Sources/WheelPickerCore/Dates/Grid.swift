/// The finest wheel's grid, to which bounds are rounded so that every offered
/// row holds at least one selectable moment.
struct Grid: Sendable, Hashable {
  enum Level: Sendable, Hashable { case day, hour, minute, second }
  var level: Level
  var minuteStep: Int
  var secondStep: Int

  init(kinds: [DateWheelKind], minuteStep: Int, secondStep: Int) {
    if kinds.contains(.second) {
      level = .second
    } else if kinds.contains(.minute) {
      level = .minute
    } else if kinds.contains(.hour) {
      level = .hour
    } else {
      level = .day
    }
    self.minuteStep = minuteStep
    self.secondStep = secondStep
  }

  var name: String {
    switch level {
    case .day: return "day"
    case .hour: return "hour"
    case .minute: return "minute"
    case .second: return "second"
    }
  }

  /// The first grid moment at or after `time`.
  func roundUp(_ time: WallTime) -> WallTime {
    var day = time.day
    var second: Int
    switch level {
    case .day: return WallTime(day: day, second: 0)
    case .hour: second = (time.second + 3599) / 3600 * 3600
    case .minute:
      let step = minuteStep * 60
      second = (time.second + step - 1) / step * step
    case .second:
      var minute = time.second / 60
      var within = time.second % 60
      if minute % minuteStep != 0 {
        minute = (minute / minuteStep + 1) * minuteStep
        within = 0
      } else {
        within = (within + secondStep - 1) / secondStep * secondStep
        if within >= 60 {
          minute += minuteStep
          within = 0
        }
      }
      second = minute * 60 + within
    }
    if second >= 86_400 {
      day += 1
      second = 0
    }
    return WallTime(day: day, second: second)
  }

  /// The last grid moment at or before `time`.
  func roundDown(_ time: WallTime) -> WallTime {
    switch level {
    case .day: return WallTime(day: time.day, second: 86_399)
    case .hour: return WallTime(day: time.day, second: time.second / 3600 * 3600)
    case .minute:
      let step = minuteStep * 60
      return WallTime(day: time.day, second: time.second / step * step)
    case .second:
      var minute = time.second / 60
      var within = time.second % 60
      if minute % minuteStep != 0 {
        minute = minute / minuteStep * minuteStep
        within = 60 - secondStep
      } else {
        within = within / secondStep * secondStep
      }
      return WallTime(day: time.day, second: minute * 60 + within)
    }
  }
}
