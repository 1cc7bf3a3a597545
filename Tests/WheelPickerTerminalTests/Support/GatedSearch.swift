import Foundation
import WheelPickerCore
import WheelPickerPresentation

/// The focused-wheel search behind a gate: each search notes its query in a shared log, waits
/// until the test opens the gate (ten seconds at most, standing for "for ever") or the search is
/// cancelled, searches, and notes that it finished; so a test can tell what happened while a
/// search was under way.
final class GatedSearch<Model: WheelModel>: SheetSearching, @unchecked Sendable {
  private let lock = NSLock()
  private let gate = DispatchSemaphore(value: 0)
  private let started = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private var isOpen = false
  private var entries: [String] = []

  /// What happened, in order: `search Q`, `done Q`, and what the test noted.
  var log: [String] { lock.withLock { entries } }

  /// Notes something that happened outside the search.
  func note(_ entry: String) { lock.withLock { entries.append(entry) } }

  /// Lets every search waiting, and every later one, through.
  func open() {
    let opens = lock.withLock {
      defer { isOpen = true }
      return !isOpen
    }
    if opens { gate.signal() }
  }

  /// Waits until a search starts (ten seconds at most); `false` when none did.
  func waitForOneToStart() -> Bool { started.wait(timeout: .now() + 10) == .success }

  /// Waits until a search finishes (ten seconds at most); `false` when none did.
  func waitForOneToFinish() -> Bool { finished.wait(timeout: .now() + 10) == .success }

  func matches(for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int) -> [SearchMatch] {
    matches(for: query, in: engine, focusedWheel: focusedWheel, cancellation: .never)
  }

  /// Waits at the gate until it opens or the search is cancelled (then notes `cancelled Q` and
  /// finds nothing), then searches.
  func matches(
    for query: String, in engine: SelectionEngine<Model>, focusedWheel: Int, cancellation: SearchCancellation
  ) -> [SearchMatch] {
    let waits = lock.withLock {
      entries.append("search \(query)")
      return !isOpen
    }
    started.signal()
    if waits {
      let end = DispatchTime.now() + 10
      var passed = false
      while !passed, !cancellation.isCancelled, DispatchTime.now() < end {
        passed = gate.wait(timeout: .now() + .milliseconds(2)) == .success
      }
      // The gate stays open for the searches after this one.
      if passed { gate.signal() }
      // Asked again after the gate opened: a test opens it only after the newer request.
      if cancellation.isCancelled {
        note("cancelled \(query)")
        finished.signal()
        return []
      }
    }
    let matches = FocusedWheelSearch<Model>().matches(
      for: query, in: engine, focusedWheel: focusedWheel, cancellation: cancellation)
    note("done \(query)")
    finished.signal()
    return matches
  }
}
