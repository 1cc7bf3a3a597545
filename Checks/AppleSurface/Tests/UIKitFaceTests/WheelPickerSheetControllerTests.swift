import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

extension UIKitFaceTests {
  /// Scripted sessions of `WheelPickerSheetController`: what it asks UIKit, and what it reports.
  @Suite("Sheet sessions")
  @MainActor
  struct WheelPickerSheetControllerTests {
    @Test("present, move the wheel, Confirm: the value reported once by closure, delegate and async call")
    func confirm() async throws {
      let session = try await SheetSession(slidesIn: false)
      let (stage, sheet, closures, delegate) = (
        session.stage, session.sheet, session.closures, session.delegate
      )

      #expect(stage.presenter.presentationRecords == [.present(animated: true)])
      #expect(sheet.isBeingPresented)
      #expect(UIKitRecording.animationDurations == [0.4])
      UIKitRecording.finishAnimations()
      #expect(stage.presenter.presentationRecords == [.present(animated: true), .presentCompleted])
      #expect(sheet.view.window === stage.window)
      #expect(sheet.backdrop?.alpha == 1)

      let picker = sheet.adapter.pickerView
      picker.calls = []
      picker.scroll(toRow: 2, inComponent: 0)
      #expect(sheet.value.value == "blue")
      #expect(delegate.changes == 1)
      #expect(UIKitRecording.haptics == [.selectionChanged])
      #expect(picker.calls == [], "the wheel under the finger is neither reloaded nor scrolled")

      let confirmButton = try #require(sheet.button(titled: "Confirm"))
      confirmButton.sendActions(for: .primaryActionTriggered)
      #expect(closures.confirmed == ["blue"])
      #expect(delegate.confirmed == ["blue"])
      await session.finish()
      let outcomes = session.outcomes
      #expect(outcomes.values.map { $0?.value } == ["blue"])
      #expect(outcomes.errors.isEmpty)
      #expect(
        stage.presenter.presentationRecords == [
          .present(animated: true), .presentCompleted, .dismiss(animated: true), .dismissCompleted,
        ])
      #expect(stage.presenter.presentedViewController == nil)
      #expect(sheet.view.window == nil)
      #expect(sheet.backdrop?.alpha == 0)
      #expect(closures.cancellations == 0 && delegate.cancellations == 0)
    }

