import Dispatch
import WheelPickerCore
import WheelPickerPresentation

/// Runs a sheet's searches on a thread of its own, so that the loop that reads keys and
/// signals never waits for one (a query typed into a list of millions of lines).
///
/// One search runs at a time, and only the newest request waits behind it: a search made stale
/// by more typing stops within a few thousand rows (it is asked, through a
/// ``/WheelPickerCore/SearchCancellation``, whether a newer request waits), and the newest starts
/// next. The answer to the newest request
/// is kept for the loop (``takeResults()``), which the worker wakes (the terminal's
/// ``TerminalIO/waker``).
final class SearchWorker<Model: WheelModel>: @unchecked Sendable {
  private let sheet: PickerSheet<Model>
  private let wake: @Sendable () -> Void
  private let runner = DispatchQueue(label: "WheelPicker.search", qos: .userInitiated)
  /// Guards the fields below it.
  private let guardQueue = DispatchQueue(label: "WheelPicker.search.state")
  private var waiting: SheetSearchRequest<Model>?
  private var isRunning = false
  private var answer: SheetSearchResults?

  /// A worker that runs `sheet`'s searches and calls `wake` when an answer is ready.
  init(sheet: PickerSheet<Model>, wake: @escaping @Sendable () -> Void) {
    self.sheet = sheet
    self.wake = wake
  }

  /// Asks for a search; a request still waiting is replaced, an answer not yet taken dropped.
  func submit(_ request: SheetSearchRequest<Model>) {
    let starts = guardQueue.sync {
      waiting = request
      answer = nil
      guard !isRunning else { return false }
      isRunning = true
      return true
    }
    if starts { runner.async { self.drain() } }
  }

  /// The answer to the newest request, once (`nil` while it runs).
  func takeResults() -> SheetSearchResults? {
    guardQueue.sync {
      defer { answer = nil }
      return answer
    }
  }

  /// Whether a newer request waits behind the one running.
  private var isOvertaken: Bool { guardQueue.sync { waiting != nil } }

  /// Runs the waiting requests until none is left; keeps only the answer to the last.
  private func drain() {
    while true {
      let next: SheetSearchRequest<Model>? = guardQueue.sync {
        defer { waiting = nil }
        if waiting == nil { isRunning = false }
        return waiting
      }
      guard let request = next else { return }
      let results = sheet.results(of: request, cancellation: SearchCancellation { self.isOvertaken })
      let isNewest = guardQueue.sync {
        guard waiting == nil else { return false }
        answer = results
        return true
      }
      if isNewest { wake() }
    }
  }
}
