import Foundation
import Testing
import WheelPickerCore

@Suite("DatePickerConfiguration")
struct DatePickerConfigurationTests {
  typealias S = DateTestSupport

  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var kind: WheelPickerError.Kind
    var mentions: String
    var make: @Sendable () throws -> Void
    var testDescription: String { name }
  }

  static let cases: [BadCase] = [
    BadCase(
      name: "minimum after maximum", kind: .invalidConfiguration,
      mentions: "minimum Gregorian year 2022 lies after maximum Gregorian year 2021"
    ) {
      _ = try DatePickerModel(S.configuration(.yearMonthDay, minimum: .year(2022), maximum: .year(2021)))
    },
    BadCase(name: "minute step 7", kind: .invalidConfiguration, mentions: "minute step 7 does not divide 60")
    {
      var config = S.configuration(.hourMinute)
      config.minuteStep = 7
      _ = try DatePickerModel(config)
    },
    BadCase(name: "second step 0", kind: .invalidConfiguration, mentions: "second step 0") {
      var config = S.configuration(.hourMinuteSecond)
      config.secondStep = 0
      _ = try DatePickerModel(config)
    },
    BadCase(name: "initial value outside the bounds", kind: .invalidConfiguration, mentions: "initial value")
    {
      var config = S.configuration(.yearMonthDay, minimum: .year(2020), maximum: .year(2021))
      config.initialValue = S.ymd(2019, 12, 31)
      _ = try DatePickerModel(config)
    },
    BadCase(
      name: "a bound that does not exist", kind: .invalidConfiguration, mentions: "day 30 does not exist"
    ) {
      _ = try DatePickerModel(S.configuration(.yearMonthDay, maximum: .day(2023, 2, 30)))
    },
    BadCase(name: "至今 without a year wheel", kind: .invalidConfiguration, mentions: "includesPresent") {
      var config = S.configuration(.hourMinute)
      config.includesPresent = true
      _ = try DatePickerModel(config)
    },
    BadCase(name: "unknown calendar", kind: .unknownIdentifier, mentions: "\"mayan\"") {
      _ = try DatePickerConfiguration(
        columns: .yearMonthDay, calendarIdentifier: "mayan", timeZoneIdentifier: "Asia/Shanghai",
        localeIdentifier: "zh_Hans", now: S.now)
    },
    BadCase(name: "unknown time zone", kind: .unknownIdentifier, mentions: "\"Mars/Olympus\"") {
      _ = try DatePickerConfiguration(
        columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Mars/Olympus",
        localeIdentifier: "zh_Hans", now: S.now)
    },
    BadCase(name: "unknown locale", kind: .unknownIdentifier, mentions: "\"qq_ZZ\"") {
      _ = try DatePickerConfiguration(
        columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
        localeIdentifier: "qq_ZZ", now: S.now)
    },
    BadCase(name: "a NaN moment", kind: .invalidConfiguration, mentions: "minimum is not a finite moment") {
      _ = try DatePickerModel(
        S.configuration(.yearMonthDay, minimum: .moment(Date(timeIntervalSinceReferenceDate: .nan))))
    },
    BadCase(name: "an infinite now", kind: .invalidConfiguration, mentions: "now is not a finite moment") {
      var config = S.configuration(.hourMinute)
      config.now = Date(timeIntervalSinceReferenceDate: .infinity)
      _ = try DatePickerModel(config)
    },
    BadCase(
      name: "a day before Date.distantPast in UTC", kind: .invalidConfiguration,
      mentions: "minimum 0000-12-29T00:00:00Z is 0000-12-29T00:00:00 in GMT, outside the years 1…9999"
    ) {
      _ = try DatePickerModel(
        S.configuration(.yearMonthDay, zone: "UTC", minimum: .moment(.distantPast - 86_400)))
    },
    BadCase(
      name: "Date.distantFuture as minimum", kind: .invalidConfiguration,
      mentions: "lies after maximum Gregorian year 2100"
    ) {
      _ = try DatePickerModel(S.configuration(.yearMonthDay, minimum: .moment(.distantFuture)))
    },
    BadCase(name: "year 0", kind: .invalidConfiguration, mentions: "minimum: year 0 is outside 1…99999") {
      _ = try DatePickerModel(S.configuration(.yearMonthDay, minimum: .year(0)))
    },
    BadCase(
      name: "negative minute step", kind: .invalidConfiguration, mentions: "minute step -5 does not divide 60"
    ) {
      var config = S.configuration(.hourMinute)
      config.minuteStep = -5
      _ = try DatePickerModel(config)
    },
    BadCase(
      name: "display order that is no permutation", kind: .invalidConfiguration, mentions: "permutation"
    ) {
      var config = S.configuration(.yearMonthDay)
      config.displayOrder = [0, 0, 1]
      _ = try DatePickerModel(config)
    },
  ]

  @Test("bad input is a thrown error naming the value and the rule", arguments: cases)
  func badInput(_ test: BadCase) {
    do {
      try test.make()
      Issue.record("no error for \(test.name)")
    } catch let error as WheelPickerError {
      #expect(error.kind == test.kind)
      #expect(error.message.contains(test.mentions), "\(error.message)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test(
    "identifiers that exist are accepted",
    arguments: [
      ("chinese", "Asia/Shanghai", "zh-Hans"), ("roc", "Asia/Taipei", "zh_Hant"),
      ("japanese", "Asia/Tokyo", "ja_JP"),
    ])
  func goodIdentifiers(_ calendar: String, _ zone: String, _ locale: String) throws {
    let config = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: calendar, timeZoneIdentifier: zone,
      localeIdentifier: locale,
      now: S.now)
    #expect(config.timeZone.identifier == zone)
    _ = try DatePickerModel(config)
  }

  @Test("1940 … now with 至今 is one configuration: 1940 … now with 至今")
  func yearsUntilPresentRange() throws {
    let config = DatePickerConfiguration(
      columns: .yearMonthDay, timeZone: S.zone("Asia/Shanghai"), locale: Locale(identifier: "zh_Hans"),
      now: S.now, minimum: .year(1940), maximum: .now, includesPresent: true)
    let engine = SelectionEngine(model: try DatePickerModel(config))
    #expect(engine.rowCount(ofWheel: 0) == 2026 - 1940 + 2)
    #expect(engine.title(ofRow: 0, inWheel: 0) == "1940年")
  }
}
