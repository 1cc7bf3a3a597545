import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerSheetController` under the person's settings: Dynamic Type, Reduce Motion, VoiceOver.
  @Suite("Sheet accessibility")
  @MainActor
  struct WheelPickerSheetControllerAccessibilityTests {
    @Test(
      "Dynamic Type: the bar and the wheels grow at an accessibility size, at most the plan's share of the sheet"
    )
    func largeText() throws {
      let stage = Stage()
      SystemSettings.contentSizeCategory = .accessibilityExtraLarge  // 40-point body text
      let sheet = try colourSheet()
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      let bar = try #require(sheet.barHeightConstraint?.constant)
      let picker = try #require(sheet.pickerHeightConstraint?.constant)
      // 44 × 40/17 for the bar; the panel wants 5.7 rows of 36 × 40/17 below it, more than 80 % of
      // the 667-point window, so it takes 533.6.
      #expect(abs(bar - 44 * 40 / 17) < 0.01)
      #expect(abs(bar + picker - 667 * SheetAccessibilitySettings.maximumPanelShare) < 0.01)
      let rowHeight = sheet.adapter.pickerView(sheet.adapter.pickerView, rowHeightForComponent: 0)
      #expect(abs(rowHeight - 36 * 40 / 17) < 0.01)
    }

    @Test("Dynamic Type: the sheet follows a change of text size while it is up")
    func textSizeChanges() throws {
      let (_, sheet) = try presentedColourSheet()
      #expect(sheet.barHeightConstraint?.constant == 44)
      #expect(abs((sheet.pickerHeightConstraint?.constant ?? 0) - (250 - 44)) < 0.01)
      let before = sheet.traitCollection

      SystemSettings.contentSizeCategory = .largestAccessibility  // 53-point body text
      sheet.adapter.pickerView.calls = []
      sheet.traitCollectionDidChange(before)
      let bar = try #require(sheet.barHeightConstraint?.constant)
      let picker = try #require(sheet.pickerHeightConstraint?.constant)
      #expect(abs(bar - 44 * 53 / 17) < 0.01)
      #expect(abs(bar + picker - 667 * SheetAccessibilitySettings.maximumPanelShare) < 0.01)
      #expect(
        sheet.adapter.pickerView.calls.first == .reloadAllComponents, "rows redrawn at their new height")

      // A trait change that leaves the text size alone changes nothing.
      sheet.adapter.pickerView.calls = []
      sheet.traitCollectionDidChange(sheet.traitCollection)
      #expect(sheet.adapter.pickerView.calls.isEmpty)
    }

    @Test("Reduce Motion turned on while the sheet is up: it leaves at once, without its slide")
    func reduceMotionTurnedOnWhileUp() throws {
      let (stage, sheet) = try presentedColourSheet()
      SystemSettings.isReduceMotionEnabled = true
      sheet.cancel()
      #expect(
        stage.presenter.presentationRecords.suffix(2) == [.dismiss(animated: false), .dismissCompleted])
      #expect(UIKitRecording.animationDurations == [0.4], "the slide in only")
      #expect(stage.presenter.presentedViewController == nil)
      SystemSettings.isReduceMotionEnabled = false
    }

    @Test(
      "Reduce Motion: no slide in or out, and a stepped wheel is scrolled without animation",
      arguments: [false, true])
    func reduceMotion(isOn: Bool) throws {
      let stage = Stage()
      SystemSettings.isReduceMotionEnabled = isOn
      let sheet = try colourSheet()
      #expect(sheet.adapter.sheet.reducesMotion == isOn)
      sheet.present(from: stage.presenter)
      #expect(stage.presenter.presentationRecords.first == .present(animated: !isOn))
      #expect(UIKitRecording.animationDurations == (isOn ? [] : [0.4]))
      UIKitRecording.finishAnimations()
      #expect(sheet.phase == .shown)

      let picker = sheet.adapter.pickerView
      picker.calls = []
      sheet.adapter.step(1, inWheel: 0)
      #expect(sheet.value.value == "green")
      #expect(picker.calls == [.selectRow(1, inComponent: 0, animated: !isOn)])

      sheet.cancel()
      let records = stage.presenter.presentationRecords
      #expect(records.contains(.dismiss(animated: !isOn)))
      #expect(
        records.last == (isOn ? .dismissCompleted : .dismiss(animated: true)),
        "without animation the sheet is gone at once")
      UIKitRecording.finishAnimations()
      #expect(stage.presenter.presentationRecords.last == .dismissCompleted)
      #expect(UIKitRecording.animationDurations == (isOn ? [] : [0.4, 0.4]))
    }

    @Test("VoiceOver: focus moves to the title when the sheet is up, and the whole sheet is modal")
    func voiceOverFocus() throws {
      let stage = Stage()
      let sheet = try colourSheet()
      sheet.present(from: stage.presenter)
      #expect(!UIKitRecording.posts.contains { $0.notification == .screenChanged }, "not before it is up")
      UIKitRecording.finishAnimations()
      let screenChanges = UIKitRecording.posts.filter { $0.notification == .screenChanged }
      let title = try #require(
        sheet.view.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Colour" })
      #expect(screenChanges.count == 1)
      #expect(screenChanges.first?.element === title)
      #expect(sheet.view.accessibilityViewIsModal, "the presenter's views, still under the sheet, are hidden")
      #expect(sheet.accessibilityPerformEscape())
      #expect(sheet.phase != .shown)
    }

    @Test("VoiceOver: a sheet without a title moves the focus to its wheels")
    func voiceOverFocusWithoutTitle() throws {
      let stage = Stage()
      let sheet = try WheelPickerSheetController(
        items: ["red", "green"], selected: "red", locale: Locale(identifier: "en"))
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      let screenChanges = UIKitRecording.posts.filter { $0.notification == .screenChanged }
      #expect(screenChanges.count == 1)
      #expect(screenChanges.first?.element === sheet.adapter.pickerView)
    }

    @Test("VoiceOver: an announcement waits behind the wheel's value being read")
    func queuedAnnouncement() throws {
      let (engine, adapter) = try WheelPickerAdapterTests.dateAdapter(2025, 1, 31)
      let picker = adapter.pickerView
      let month = try WheelPickerAdapterTests.component(of: 1, in: engine)
      // January 31 → February: the day is clamped to 28, and that is said after the new month.
      picker.scroll(toRow: picker.selectedRow(inComponent: month) + 1, inComponent: month)
      let announcements = UIKitRecording.posts.filter { $0.notification == .announcement }
      #expect(announcements.count == 1)
      #expect(announcements.first?.argument?.contains("28") == true)
      #expect(announcements.first?.isQueued == true)
    }
  }
}