    @Test("Confirm during the slide-up: reported at once, the sheet slides away once the slide-up is over")
    func confirmWhileSlidingIn() async throws {
      let session = try await SheetSession(slidesIn: false)
      let (stage, sheet) = (session.stage, session.sheet)
      try #require(sheet.button(titled: "Confirm")).sendActions(for: .primaryActionTriggered)
      #expect(session.closures.confirmed == ["red"])
      #expect(
        stage.presenter.presentationRecords == [.present(animated: true)], "no dismissal mid-transition")
      await session.finish()
      #expect(session.outcomes.values.map { $0?.value } == ["red"])
      #expect(
        stage.presenter.presentationRecords == [
          .present(animated: true), .presentCompleted, .dismiss(animated: true), .dismissCompleted,
        ])
      #expect(session.closures.confirmed == ["red"])
    }

    /// The ways a user cancels a sheet.
    enum CancelGesture: String, CaseIterable, CustomTestStringConvertible {
      case cancelButton = "the Cancel button"
      case backdrop = "a tap on the backdrop"
      case escape = "VoiceOver's escape gesture"
      var testDescription: String { rawValue }
    }

    @Test("present, then cancel: nil reported once, the sheet slides away", arguments: CancelGesture.allCases)
    func cancel(_ gesture: CancelGesture) async throws {
      let session = try await SheetSession()
      let (stage, sheet, closures, delegate) = (
        session.stage, session.sheet, session.closures, session.delegate
      )
      sheet.adapter.pickerView.scroll(toRow: 1, inComponent: 0)

      switch gesture {
      case .cancelButton:
        try #require(sheet.button(titled: "Cancel")).sendActions(for: .primaryActionTriggered)
      case .backdrop: try #require(sheet.backdrop).sendActions(for: .touchUpInside)
      case .escape: #expect(sheet.accessibilityPerformEscape())
      }
      await session.finish()
      let outcomes = session.outcomes

      #expect(outcomes.values.count == 1 && outcomes.values.first == .some(nil))
      #expect(outcomes.errors.isEmpty)
      #expect(closures.cancellations == 1 && delegate.cancellations == 1)
      #expect(closures.confirmed.isEmpty && delegate.confirmed.isEmpty)
      #expect(stage.presenter.presentationRecords.last == .dismissCompleted)
      #expect(stage.presenter.presentedViewController == nil)
    }

    @Test("a second Confirm, and Cancel, the backdrop or escape during the slide-out change nothing")
    func endsOnce() async throws {
      let session = try await SheetSession()
      let (stage, sheet, closures, delegate) = (
        session.stage, session.sheet, session.closures, session.delegate
      )

      let confirmButton = try #require(sheet.button(titled: "Confirm"))
      confirmButton.sendActions(for: .primaryActionTriggered)
      confirmButton.sendActions(for: .primaryActionTriggered)
      try #require(sheet.button(titled: "Cancel")).sendActions(for: .primaryActionTriggered)
      try #require(sheet.backdrop).sendActions(for: .touchUpInside)
      _ = sheet.accessibilityPerformEscape()
      sheet.confirm()
      sheet.cancel()
      await session.finish()
      let outcomes = session.outcomes

      #expect(closures.confirmed == ["red"] && delegate.confirmed == ["red"])
      #expect(closures.cancellations == 0 && delegate.cancellations == 0)
      #expect(outcomes.values.map { $0?.value } == ["red"])
      #expect(
        stage.presenter.presentationRecords == [
          .present(animated: true), .presentCompleted, .dismiss(animated: true), .dismissCompleted,
        ], "one dismissal, and none refused")
    }

    @Test("dismissed by other code: the async call returns nil once, and the sheet is released")
    func dismissedByOthers() async throws {
      let stage = Stage()
      let ended = try await ReleasedSheet(from: stage) { _, _, _ in
        UIKitRecording.finishAnimations()
        stage.presenter.dismiss(animated: true)
      }
      #expect(ended.outcomes.values.count == 1 && ended.outcomes.values.first == .some(nil))
      #expect(ended.outcomes.errors.isEmpty)
      #expect(
        ended.closures.cancellations == 1, "an ending without a value is a cancellation for the closures too")
      #expect(stage.presenter.presentedViewController == nil)
      #expect(ended.isReleased)
    }

    @Test(
      "the waiting task cancelled during the slide-in: nil once, after the slide-in, and the sheet released")
    func taskCancelledWhileSlidingIn() async throws {
      let stage = Stage()
      let ended = try await ReleasedSheet(from: stage) { sheet, task, _ in
        #expect(sheet.isBeingPresented)
        task.cancel()
        for _ in 0..<10 { await Task.yield() }
        #expect(
          stage.presenter.presentationRecords == [.present(animated: true)],
          "no dismissal while the slide-in runs (UIKit would refuse it)")
      }
      #expect(
        stage.presenter.presentationRecords == [
          .present(animated: true), .presentCompleted, .dismiss(animated: true), .dismissCompleted,
        ])
      #expect(ended.outcomes.values.count == 1 && ended.outcomes.values.first == .some(nil))
      #expect(ended.outcomes.errors.isEmpty)
      #expect(ended.closures.cancellations == 1)
      #expect(stage.presenter.presentedViewController == nil)
      #expect(ended.isReleased)
    }

    @Test("the presenter already presenting: the async call throws instead of waiting")
    func refusedWhilePresenting() async throws {
      let stage = Stage()
      let other = UIViewController(nibName: nil, bundle: nil)
      stage.presenter.present(other, animated: false)
      let sheet = try colourSheet()
      let (_, outcomes) = sheet.startPresenting(from: stage.presenter)
      await yield { outcomes.count > 0 }
      #expect(outcomes.errors.count == 1)
      #expect(outcomes.errors.first as? WheelPickerSheetError == .presentationRefused)
      #expect(stage.presenter.presentationRecords.last == .presentRefused(.alreadyPresenting))
      #expect(stage.presenter.presentedViewController === other)
    }

    @Test("the presenter not in a window: the async call throws; presented later from a window, it works")
    func refusedOutsideAWindow() async throws {
      let stage = Stage()
      let orphan = UIViewController(nibName: nil, bundle: nil)
      let sheet = try colourSheet()
      let (_, refused) = sheet.startPresenting(from: orphan)
      await yield { refused.count > 0 }
      #expect(refused.errors.count == 1)
      #expect(refused.errors.first as? WheelPickerSheetError == .presentationRefused)
      #expect(orphan.presentationRecords == [.presentRefused(.notInWindow)])

      let (_, outcomes) = sheet.startPresenting(from: stage.presenter)
      await yield { stage.presenter.presentedViewController != nil }
      UIKitRecording.finishAnimations()
      sheet.confirm()
      UIKitRecording.finishAnimations()
      await yield { outcomes.count > 0 }
      #expect(outcomes.values.map { $0?.value } == ["red"])
    }

    @Test("a sheet waiting for an answer, or shown before, refuses to be presented again: already presented")
    func alreadyPresented() async throws {
      let stage = Stage()
      let sheet = try colourSheet()
      let (_, first) = sheet.startPresenting(from: stage.presenter)
      await yield { stage.presenter.presentedViewController != nil }
      UIKitRecording.finishAnimations()
      let (_, second) = sheet.startPresenting(from: stage.presenter)
      await yield { second.count > 0 }
      #expect(second.errors.map { $0 as? WheelPickerSheetError } == [.alreadyPresented])
      #expect(first.count == 0, "the first wait goes on")

      sheet.cancel()
      UIKitRecording.finishAnimations()
      await yield { first.count > 0 }
      #expect(first.values.count == 1 && first.values.first == .some(nil))
      let (_, again) = sheet.startPresenting(from: stage.presenter)
      await yield { again.count > 0 }
      #expect(again.errors.map { $0 as? WheelPickerSheetError } == [.alreadyPresented])
      let anchored = Outcomes<ListChoice>()
      do {
        anchored.values.append(
          try await sheet.present(from: stage.presenter, anchor: .view(stage.presenter.view)))
      } catch {
        #expect(error == .alreadyPresented)
      }
      #expect(anchored.values.isEmpty)
    }

    @Test("each refusal says what went wrong and what to do")
    func refusalWords() {
      #expect(
        WheelPickerSheetError.alreadyPresented.description
          == "the sheet is already presented or has been presented before: make a new sheet for each question"
      )
      #expect(
        WheelPickerSheetError.presentationRefused.description
          == "UIKit did not present the sheet: the presenter is presenting another view controller or is not in a window"
      )
    }
  }
}
