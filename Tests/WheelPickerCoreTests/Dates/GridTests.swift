import Testing

@testable import WheelPickerCore

/// The grid bounds are rounded to: its name per finest wheel, and a second step that carries
/// into the next minute.
@Suite("Grid")
struct GridTests {
  @Test(
    "the grid is named after the finest wheel",
    arguments: [
      ([DateWheelKind.year, .month, .day], "day"), ([.year, .month, .day, .hour], "hour"),
      ([.hour, .minute], "minute"), ([.minute, .second], "second"),
    ] as [([DateWheelKind], String)])
  func names(_ kinds: [DateWheelKind], _ name: String) {
    #expect(Grid(kinds: kinds, minuteStep: 1, secondStep: 1).name == name)
  }

  @Test("seconds rounded up past :45 on a 15-second grid land on the next minute's :00")
  func secondsCarry() {
    let grid = Grid(kinds: [.minute, .second], minuteStep: 1, secondStep: 15)
    // 10:50 → 11:00 (second 660); 10:45 stays; 10:31 → 10:45.
    #expect(grid.roundUp(WallTime(day: 3, second: 10 * 60 + 50)) == WallTime(day: 3, second: 660))
    #expect(grid.roundUp(WallTime(day: 3, second: 10 * 60 + 45)) == WallTime(day: 3, second: 645))
    #expect(grid.roundUp(WallTime(day: 3, second: 10 * 60 + 31)) == WallTime(day: 3, second: 645))
    // 23:59:50 carries into the next day.
    #expect(grid.roundUp(WallTime(day: 3, second: 86_390)) == WallTime(day: 4, second: 0))
  }
}
