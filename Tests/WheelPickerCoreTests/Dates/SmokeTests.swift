import Foundation
import Testing
import WheelPickerCore

@Test func smoke() throws {
  let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
  let now = Date(timeIntervalSince1970: 1_764_400_000)
  for (columns, cal, loc) in [
    (DateColumns.yearWeek, "gregorian", "zh_Hans"), (.yearQuarter, "gregorian", "en_US"),
    (.dateAndTime, "gregorian", "en_US"), (.yearMonthDay, "chinese", "zh_Hans"),
    (.yearMonthDay, "chinese", "en_US"), (.yearMonthDay, "japanese", "ja_JP"),
    (.yearMonthDay, "japanese", "en_US"), (.yearMonthDay, "buddhist", "th_TH"),
    (.yearMonthDay, "islamic", "ar"), (.yearMonthDay, "hebrew", "he"),
  ] {
    var config = try DatePickerConfiguration(
      columns: columns, calendarIdentifier: cal, timeZoneIdentifier: "Asia/Shanghai", localeIdentifier: loc,
      now: now, minimum: .moment(Date(timeIntervalSince1970: 1_546_300_800)), maximum: .now)
    config.showsWeekday = true
    let model = try DatePickerModel(config)
    var engine = SelectionEngine(model: model)
    let titles = (0..<engine.wheelCount).map { w in
      (0..<min(3, engine.rowCount(ofWheel: w))).map { engine.title(ofRow: $0, inWheel: w) } + [
        "…" + engine.title(ofRow: engine.selectedRow(inWheel: w) ?? -1, inWheel: w)
      ] + ["n=\(engine.rowCount(ofWheel: w))"]
    }
    print(columns, cal, loc, model.displayOrder, titles, engine.value)
    engine.selectRow(0, inWheel: 0)
    print("  ", engine.value)
  }
  _ = zone
}
