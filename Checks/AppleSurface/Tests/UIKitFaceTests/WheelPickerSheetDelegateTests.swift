import Foundation
import Testing
import WheelPickerUIKit

@testable import UIKit

/// A view controller as an app writes one: a date sheet answering a `Date`, and one delegate for
/// its date and region sheets.
@MainActor
final class TripController: UIViewController {
  var departure: Date?
  var dateSheet: WheelPickerSheetController<DatePickerModel>?
  var regionSheet: WheelPickerSheetController<RegionModel>?
  var departureTitle = ""
  var regionTitle = ""
  var cancelled: [String] = []

  /// The departure picked on a sheet starting on the last one (or today), within the trip's days.
  func pickDeparture(_ config: DatePickerConfiguration) async throws {
    let sheet = try WheelPickerSheetController(date: config, selection: departure ?? Date(), title: "出发日期")
    dateSheet = sheet
    departure = try await sheet.present(from: self)
  }
}

extension TripController: WheelPickerSheetDelegate {
  func wheelPickerSheetDidConfirm(_ sheet: UIViewController) {
    if sheet === dateSheet, let date = dateSheet?.date {
      departureTitle = "\(Int(date.timeIntervalSince1970))"
    } else if let sheet = sheet as? WheelPickerSheetController<RegionModel> {
      regionTitle = sheet.value.text(separator: "-")
    }
  }
  func wheelPickerSheetDidCancel(_ sheet: UIViewController) {
    cancelled.append(sheet === dateSheet ? "date" : sheet === regionSheet ? "region" : "other")
  }
  func wheelPickerSheet(_ sheet: UIViewController, didChange change: SelectionChange) {}
  func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError) {}
}

extension UIKitFaceTests {
  /// `WheelPickerSheetDelegate` serving sheets of several kinds, and the date sheet's `Date` in and out.
  @Suite("Sheet delegate and Date sheets")
  @MainActor
  struct WheelPickerSheetDelegateTests {
    /// 2026-11-29 08:00 in Shanghai.
    static let now = Date(timeIntervalSince1970: 1_795_939_200)
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt

    /// Days from 2026-11-29 to 2026-12-31 in Shanghai.
    static func tripDays() -> DatePickerConfiguration {
      DatePickerConfiguration(
        columns: .yearMonthDay, timeZone: shanghai, now: now, minimum: .now, maximum: .day(2026, 12, 31))
    }

    /// Presents `controller`'s departure sheet from a stage and waits for it to be up.
    static func presentDeparture(
      of controller: TripController, selection: Date?
    ) async throws -> (Stage, Task<Void, any Error>) {
      let stage = Stage()
      stage.window.rootViewController = controller
      controller.departure = selection
      let task = Task { @MainActor in try await controller.pickDeparture(tripDays()) }
      await yield { controller.presentedViewController != nil }
      UIKitRecording.finishAnimations()
      return (stage, task)
    }

    @Test(
      "a Date outside the bounds starts the sheet on the nearer bound, as UIDatePicker clamps; Confirm answers a Date",
      arguments: [(-400.0, "2026-11-29"), (40.0, "2026-12-31"), (10.0, "2026-12-09")])
    func dateInAndOut(daysFromNow: Double, shown: String) async throws {
      let controller = TripController(nibName: nil, bundle: nil)
      let start = Self.now.addingTimeInterval(daysFromNow * 86_400)
      let (_, task) = try await Self.presentDeparture(of: controller, selection: start)
      let sheet = try #require(controller.dateSheet)
      #expect(sheet.adapter.engine.model.isoString(for: sheet.value) == shown)
      sheet.confirm()
      UIKitRecording.finishAnimations()
      try await task.value
      let expected = try sheet.adapter.engine.model.date(for: sheet.value)
      #expect(controller.departure != nil && controller.departure == expected)
    }

    @Test("Cancel answers nil: the optional Date is cleared as the sheet said nothing was chosen")
    func dateCancelled() async throws {
      let controller = TripController(nibName: nil, bundle: nil)
      let (_, task) = try await Self.presentDeparture(of: controller, selection: Self.now)
      let sheet = try #require(controller.dateSheet)
      sheet.cancel()
      UIKitRecording.finishAnimations()
      try await task.value
      #expect(controller.departure == nil)
    }

    @Test("one delegate serves a date sheet and a region sheet, each told apart by the sheet it is given")
    func oneDelegateSeveralKinds() throws {
      let stage = Stage()
      let controller = TripController(nibName: nil, bundle: nil)
      stage.window.rootViewController = controller
      let dateSheet = try WheelPickerSheetController(
        date: Self.tripDays(), selection: Self.now.addingTimeInterval(3 * 86_400), title: "出发日期")
      let regionSheet = WheelPickerSheetController(
        engine: SelectionEngine(model: RegionModel(dataset: .china, levels: 2)), title: "地区")
      controller.dateSheet = dateSheet
      controller.regionSheet = regionSheet
      dateSheet.delegate = controller
      regionSheet.delegate = controller

      dateSheet.present(from: controller)
      UIKitRecording.finishAnimations()
      dateSheet.confirm()
      UIKitRecording.finishAnimations()
      let expectedDate = try #require(try dateSheet.adapter.engine.model.date(for: dateSheet.value))
      #expect(controller.departureTitle == "\(Int(expectedDate.timeIntervalSince1970))")
      #expect(controller.regionTitle.isEmpty)

      regionSheet.present(from: controller)
      UIKitRecording.finishAnimations()
      regionSheet.adapter.step(1, inWheel: 0)
      regionSheet.confirm()
      UIKitRecording.finishAnimations()
      #expect(controller.regionTitle == regionSheet.value.text(separator: "-"))
      #expect(controller.regionTitle.hasPrefix("天津市"))
      #expect(controller.cancelled.isEmpty)
    }

    @Test(
      "a colour sheet's delegate hears one confirmation, read from the sheet, however often Confirm is tapped"
    )
    func confirmationOnce() throws {
      let (_, sheet) = try presentedColourSheet()
      let delegate = RecordingDelegate()
      sheet.delegate = delegate
      sheet.adapter.pickerView.scroll(toRow: 2, inComponent: 0)
      sheet.confirm()
      sheet.confirm()
      UIKitRecording.finishAnimations()
      #expect(delegate.confirmed == ["blue"])
      #expect(delegate.reporters == [ObjectIdentifier(sheet)])
    }
  }
}
