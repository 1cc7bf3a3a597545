import Foundation
import Testing
import WheelPickerUIKit

@testable import UIKit

// Every UIKit sample of the documentation that presents a sheet, run as written (the generated
// methods of `AppleDocumentationSnippetTests.swift`, with the documentation's view controller as
// `self`) in an iPhone's window and an iPad's: the sheet covers the window with its panel at the
// bottom, Confirm ends the call once with a value, Cancel and VoiceOver's escape end it once without.

/// A snippet of the documentation that presents a sheet from `self`.
struct PresentingSample: Sendable, CustomTestStringConvertible {
  let name: String
  /// How many times the sample saves a confirmed value (once for each way it is told).
  var saves = 0
  let run: @MainActor @Sendable (DocumentationViewController) async throws -> Void
  var testDescription: String { name }

  static let all: [PresentingSample] = [
    PresentingSample(name: "README #2 (date)") { try await $0.README_2() },
    PresentingSample(name: "README #4 (range)") { try await $0.README_4() },
    PresentingSample(name: "README #6 (countdown)") { try await $0.README_6() },
    PresentingSample(name: "README #7 (region)") { try await $0.README_7() },
    PresentingSample(name: "README #10 (plist cascade)") { try await $0.README_10() },
    PresentingSample(name: "Docs/UIKit.md #1 (a Date in and out)") { try await $0.Docs_UIKit_1() },
    PresentingSample(name: "Docs/UIKit.md #2 (async list)", saves: 1) { try await $0.Docs_UIKit_2() },
    PresentingSample(name: "Docs/UIKit.md #3 (closures and delegate)", saves: 2) { try $0.Docs_UIKit_3() },
    PresentingSample(name: "Docs/UIKit.md #4 (date, 至今)", saves: 1) { try await $0.Docs_UIKit_4() },
    PresentingSample(name: "Docs/UIKit.md #6 (region)") { try await $0.Docs_UIKit_6() },
    PresentingSample(name: "WheelPickerUIKit.docc #1 (a Date in and out)") {
      try await $0.Sources_WheelPickerUIKit_WheelPickerUIKit_WheelPickerUIKit_1()
    },
  ]
}

/// A view controller presented by a sample, its buttons and its end.
@MainActor
enum SampleSheet {
  /// The bar's buttons of the presented sheet, left to right: Cancel, then Confirm.
  static func buttons(of sheet: UIViewController) -> [UIButton] {
    func all(_ view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + all($0) } }
    return all(sheet.view).compactMap { $0 as? UIButton }
  }
}

extension DocumentationSessions {
  @MainActor
  @Suite("UIKit")
  struct DocumentationUIKitSessionTests {
    @Test(
      "each presenting UIKit sample: the sheet covers the window, and Confirm, Cancel or escape end it once",
      arguments: PresentingSample.all)
    func session(sample: PresentingSample) async throws {
      for window in [
        CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 0, y: 0, width: 820, height: 1180),
      ] {
        for ending in ["Confirm", "Cancel", "escape"] {
          try await UIKitRecording.session.withValue(UInt64.random(in: 1...UInt64.max)) {
            try await run(sample, in: window, ending: ending)
          }
        }
      }
    }

    func run(_ sample: PresentingSample, in frame: CGRect, ending: String) async throws {
      UIKitRecording.reset()
      DocumentationGiven.saved = []
      let window = UIWindow(frame: frame)
      // The iPad's window is a regular width, the phone's compact, as UIKit gives them full screen.
      let isRegularWidth = frame.width >= 768
      window.horizontalSizeClassOverride = isRegularWidth ? .regular : .compact
      let controller = DocumentationViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(controller.traitCollection.horizontalSizeClass == (isRegularWidth ? .regular : .compact))
      var finished = 0
      var failure: (any Error)?
      let task = Task { @MainActor in
        do { try await sample.run(controller) } catch { failure = error }
        finished += 1
      }
      for _ in 0..<1_000 where controller.presentedViewController == nil && finished == 0 {
        await Task.yield()
      }
      let sheet = try #require(controller.presentedViewController, "\(sample.name): nothing presented")
      UIKitRecording.finishAnimations()
      #expect(
        sheet.traitCollection.horizontalSizeClass == (isRegularWidth ? .regular : .compact),
        "\(sample.name): the sheet is in the window's size class")
      #expect(sheet.view.frame == window.bounds, "\(sample.name): the sheet covers the window")
      let buttons = SampleSheet.buttons(of: sheet)
      try #require(buttons.count == 2, "\(sample.name): Cancel and Confirm")
      switch ending {
      case "Confirm": buttons[1].sendActions(for: .primaryActionTriggered)
      case "Cancel": buttons[0].sendActions(for: .primaryActionTriggered)
      default: #expect(sheet.accessibilityPerformEscape())
      }
      // A second tap while the sheet leaves reports nothing more.
      buttons[1].sendActions(for: .primaryActionTriggered)
      UIKitRecording.finishAnimations()
      await task.value
      #expect(finished == 1, "\(sample.name): the call ended once")
      #expect(failure == nil, "\(sample.name): \(String(describing: failure))")
      #expect(controller.presentedViewController == nil, "\(sample.name): the sheet has gone")
      #expect(
        DocumentationGiven.saved.count == (ending == "Confirm" ? sample.saves : 0),
        "\(sample.name): \(DocumentationGiven.saved)")
    }
  }
}
