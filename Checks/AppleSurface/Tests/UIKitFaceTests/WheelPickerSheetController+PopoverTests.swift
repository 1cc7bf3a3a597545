import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// `WheelPickerSheetController.present(from:anchor:)`: a popover in a regular width, the bottom
  /// sheet in a compact one.
  @Suite("Sheet popover")
  @MainActor
  struct WheelPickerSheetControllerPopoverTests {
    @Test(
      "regular width, anchored to a button: a popover of the panel alone, still one when the window narrows; a tap outside cancels once"
    )
    func popover() async throws {
      let stage = Stage()
      SystemSettings.horizontalSizeClass = .regular
      let button = UIButton(frame: CGRect(x: 20, y: 30, width: 80, height: 44))
      stage.presenter.view.addSubview(button)
      let sheet = try colourSheet()
      let closures = RecordingClosures()
      closures.attach(to: sheet)
      let outcomes = Outcomes<ListChoice>()
      let task = Task { @MainActor in
        outcomes.values.append(try await sheet.present(from: stage.presenter, anchor: .view(button)))
      }
      await yield { stage.presenter.presentedViewController != nil }

      #expect(sheet.presentation == .popover)
      #expect(sheet.modalPresentationStyle == .popover)
      let popover = try #require(sheet.popoverPresentationController)
      #expect(popover.sourceView === button && popover.sourceRect == button.bounds)
      #expect(sheet.preferredContentSize == CGSize(width: 375, height: 250))
      #expect(sheet.view.frame.size == CGSize(width: 375, height: 250))
      #expect(sheet.backdrop?.isHidden == true, "no dimmed backdrop in a popover")
      #expect(!UIKitRecording.animationDurations.contains(0.4), "no slide: the system shows the popover")
      UIKitRecording.finishAnimations()
      #expect(sheet.phase == .shown)

      // A Slide Over or Split View resize makes the window compact while the popover is up.
      let narrow = UITraitCollection()
      narrow.sizeClass = .compact
      popover.traitsChanged(to: narrow)
      #expect(
        popover.adaptedStyle == UIModalPresentationStyle.none, "stays a popover, not a clear full screen")
      #expect(sheet.phase == .shown)

      popover.dismissByTappingOutside()
      UIKitRecording.finishAnimations()
      await yield { outcomes.values.count > 0 }
      _ = await task.result
      #expect(closures.cancellations == 1 && closures.confirmed.isEmpty)
      #expect(outcomes.values.count == 1 && outcomes.values.first == .some(nil))
      #expect(stage.presenter.presentedViewController == nil)
    }

    @Test("regular width, anchored to a bar button item: the popover points at the item")
    func barButtonItem() throws {
      let stage = Stage()
      SystemSettings.horizontalSizeClass = .regular
      let item = UIBarButtonItem(title: "Colour")
      let sheet = try colourSheet()
      sheet.present(from: stage.presenter, anchor: .barButtonItem(item))
      #expect(sheet.popoverPresentationController?.sourceItem === item)
      #expect(stage.presenter.presentationRecords.first == .present(animated: true))
      UIKitRecording.finishAnimations()
      try #require(sheet.button(titled: "Confirm")).sendActions(for: .primaryActionTriggered)
      UIKitRecording.finishAnimations()
      #expect(stage.presenter.presentedViewController == nil)
    }

    @Test("compact width, the same anchor: the bottom sheet slides up over its backdrop")
    func compactWidth() throws {
      let stage = Stage()
      SystemSettings.horizontalSizeClass = .compact
      let button = UIButton(frame: CGRect(x: 20, y: 30, width: 80, height: 44))
      stage.presenter.view.addSubview(button)
      let sheet = try colourSheet()
      sheet.present(from: stage.presenter, anchor: .view(button))
      #expect(sheet.presentation == .bottomSheet)
      #expect(sheet.modalPresentationStyle == .overCurrentContext)
      #expect(sheet.popoverPresentationController == nil)
      #expect(UIKitRecording.animationDurations == [0.4])
      UIKitRecording.finishAnimations()
      #expect(sheet.backdrop?.isHidden == false && sheet.backdrop?.alpha == 1)
      #expect(sheet.view.frame.size == stage.window.bounds.size)
    }
  }
}
