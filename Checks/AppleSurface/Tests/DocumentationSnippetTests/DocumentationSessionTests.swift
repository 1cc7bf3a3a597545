import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI

// Every SwiftUI sample of the documentation that presents a sheet, run as written (the generated
// views of `AppleDocumentationSnippetTests.swift`) in a scripted session: in an iPhone's window and in
// an iPad's regular-width one, the panel is presented at the window (the system sheet at the window's
// bottom, or a popover on an iPad), Confirm delivers the value once, Cancel and VoiceOver's escape end
// it once without one.

/// The documentation's engines, as the samples' comments say their views' `init` makes them.
enum SampleEngines {
  /// README's date: years 1940 … now with 至今, in Chinese.
  static func date() throws -> SelectionEngine<DatePickerModel> {
    let config = DatePickerConfiguration(
      columns: .yearMonthDay, timeZone: .current, locale: Locale(identifier: "zh_Hans"), now: .now,
      minimum: .year(1940), maximum: .now, includesPresent: true)
    return SelectionEngine(model: try DatePickerModel(config))
  }

  /// The region of Docs/SwiftUI.md and the DocC pages: provinces and cities of China.
  static func region() throws -> SelectionEngine<RegionModel> {
    SelectionEngine(model: RegionModel(dataset: .china, levels: 2))
  }
}

/// The documentation's samples run as sessions, one at a time: they share what `save(_:)` was given.
@MainActor
@Suite("The documentation's samples, run as sessions", .serialized)
struct DocumentationSessions {}

