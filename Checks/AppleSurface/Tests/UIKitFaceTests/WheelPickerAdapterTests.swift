import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerAdapter` driving a `UIPickerView`: what it reloads, selects and announces.
  @Suite("Adapter")
  @MainActor
  struct WheelPickerAdapterTests {
    static let english = Locale(identifier: "en")
    /// 2026-12-01 10:00 in Shanghai.
    static let now = Date(timeIntervalSince1970: 1_796_090_400)

    /// Year, month and day in English, 1940 … now, with Present (至今) after the years.
    static func dateEngine(_ year: Int, _ month: Int, _ day: Int) throws -> SelectionEngine<DatePickerModel> {
      var configuration = try DatePickerConfiguration(
        columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
        localeIdentifier: "en", now: now, minimum: .year(1940), maximum: .now, includesPresent: true)
      configuration.initialValue = .date(DateFields(year: year, month: month, day: day))
      return try SelectionEngine(date: configuration)
    }

    /// An adapter over the English date wheels on a date, the recordings emptied.
    static func dateAdapter(
      _ year: Int, _ month: Int, _ day: Int
    ) throws -> (engine: SelectionEngine<DatePickerModel>, adapter: WheelPickerAdapter<DatePickerModel>) {
      UIKitRecording.reset()
      let engine = try dateEngine(year, month, day)
      return (engine, WheelPickerAdapter(engine: engine, locale: english))
    }

    /// The component showing `wheel`.
    static func component<Model: WheelModel>(of wheel: Int, in engine: SelectionEngine<Model>) throws -> Int {
      try #require(engine.model.displayOrder.firstIndex(of: wheel))
    }

    /// The text of the label in a row view the adapter made.
    static func title(of rowView: UIView?) -> String? {
      rowView?.allSubviews.compactMap { $0 as? UILabel }.first?.text
    }

    @Test(
      "31 January, month moved to February: the core's sentence announced, the day reloaded and reselected")
    func clampAnnounced() throws {
      let (engine, adapter) = try Self.dateAdapter(2025, 1, 31)
      let picker = adapter.pickerView
      let (month, day) = (try Self.component(of: 1, in: engine), try Self.component(of: 2, in: engine))
      picker.calls = []

      picker.scroll(toRow: picker.selectedRow(inComponent: month) + 1, inComponent: month)

      var expected = engine
      let change = expected.selectRow(try #require(engine.selectedRow(inWheel: 1)) + 1, inWheel: 1)
      let sentence = try #require(
        expected.announcement(for: change, words: PickerWords(locale: Self.english)))
      #expect(sentence.contains("28"))
      #expect(UIKitRecording.announcements == [sentence])
      #expect(adapter.engine == expected)
      #expect(change.reloadedWheels == [2])
      #expect(picker.calls == [.reloadComponent(day), .selectRow(27, inComponent: day, animated: false)])
      #expect(picker.rowCounts[day] == 28)
      #expect(Self.title(of: picker.rowViews[day][27]) == expected.title(ofRow: 27, inWheel: 2))
      #expect(UIKitRecording.haptics == [.selectionChanged])
    }

    @Test("Present (至今) empties month and day: one greyed, unselectable — each, and VoiceOver says so")
    func emptyWheelsShowPlaceholder() throws {
      let (engine, adapter) = try Self.dateAdapter(2007, 4, 1)
      let picker = adapter.pickerView
      let words = PickerWords(locale: Self.english)
      let year = try Self.component(of: 0, in: engine)
      let presentRow = try #require(
        (0..<engine.rowCount(ofWheel: 0)).first { engine.title(ofRow: $0, inWheel: 0) == words.present })

      picker.scroll(toRow: presentRow, inComponent: year)
      let emptied = adapter.engine
      #expect(emptied.rowCount(ofWheel: 1) == 0 && emptied.rowCount(ofWheel: 2) == 0)

      for wheel in [1, 2] {
        let component = try Self.component(of: wheel, in: engine)
        #expect(picker.rowCounts[component] == 1)
        let rowView = try #require(picker.rowViews[component][0])
        #expect(Self.title(of: rowView) == "—")
        #expect(rowView.accessibilityTraits == .notEnabled)
        let element = try #require(picker.accessibilityElements?[component] as? UIAccessibilityElement)
        let spoken = emptied.accessibilityValue(ofWheel: wheel, words: words)
        #expect(element.accessibilityValue == spoken)
        #expect(spoken != words.empty && !spoken.isEmpty)

        var changes = 0
        adapter.onChange = { _ in changes += 1 }
        picker.scroll(toRow: 0, inComponent: component)
        #expect(adapter.engine == emptied, "the placeholder cannot be chosen")
        #expect(changes == 0)
      }

      picker.scroll(toRow: presentRow - 1, inComponent: year)
      #expect(picker.rowCounts[try Self.component(of: 1, in: engine)] == adapter.engine.rowCount(ofWheel: 1))
      #expect(adapter.engine.value != emptied.value)
    }

    @Test("VoiceOver's swipe up on a wheel steps it through the engine and reads the new row")
    func voiceOverIncrement() throws {
      let (engine, adapter) = try Self.dateAdapter(2025, 1, 31)
      let picker = adapter.pickerView
      let words = PickerWords(locale: Self.english)
      let month = try Self.component(of: 1, in: engine)
      let element = try #require(picker.accessibilityElements?[month] as? UIAccessibilityElement)
      #expect(element.accessibilityLabel == engine.accessibilityLabel(ofWheel: 1, words: words))

      element.accessibilityIncrement()
      var expected = engine
      let change = expected.step(1, inWheel: 1)
      #expect(adapter.engine == expected)
      #expect(element.accessibilityValue == expected.accessibilityValue(ofWheel: 1, words: words))
      #expect(picker.selectedRow(inComponent: month) == expected.selectedRow(inWheel: 1))
      #expect(
        UIKitRecording.announcements == [expected.announcement(for: change, words: words)].compactMap { $0 })
      #expect(!UIKitRecording.announcements.isEmpty, "the day clamped to 28 is announced")
    }

    @Test("a cascade reloads exactly the components the engine names, never the one moved")
    func cascadeReloads() throws {
      let tree = CascadeTree(roots: [
        .init(
          name: "Austen",
          children: [
            .init(name: "Emma", children: [.init(name: "I"), .init(name: "II")]),
            .init(name: "Persuasion", children: [.init(name: "I")]),
          ]),
        .init(
          name: "Brontë",
          children: [
            .init(name: "Jane Eyre", children: [.init(name: "I"), .init(name: "II"), .init(name: "III")])
          ]),
      ])
      var expected = try SelectionEngine(tree: tree, levels: 3)
      let adapter = WheelPickerAdapter(engine: expected, locale: Self.english)
      let picker = adapter.pickerView

      for (wheel, row) in [(0, 1), (2, 2), (0, 0), (1, 1)] {
        UIKitRecording.reset()
        picker.calls = []
        let component = try Self.component(of: wheel, in: expected)
        let change = expected.selectRow(row, inWheel: wheel)
        picker.scroll(toRow: row, inComponent: component)
        let reloaded = picker.calls.compactMap { call -> Int? in
          if case .reloadComponent(let component) = call { return component }
          return nil
        }
        let named = try change.reloadedWheels.map { try Self.component(of: $0, in: expected) }
        #expect(reloaded == named, "moving wheel \(wheel) to row \(row)")
        #expect(!reloaded.contains(component))
        #expect(adapter.engine == expected)
        for other in named {
          #expect(picker.rowCounts[other] == expected.rowCount(ofWheel: expected.model.displayOrder[other]))
        }
      }
    }
  }
}
