import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

/// Every UIKit face test: one at a time, because the stub's announcements, haptics and running
/// animations are recorded in one place.
@Suite("The UIKit face, run against the recording UIKit stub", .serialized, .recordingSession)
@MainActor
struct UIKitFaceTests {}

/// Runs each test in a recording session of its own, so the announcements and haptics it reads are
/// its own, not those of tests running at the same time (the SwiftUI face's post announcements too).
struct RecordingSession: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await UIKitRecording.session.withValue(UInt64.random(in: 1...UInt64.max)) { try await function() }
  }
}

extension Trait where Self == RecordingSession {
  /// A recording session of its own for each test.
  static var recordingSession: Self { RecordingSession() }
}

/// A window with a presenting view controller in it, and the recordings emptied.
@MainActor
struct Stage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let presenter = UIViewController(nibName: nil, bundle: nil)

  init() {
    UIKitRecording.reset()
    window.rootViewController = presenter
    window.makeKeyAndVisible()
  }
}

/// What an `async` call returned or threw, each time it ended.
@MainActor
final class Outcomes<Value> {
  var values: [Value?] = []
  var errors: [any Error] = []
  var count: Int { values.count + errors.count }
}

/// Counts what sheets reported through their delegate, told apart by the sheet as a delegate of
/// several sheets does: a colour sheet's confirmed text is read from the sheet cast to its kind.
@MainActor
final class RecordingDelegate: WheelPickerSheetDelegate {
  var confirmed: [String] = []
  var cancellations = 0
  var changes = 0
  var refusals: [WheelPickerSheetError] = []
  /// The sheets that reported, in order, one entry per report.
  var reporters: [ObjectIdentifier] = []

  func wheelPickerSheetDidConfirm(_ sheet: UIViewController) {
    reporters.append(ObjectIdentifier(sheet))
    if let sheet = sheet as? WheelPickerSheetController<ListModel> { confirmed.append(sheet.value.value) }
  }
  func wheelPickerSheetDidCancel(_ sheet: UIViewController) {
    reporters.append(ObjectIdentifier(sheet))
    cancellations += 1
  }
  func wheelPickerSheet(_ sheet: UIViewController, didChange change: SelectionChange) {
    changes += 1
  }
  func wheelPickerSheet(_ sheet: UIViewController, didRefusePresentation error: WheelPickerSheetError) {
    reporters.append(ObjectIdentifier(sheet))
    refusals.append(error)
  }
}

/// Counts what a sheet reported through its closures.
@MainActor
final class RecordingClosures {
  var confirmed: [String] = []
  var cancellations = 0

  func attach<Model: WheelModel>(to sheet: WheelPickerSheetController<Model>) {
    sheet.onConfirm = { [unowned self] value in confirmed.append("\(value)") }
    sheet.onCancel = { [unowned self] in cancellations += 1 }
  }
}

extension WheelPickerSheetController {
  /// Starts `present(from:)` in a task on the main actor, recording how it ends.
  func startPresenting(
    from presenter: UIViewController, animated: Bool = true
  ) -> (Task<Void, Never>, Outcomes<Model.Value>) {
    let outcomes = Outcomes<Model.Value>()
    let task = Task { @MainActor in
      do {
        outcomes.values.append(try await self.present(from: presenter, animated: animated))
      } catch {
        outcomes.errors.append(error)
      }
    }
    return (task, outcomes)
  }

  /// The bar button titled `title` (the sheet's view is loaded).
  func button(titled title: String) -> UIButton? {
    view.allSubviews.compactMap { $0 as? UIButton }.first {
      $0.titles[UIControl.State.normal.rawValue] == title
    }
  }

  /// The dimmed backdrop: the control behind the panel.
  var backdrop: UIControl? { view.subviews.first as? UIControl }
}

extension UIView {
  /// The view's subviews, theirs, and so on, depth first.
  var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}

/// Lets the main actor run other work until `condition` holds, or 1,000 turns have passed (a
/// face that never gets there fails the test instead of hanging it).
@MainActor
func yield(until condition: () -> Bool) async {
  for _ in 0..<1_000 where !condition() { await Task.yield() }
}

/// A one-wheel sheet of colours in English, starting on red.
@MainActor
func colourSheet() throws -> WheelPickerSheetController<ListModel> {
  try WheelPickerSheetController(
    items: ["red", "green", "blue"], selected: "red", locale: Locale(identifier: "en"), title: "Colour")
}

/// A colour sheet presented from a new stage (closures and delegate left to the test), slid in.
@MainActor
func presentedColourSheet() throws -> (Stage, WheelPickerSheetController<ListModel>) {
  let stage = Stage()
  let sheet = try colourSheet()
  sheet.present(from: stage.presenter)
  UIKitRecording.finishAnimations()
  return (stage, sheet)
}

/// A colour sheet presented by `async present(from:)` from a stage, with its closures and
/// delegate recorded.
@MainActor
struct SheetSession {
  let stage = Stage()
  let sheet: WheelPickerSheetController<ListModel>
  let closures = RecordingClosures()
  let delegate = RecordingDelegate()
  let task: Task<Void, Never>
  let outcomes: Outcomes<ListChoice>

  /// Presents the sheet; with `slidesIn`, lets the slide-up end too.
  init(slidesIn: Bool = true) async throws {
    sheet = try colourSheet()
    closures.attach(to: sheet)
    sheet.delegate = delegate
    (task, outcomes) = sheet.startPresenting(from: stage.presenter)
    let presenter = stage.presenter
    await yield { presenter.presentedViewController != nil }
    if slidesIn { UIKitRecording.finishAnimations() }
  }

  /// Lets time pass until every animation has ended, then waits for the `async` call.
  func finish() async {
    UIKitRecording.finishAnimations()
    let outcomes = outcomes
    await yield { outcomes.count > 0 }
  }
}

/// How a colour sheet presented by `async present(from:)` ended, once nothing held it any more.
@MainActor
struct ReleasedSheet {
  let outcomes: Outcomes<ListChoice>
  let closures: RecordingClosures
  /// Whether the sheet was deallocated once its call ended and the test let go of it.
  let isReleased: Bool

  /// Presents a new colour sheet from `stage`, runs `script` on it (with the presenting task), lets
  /// time pass, waits for the call and lets go of the sheet.
  init(
    from stage: Stage,
    _ script: (WheelPickerSheetController<ListModel>, Task<Void, Never>, Outcomes<ListChoice>) async -> Void
  ) async throws {
    weak var released: WheelPickerSheetController<ListModel>?
    closures = RecordingClosures()
    do {
      let sheet = try colourSheet()
      released = sheet
      closures.attach(to: sheet)
      let (task, outcomes) = sheet.startPresenting(from: stage.presenter)
      self.outcomes = outcomes
      await yield { stage.presenter.presentedViewController != nil }
      await script(sheet, task, outcomes)
      UIKitRecording.finishAnimations()
      await yield { outcomes.count > 0 }
      // A call that never ends fails the test's expectations instead of hanging the run.
      if outcomes.count > 0 { await task.value }
    }
    isReleased = released == nil
  }
}
