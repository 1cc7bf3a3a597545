#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import WheelPickerCore
  import WheelPickerUSZip
  import WheelPickerWorld

  /// The models behind the demo's buttons, made once.
  struct DemoPickers {
    let date: DatePickerModel
    let dateRange: DateRangeModel
    let week: DatePickerModel
    let quarter: DatePickerModel
    let world: RegionModel
    let usZip: RegionModel
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
      // A start and an end in one sheet; the end may be 至今 (present).
      dateRange = try DateRangeModel(
        DatePickerConfiguration(
          columns: .yearMonth, timeZone: .current, locale: chinese, now: now, minimum: .year(1990),
          includesPresent: true))
      week = try DatePickerModel(
        DatePickerConfiguration(columns: .yearWeek, timeZone: .current, locale: chinese, now: now))
      quarter = try DatePickerModel(
        DatePickerConfiguration(columns: .yearQuarter, timeZone: .current, locale: chinese, now: now))
      // Countries and subdivisions named in the device's language; states and their ZIP codes.
      world = try RegionModel(data: RegionDataset.world.load(for: .current))
      usZip = RegionModel(dataset: .usZip)
      time = try DatePickerModel(
        DatePickerConfiguration(columns: .hourMinute, timeZone: .current, locale: chinese, now: now))
      dateAndTime = try DatePickerModel(
        DatePickerConfiguration(columns: .dateAndTime, timeZone: .current, locale: chinese, now: now))
      countdown = try CountdownModel(minuteStep: 5, locale: chinese)
      region = RegionModel(dataset: .china, levels: 2)
      salary = ListModel(["2k以下", "2k-5k", "5k-10k", "10k-20k", "20k-50k", "50k以上"], name: "salary")
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
