import Foundation
import Testing
import WheelPickerCore

@Suite("GregorianArithmetic")
struct GregorianArithmeticTests {
  static func gmtCalendar(_ identifier: Calendar.Identifier) -> Calendar {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
    return calendar
  }

  @Test("every day of 1900–2100 agrees with Foundation's Gregorian and ISO 8601 calendars")
  func everyDay() {
    let calendar = Self.gmtCalendar(.gregorian)
    let isoCalendar = Self.gmtCalendar(.iso8601)
    var mismatches: [String] = []
    for year in 1900...2100 {
      for month in 1...12 {
        let days = GregorianArithmetic.daysInMonth(month, year: year)
        let start = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? .distantPast
        if calendar.range(of: .day, in: .month, for: start)?.count != days {
          mismatches.append("\(year)-\(month) length")
        }
        for day in 1...days {
          let epochDays = GregorianArithmetic.daysSinceEpoch(year: year, month: month, day: day)
          let date = Date(timeIntervalSince1970: Double(epochDays) * 86_400)
          let components = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
          let back = GregorianArithmetic.date(daysSinceEpoch: epochDays)
          let foundationISOWeekday = ((components.weekday ?? 0) + 5) % 7 + 1
          let week = GregorianArithmetic.isoWeek(year: year, month: month, day: day)
          let isoComponents = isoCalendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: date)
          if week.year != isoComponents.yearForWeekOfYear || week.week != isoComponents.weekOfYear {
            mismatches.append("\(year)-\(month)-\(day) week")
          }
          if components.year != year || components.month != month || components.day != day
            || back != (year, month, day)
            || GregorianArithmetic.isoWeekday(year: year, month: month, day: day) != foundationISOWeekday
          {
            mismatches.append("\(year)-\(month)-\(day)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("ISO weeks per year and week starts agree with Foundation's ISO 8601 calendar")
  func isoWeeks() {
    let calendar = Self.gmtCalendar(.iso8601)
    for year in 1900...2100 {
      let weeks = GregorianArithmetic.isoWeeksInYear(year)
      let monday = GregorianArithmetic.mondayOfISOWeek(weeks, year: year)
      let date =
        calendar.date(from: DateComponents(year: monday.year, month: monday.month, day: monday.day))
        ?? .distantPast
      let components = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear, .weekday], from: date)
      #expect(components.weekOfYear == weeks, "\(year)")
      #expect(components.yearForWeekOfYear == year, "\(year)")
      #expect(components.weekday == 2, "\(year): week \(weeks) starts on a Monday")
      // The Monday after the last week starts week 1 of the next year.
      let next = GregorianArithmetic.mondayOfISOWeek(1, year: year + 1)
      let gap =
        GregorianArithmetic.daysSinceEpoch(year: next.year, month: next.month, day: next.day)
        - GregorianArithmetic.daysSinceEpoch(year: monday.year, month: monday.month, day: monday.day)
      #expect(gap == 7, "\(year)")
    }
  }
}
