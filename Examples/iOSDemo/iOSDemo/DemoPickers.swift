#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import WheelPickerCore

  /// The models behind the demo's buttons, made once.
  struct DemoPickers {
    let date: DatePickerModel
    let time: DatePickerModel
    let dateAndTime: DatePickerModel
    let countdown: CountdownModel
    let region: RegionModel
    let salary: ListModel
    let sandwich: IndependentWheelsModel
    let books: CascadeModel

    init(now: Date) throws(WheelPickerError) {
      let chinese = Locale(identifier: "zh_Hans")
      date = try DatePickerModel(
        DatePickerConfiguration(
          columns: .yearMonthDay, timeZone: .current, locale: chinese, now: now, minimum: .year(1940),
          maximum: .day(2100, 12, 31), includesPresent: true))
      time = try DatePickerModel(
        DatePickerConfiguration(columns: .hourMinute, timeZone: .current, locale: chinese, now: now))
      dateAndTime = try DatePickerModel(
        DatePickerConfiguration(columns: .dateAndTime, timeZone: .current, locale: chinese, now: now))
      countdown = try CountdownModel(minuteStep: 5, locale: chinese)
      region = try RegionModel(dataset: .china, levels: 2)
      salary = try ListModel(["2k以下", "2k-5k", "5k-10k", "10k-20k", "20k-50k", "50k以上"], name: "salary")
      sandwich = try IndependentWheelsModel([
        .init(items: ["white", "wheat", "rye", "sourdough"], name: "bread", widthWeight: 90),
        .init(items: ["turkey", "ham", "tofu", "cheese", "egg salad"], name: "filling", widthWeight: 210),
      ])
      books = CascadeModel(
        tree: CascadeTree(roots: [
          .init(name: "Austen", children: [.init(name: "Emma"), .init(name: "Persuasion")]),
          .init(name: "Brontë", children: [.init(name: "Jane Eyre"), .init(name: "Villette")]),
          .init(name: "Dickens", children: [.init(name: "Bleak House"), .init(name: "Great Expectations")]),
        ]), levels: 2, wheelNames: ["Author", "Book"])
    }
  }
#endif