extension DocumentationSessions {
  @MainActor
  @Suite("SwiftUI")
  struct DocumentationSessionTests {
    /// Runs a sample: presses its button, checks where the panel is, moves the first wheel of the
    /// panel one row, ends the sheet, and returns the host (its tree after the sheet has gone).
    func run<Sample: View>(
      _ sample: Sample, button title: String, in window: SessionWindow, ending: SessionEnding
    ) throws -> ViewHost<Sample> {
      DocumentationGiven.saved = []
      let host = ViewHost(sample, size: window.size, environment: window.environment())
      // A button labelled `title`, or a text field showing it (a button VoiceOver reads as its value).
      let buttons = host.all {
        guard case .button = $0.kind else { return false }
        return $0.accessibilityValue == title || $0.children.flatMap(\.texts) == [title]
      }
      try #require(buttons.count == 1, "one button \(title)")
      host.press(buttons[0])
      let panels = host.all { $0.accessibilityTraits.contains(.isModal) }
      let panel = try #require(panels.count == 1 ? panels[0] : nil, "one panel")
      let height = SheetGeometry().panelHeight
      switch window {
      case .iPhone:
        #expect(panel.place == .sheet)
        #expect(panel.size == CGSize(width: window.size.width, height: height))
        #expect(panel.presentationDetents == [.height(height)])
      case .iPad:
        #expect(panel.place == .popover)
        #expect(panel.size == CGSize(width: SheetPresentation.popoverWidth, height: height))
      }
      let wheel = try #require(panel.first { $0.gesture != nil && $0.adjustableAction != nil })
      host.adjust(wheel, .increment)
      let current = try #require(host.panelNode)
      // A text field's wheels end with Done, which keeps what they show, as Confirm does.
      let done = current.buttons(labelled: "完成").first ?? current.buttons(labelled: "Done").first
      switch ending {
      case .confirm where done != nil: host.press(try #require(done))
      case .cancel where done != nil:
        host.escape(from: try #require(current.first { $0.adjustableAction != nil }))
      case .confirm:
        host.press(
          try #require(current.buttons(labelled: "确定").first ?? current.buttons(labelled: "Confirm").first))
      case .cancel:
        host.press(
          try #require(current.buttons(labelled: "取消").first ?? current.buttons(labelled: "Cancel").first))
      case .escape: host.escape(from: try #require(current.first { $0.adjustableAction != nil }))
      }
      #expect(host.panelNode == nil, "the sheet has gone")
      return host
    }

    @Test(
      "README: the date sheet on its Button: Confirm saves the value once; Cancel and escape save nothing",
      arguments: SessionWindow.allCases, SessionEnding.allCases)
    func readmeDate(window: SessionWindow, ending: SessionEnding) throws {
      let engine = try SampleEngines.date()
      _ = try run(README_2_View1(date: engine), button: "入职时间", in: window, ending: ending)
      #expect(DocumentationGiven.saved.count == (ending == .confirm ? 1 : 0))
    }

    @Test(
      "README, Docs/SwiftUI.md, the DocC overview and the modifier's comment: a sheet over a Date presents at the window and ends once",
      arguments: SessionWindow.allCases, SessionEnding.allCases)
    func dateBindingSamples(window: SessionWindow, ending: SessionEnding) throws {
      _ = try run(README_2_View1(date: try SampleEngines.date()), button: "生日", in: window, ending: ending)
      _ = try run(Docs_SwiftUI_1_View1(), button: "生日", in: window, ending: ending)
      _ = try run(
        Sources_WheelPickerSwiftUI_WheelPickerSwiftUI_WheelPickerSwiftUI_1_View1(), button: "生日", in: window,
        ending: ending)
      _ = try run(
        Sources_WheelPickerSwiftUI_Sheet_WheelPickerSheet_swift_2_View1(), button: "生日", in: window,
        ending: ending)
    }

    @Test(
      "the sheet modifier's comment: the salary sheet made without try writes its engine on Confirm only",
      arguments: SessionWindow.allCases, SessionEnding.allCases)
    func salarySample(window: SessionWindow, ending: SessionEnding) throws {
      let sample = Sources_WheelPickerSwiftUI_Sheet_WheelPickerSheet_swift_1_View1()
      let host = try run(sample, button: "2k以下", in: window, ending: ending)
      // The first wheel moved one row: Confirm keeps 2k-5k on the button, the others leave 2k以下.
      #expect(host.tree.buttons(labelled: ending == .confirm ? "2k-5k" : "2k以下").count == 1)
    }

    @Test(
      "README: the countdown sheet starts the timer once on Confirm, never on Cancel or escape",
      arguments: SessionWindow.allCases, SessionEnding.allCases)
    func readmeCountdown(window: SessionWindow, ending: SessionEnding) throws {
      _ = try run(README_6_View1(), button: "倒计时", in: window, ending: ending)
      #expect(
        DocumentationGiven.saved.filter { $0.hasPrefix("start ") }.count == (ending == .confirm ? 1 : 0))
    }

    @Test(
      "README, Docs/SwiftUI.md and the field's comment: a text field's wheels follow every move; Done or escape ends them once",
      arguments: SessionWindow.allCases, SessionEnding.allCases)
    func textFieldSamples(window: SessionWindow, ending: SessionEnding) throws {
      let start = PickerTextBinding(engine: try SampleEngines.region(), separator: "-")
      let readme = try run(README_12_View1(text: start), button: start.text, in: window, ending: ending)
      let docs = try run(Docs_SwiftUI_6_View1(), button: start.text, in: window, ending: ending)
      let comment = try run(
        Sources_WheelPickerSwiftUI_Kinds_WheelPickerTextField_swift_1_View1(), button: start.text, in: window,
        ending: ending)
      // The wheels edit the text live: one row moved shows in the field, kept after Done.
      for host in [readme.tree, docs.tree, comment.tree] {
        let fields = host.all {
          if case .button = $0.kind { return $0.accessibilityValue != nil }
          return false
        }
        #expect(fields.count == 1)
        #expect(fields.first?.accessibilityValue != start.text || ending != .confirm)
      }
    }

    @Test(
      "README and the doc comments: every inline WheelPickerView sample shows its wheels; VoiceOver's swipe up moves the first",
      arguments: SessionWindow.allCases)
    func inlineSamples(window: SessionWindow) throws {
      let range = try DateRangeModel(
        DatePickerConfiguration(
          columns: .yearMonth, timeZone: .current, locale: Locale(identifier: "zh_Hans"), now: .now,
          minimum: .year(1940), maximum: .now, includesPresent: true))
      try moves(README_4_View1(stay: SelectionEngine(model: range)), in: window)
      try moves(README_5_View1(), in: window)
      try moves(README_7_View1(), in: window)
      try moves(README_8_View1(), in: window)
      try moves(Sources_WheelPickerSwiftUI_Wheel_WheelPickerView_swift_1_View1(), in: window)
      try moves(Sources_WheelPickerSwiftUI_Wheel_WheelPickerView_swift_2_View1(), in: window)
    }

    /// Shows an inline sample and turns its first wheel one row with VoiceOver (up, or down from its
    /// last row): its value changes.
    func moves<Sample: View>(_ sample: Sample, in window: SessionWindow) throws {
      let host = ViewHost(sample, size: window.size, environment: window.environment())
      func firstWheel() throws -> ViewNode {
        try #require(host.all { $0.gesture != nil && $0.adjustableAction != nil }.first)
      }
      let before = try firstWheel().accessibilityValue
      host.adjust(try firstWheel(), .increment)
      if try firstWheel().accessibilityValue == before { host.adjust(try firstWheel(), .decrement) }
      #expect(try firstWheel().accessibilityValue != before, "\(Sample.self)")
    }

    @Test(
      "Docs/SwiftUI.md and the DocC pages: the region sheet writes the engine on Confirm only, and its button shows it",
      arguments: SessionWindow.allCases, SessionEnding.allCases)
    func regionSamples(window: SessionWindow, ending: SessionEnding) throws {
      let engine = try SampleEngines.region()
      let title = engine.value.text(separator: "-")
      var moved = engine
      moved.step(1, inWheel: engine.model.displayOrder[0])
      let expected = ending == .confirm ? moved.value.text(separator: "-") : title
      let docs = try run(Docs_SwiftUI_2_View1(), button: title, in: window, ending: ending)
      #expect(docs.tree.buttons(labelled: expected).count == 1)
      let kinds = try run(
        Sources_WheelPickerSwiftUI_WheelPickerSwiftUI_PickerKinds_2_View1(), button: title,
        in: window,
        ending: ending)
      #expect(kinds.tree.buttons(labelled: expected).count == 1)
      let overview = try run(
        Sources_WheelPickerSwiftUI_WheelPickerSwiftUI_WheelPickerSwiftUI_1_View1(),
        button: title,
        in: window, ending: ending)
      #expect(overview.tree.buttons(labelled: expected).count == 1)
    }
  }
}

extension ViewHost {
  /// The sheet's panel now shown (the element with the modal trait), `nil` when none is.
  var panelNode: ViewNode? { all { $0.accessibilityTraits.contains(.isModal) }.first }
}
