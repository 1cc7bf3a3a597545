import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// Sessions whose outcome depends on UIKit behaving as documented: a refused presentation, what
  /// VoiceOver reaches, a picker asked about components it has, a wheel still coasting.
  @Suite("Sheet sessions against documented UIKit behaviour")
  @MainActor
  struct WheelPickerSheetControllerFaithfulTests {
    @Test("present(from:) refused by UIKit (already presenting): the closure and the delegate hear why, once")
    func syncRefusedWhilePresenting() throws {
      let stage = Stage()
      stage.presenter.present(UIViewController(nibName: nil, bundle: nil), animated: false)
      let sheet = try colourSheet()
      let delegate = RecordingDelegate()
      var refusals: [WheelPickerSheetError] = []
      sheet.delegate = delegate
      sheet.onPresentationRefused = { refusals.append($0) }
      sheet.present(from: stage.presenter)
      #expect(refusals == [.presentationRefused])
      #expect(delegate.refusals == [.presentationRefused])
      #expect(stage.presenter.presentationRecords.last == .presentRefused(.alreadyPresenting))
    }

    @Test("present(from:) of a sheet already shown, plain or anchored: refused as already presented")
    func syncAlreadyPresented() throws {
      let (stage, sheet) = try presentedColourSheet()
      var refusals: [WheelPickerSheetError] = []
      sheet.onPresentationRefused = { refusals.append($0) }
      sheet.present(from: stage.presenter)
      sheet.present(from: stage.presenter, anchor: .view(stage.presenter.view))
      #expect(refusals == [.alreadyPresented, .alreadyPresented])
      #expect(sheet.modalPresentationStyle == .overCurrentContext, "the sheet up is left as it is")
      #expect(stage.presenter.presentationRecords == [.present(animated: true), .presentCompleted])
    }

    @Test("VoiceOver reaches the sheet alone while it is up, and the screen below again once it has gone")
    func voiceOverReach() throws {
      let stage = Stage()
      let label = UILabel(frame: .zero)
      label.text = "Behind"
      label.accessibilityLabel = "Behind"
      stage.presenter.view.addSubview(label)
      #expect(stage.window.voiceOverReachable.contains(label))
      let sheet = try colourSheet()
      sheet.present(from: stage.presenter)
      UIKitRecording.finishAnimations()
      let reachable = stage.window.voiceOverReachable
      #expect(!reachable.contains(label), "the presenter's views are not reachable under the sheet")
      #expect(reachable.contains { $0 === sheet.titleLabel })
      sheet.cancel()
      UIKitRecording.finishAnimations()
      #expect(stage.window.voiceOverReachable.contains(label))
    }

    @Test("a model with more wheels: the picker is never asked about a component it does not have yet")
    func replaceModelWithMoreWheels() throws {
      UIKitRecording.reset()
      func model(_ columns: DateColumns) throws -> DatePickerModel {
        var configuration = try DatePickerConfiguration(
          columns: columns, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
          localeIdentifier: "en", now: WheelPickerAdapterTests.now, minimum: .year(1940), maximum: .now)
        configuration.initialValue = .date(
          DateFields(year: 2007, month: 4, day: columns == .yearMonthDay ? 1 : nil))
        return try DatePickerModel(configuration)
      }
      let adapter = WheelPickerAdapter(
        engine: SelectionEngine(model: try model(.yearMonth)), locale: Locale(identifier: "en"))
      let picker = adapter.pickerView
      #expect(picker.numberOfComponents == 2)
      adapter.replaceModel(try model(.yearMonthDay))
      #expect(picker.misuses == [])
      #expect(picker.numberOfComponents == 3)
      adapter.replaceModel(try model(.yearMonth))
      #expect(picker.misuses == [])
      #expect(picker.numberOfComponents == 2)
    }

    @Test(
      "Confirm while a flung wheel coasts: the row it shows is the value; its stop afterwards changes nothing"
    )
    func confirmWhileCoasting() async throws {
      let session = try await SheetSession()
      let picker = session.sheet.adapter.pickerView
      picker.fling(toRow: 2, passing: 1, inComponent: 0)
      #expect(session.sheet.value.value == "red", "UIKit has not said the wheel stopped")
      session.sheet.confirm()
      picker.finishCoasting()
      await session.finish()
      #expect(session.closures.confirmed == ["green"])
      #expect(session.delegate.confirmed == ["green"])
      #expect(session.outcomes.values.map { $0?.value } == ["green"])
    }

    @Test("Cancel while a flung wheel coasts: cancelled once; its stop afterwards changes nothing")
    func cancelWhileCoasting() async throws {
      let session = try await SheetSession()
      let picker = session.sheet.adapter.pickerView
      picker.fling(toRow: 2, passing: 1, inComponent: 0)
      session.sheet.cancel()
      picker.finishCoasting()
      await session.finish()
      #expect(session.closures.cancellations == 1 && session.delegate.cancellations == 1)
      #expect(session.closures.confirmed.isEmpty)
      #expect(session.outcomes.values.count == 1 && session.outcomes.values.first == .some(nil))
    }

    @Test("a right-to-left picker mirrors its units' frames: the first wheel's unit sits at the right")
    func rightToLeftUnits() throws {
      UIKitRecording.reset()
      let engine = try SelectionEngine(countdownMinuteStep: 5, locale: Locale(identifier: "en"))
      let adapter = WheelPickerAdapter(engine: engine, locale: Locale(identifier: "en"))
      let picker = adapter.pickerView
      picker.frame = CGRect(x: 0, y: 0, width: 320, height: 206)
      func unitFrames() -> [String: CGRect] {
        picker.layoutSubviews()
        let labels = picker.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && $0.text != nil }
        return Dictionary(labels.map { ($0.text ?? "", $0.frame) }, uniquingKeysWith: { first, _ in first })
      }
      let leftToRight = unitFrames()
      try #require(leftToRight.count >= 2, "the countdown's units: \(leftToRight.keys)")
      picker.semanticContentAttribute = .forceRightToLeft
      let rightToLeft = unitFrames()
      for (unit, frame) in leftToRight {
        let mirrored = try #require(rightToLeft[unit])
        #expect(abs(mirrored.minX - (320 - frame.maxX)) < 0.001, "\(unit)")
        #expect(mirrored.width == frame.width)
      }
    }

    /// A year–month range picker (2015年9月 至 2024年12月, the `至` between the halves), or a
    /// countdown (its units beside the hour and minute wheels), 320 points wide, laid out by the
    /// stub's picker with `spacing` between components, in either direction.
    /// The adapter comes too: the picker holds it weakly.
    static func picker(
      range: Bool, spacing: CGFloat, rightToLeft: Bool
    ) throws -> (adapter: AnyObject, picker: WheelPickerUIView) {
      UIKitRecording.reset()
      UIPickerView.componentSpacing = spacing
      let adapter: AnyObject
      let picker: WheelPickerUIView
      if range {
        let configuration = try DatePickerConfiguration(
          columns: .yearMonth, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
          localeIdentifier: "zh_Hans", now: WheelPickerAdapterTests.now, minimum: .year(1940), maximum: .now,
          includesPresent: true)
        let engine = try SelectionEngine(
          model: DateRangeModel(configuration),
          value: DateRange(start: .fields(year: 2015, month: 9), end: .fields(year: 2024, month: 12)))
        let rangeAdapter = WheelPickerAdapter(engine: engine, locale: Locale(identifier: "zh_Hans"))
        (adapter, picker) = (rangeAdapter, rangeAdapter.pickerView)
      } else {
        let engine = try SelectionEngine(countdownMinuteStep: 5, locale: Locale(identifier: "en"))
        let countdownAdapter = WheelPickerAdapter(engine: engine, locale: Locale(identifier: "en"))
        (adapter, picker) = (countdownAdapter, countdownAdapter.pickerView)
      }
      if rightToLeft { picker.semanticContentAttribute = .forceRightToLeft }
      picker.frame = CGRect(x: 0, y: 0, width: 320, height: 206)
      picker.layoutSubviews()
      return (adapter, picker)
    }

    /// The decorations of both pickers, laid out with `spacing`.
    static func decorations(
      spacing: CGFloat, rightToLeft: Bool
    ) throws -> [String: (offset: CGFloat, isInside: Bool)] {
      let range = try picker(range: true, spacing: spacing, rightToLeft: rightToLeft)
      let countdown = try picker(range: false, spacing: spacing, rightToLeft: rightToLeft)
      return try withExtendedLifetime((range.adapter, countdown.adapter)) {
        try decorations(of: range.picker).merging(decorations(of: countdown.picker), uniquingKeysWith: { $1 })
      }
    }

    /// Each shown unit or separator label by its text, with where it sits: its distance from the
    /// leading edge of the component it belongs to (a unit) or its centre's distance from the
    /// midpoint between the two components it stands between (a separator), and whether a unit lies
    /// inside its component.
    static func decorations(
      of picker: WheelPickerUIView
    ) throws -> [String: (offset: CGFloat, isInside: Bool)] {
      let isRightToLeft = picker.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let frames = try (0..<picker.numberOfComponents).map { component in
        let rowView = try #require(
          picker.view(forRow: picker.selectedRow(inComponent: component), forComponent: component))
        return picker.convert(rowView.bounds, from: rowView)
      }
      let labels = picker.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && $0.text != nil }
      var found: [String: (offset: CGFloat, isInside: Bool)] = [:]
      for label in labels {
        let text = label.text ?? ""
        if let component = frames.firstIndex(where: {
          $0.minX <= label.frame.midX && label.frame.midX <= $0.maxX
        }),
          text != "至"
        {
          let frame = frames[component]
          let offset = isRightToLeft ? frame.maxX - label.frame.maxX : label.frame.minX - frame.minX
          found["\(text)@\(component)"] = (
            offset, frame.minX <= label.frame.minX && label.frame.maxX <= frame.maxX
          )
        } else {
          // The separator stands between the halves' components: its centre in the gap's terms.
          let half = frames.count / 2
          let (before, after) = (frames[half - 1], frames[half])
          let gapStart = isRightToLeft ? before.minX : before.maxX
          let gapEnd = isRightToLeft ? after.maxX : after.minX
          found[text] = (abs(label.frame.midX - (gapStart + gapEnd) / 2), true)
        }
      }
      return found
    }

    @Test(
      "units and the separator sit where the picker put its components, whatever its spacing, left to right or right to left",
      arguments: [(CGFloat(12), false), (12, true), (0, false), (0, true), (5, true)])
    func decorationsFollowThePickersLayout(spacing: CGFloat, rightToLeft: Bool) throws {
      let reference = try Self.decorations(spacing: 5, rightToLeft: false)
      try #require(reference.keys.contains("至") && reference.count >= 3, "\(reference.keys)")
      let placed = try Self.decorations(spacing: spacing, rightToLeft: rightToLeft)
      #expect(Set(placed.keys) == Set(reference.keys))
      for (text, place) in placed {
        let expected = try #require(reference[text])
        #expect(
          abs(place.offset - expected.offset) < 0.5, "\(text): \(place.offset) against \(expected.offset)")
        #expect(place.isInside, "\(text) lies inside its component")
      }
    }

    /// An adapter over a 12-hour clock at 11:59 AM in English (hour, minute, AM/PM).
    static func clockAdapter() throws -> WheelPickerAdapter<DatePickerModel> {
      UIKitRecording.reset()
      var configuration = try DatePickerConfiguration(
        columns: .hourMinute, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
        localeIdentifier: "en_US", now: WheelPickerAdapterTests.now)
      configuration.uses12HourClock = true
      configuration.initialValue = .fields(hour: 11, minute: 59)
      return WheelPickerAdapter(
        engine: SelectionEngine(model: try DatePickerModel(configuration)),
        locale: Locale(identifier: "en_US"))
    }

    @Test(
      "a flung hour wheel carries AM/PM by the rows it turned: 11 AM forward 8 is 7 PM, forward 6 is 5 PM, back 14 is 9 PM",
      arguments: [(8, 19), (6, 17), (-14, 21), (-2, 9)])
    func flungClock(rows: Int, hour: Int) throws {
      let adapter = try Self.clockAdapter()
      let picker = adapter.pickerView
      let resting = picker.selectedRow(inComponent: 0)
      picker.scroll(toRow: resting + rows, inComponent: 0)
      #expect(adapter.engine.value == .fields(hour: hour, minute: 59))
    }

    @Test("two flings in a row: the second is counted from where the first left the wheel")
    func twoFlings() throws {
      let adapter = try Self.clockAdapter()
      let picker = adapter.pickerView
      picker.scroll(toRow: picker.selectedRow(inComponent: 0) + 8, inComponent: 0)
      picker.scroll(toRow: picker.selectedRow(inComponent: 0) + 6, inComponent: 0)
      #expect(adapter.engine.value == .fields(hour: 1, minute: 59), "7 PM forward 6 rows: past 12, 1 AM")
    }
  }
}
