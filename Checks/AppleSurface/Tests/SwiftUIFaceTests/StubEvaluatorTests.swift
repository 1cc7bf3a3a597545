import Foundation
import Testing

@testable import SwiftUI

// The stub's runtime held to SwiftUI's rules, so that a face session passing here means what it would
// on a device: state belongs to a view's position, leaves with it and starts afresh under a new `.id`;
// `onChange` and `onDismiss` run after an update; `task(id:)` restarts when its id changes.

/// What the small views below saw.
@MainActor final class EventLog {
  var events: [String] = []
}

private struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button {
      count += 1
    } label: {
      Text("\(name) \(count)")
    }
  }
}

private struct Counters: View {
  @State private var isFirstShown = true
  @State private var generation = 0

  var body: some View {
    VStack {
      if isFirstShown { Counter(name: "first") }
      Counter(name: "second").id(generation)
      Button {
        isFirstShown.toggle()
      } label: {
        Text("toggle")
      }
      Button {
        generation += 1
      } label: {
        Text("renew")
      }
    }
  }
}

/// A counter whose button is disabled from outside, and re-enabled inside (which SwiftUI ignores).
private struct Lock: View {
  @State private var isLocked = false
  @State private var count = 0

  var body: some View {
    VStack {
      Button {
        count += 1
      } label: {
        Text("count \(count)")
      }
      .disabled(false)
      .disabled(isLocked)
      Button {
        isLocked.toggle()
      } label: {
        Text("lock")
      }
    }
  }
}

private struct Watcher: View {
  let log: EventLog
  @State private var value = 0
  @State private var isShowingSheet = false

  var body: some View {
    VStack {
      Button {
        value += 1
      } label: {
        Text("bump")
      }
      .onChange(of: value) { log.events.append("changed to \($0)") }
      Button {
        isShowingSheet = true
      } label: {
        Text("show")
      }
      .sheet(isPresented: $isShowingSheet, onDismiss: { log.events.append("dismissed") }) {
        Button {
          isShowingSheet = false
        } label: {
          Text("close")
        }
      }
      .task(id: value) {
        let id = value
        log.events.append("task \(id) started")
        try? await Task.sleep(nanoseconds: 50_000_000)
        log.events.append(Task.isCancelled ? "task \(id) cancelled" : "task \(id) finished")
      }
    }
  }
}

private struct LocaleReader: View {
  @Environment(\.locale) private var locale

  var body: some View {
    GeometryReader { proxy in
      Text("\(locale.identifier) \(Int(proxy.size.width))×\(Int(proxy.size.height))")
    }
  }
}

@MainActor
@Suite("The SwiftUI stub's evaluator")
struct StubEvaluatorTests {
  @Test("state is kept by position across evaluations, leaves with its view and starts afresh under a new id")
  func stateByPosition() throws {
    let host = ViewHost(Counters())
    host.press(try #require(host.button("first 0")))
    host.press(try #require(host.button("first 1")))
    host.press(try #require(host.button("second 0")))
    #expect(host.tree.texts.prefix(2) == ["first 2", "second 1"])
    host.press(try #require(host.button("toggle")))
    #expect(
      host.tree.texts.prefix(2) == ["second 1", "toggle"], "the second keeps its state when the first leaves")
    host.press(try #require(host.button("toggle")))
    #expect(host.tree.texts.prefix(2) == ["first 0", "second 1"], "a view back in the tree starts afresh")
    host.press(try #require(host.button("renew")))
    #expect(host.tree.texts.prefix(2) == ["first 0", "second 0"], "a new id is a new view")
  }

  @Test("onChange runs after an update with the new value, never for the first value")
  func onChange() throws {
    let log = EventLog()
    let host = ViewHost(Watcher(log: log))
    #expect(!log.events.contains { $0.hasPrefix("changed") })
    host.press(try #require(host.button("bump")))
    host.press(try #require(host.button("bump")))
    #expect(log.events.filter { $0.hasPrefix("changed") } == ["changed to 1", "changed to 2"])
  }

  @Test("a sheet's content exists while it is shown; onDismiss runs when code or a swipe hides it")
  func sheet() throws {
    let log = EventLog()
    let host = ViewHost(Watcher(log: log))
    #expect(host.button("close") == nil)
    host.press(try #require(host.button("show")))
    host.press(try #require(host.button("close")))
    #expect(host.button("close") == nil)
    #expect(log.events.filter { $0 == "dismissed" }.count == 1)
    host.press(try #require(host.button("show")))
    host.swipeDownSheet()
    #expect(log.events.filter { $0 == "dismissed" }.count == 2)
  }

  @Test("task(id:) starts with the view and restarts, the running one cancelled, when its id changes")
  func task() async throws {
    let log = EventLog()
    let host = ViewHost(Watcher(log: log))
    await Task.yield()
    host.press(try #require(host.button("bump")))
    await host.finishTasks()
    let tasks = log.events.filter { $0.hasPrefix("task") }
    #expect(Set(tasks.filter { $0.hasSuffix("started") }) == ["task 0 started", "task 1 started"])
    #expect(tasks.contains("task 0 cancelled"))
    #expect(tasks.last == "task 1 finished")
  }

  @Test("a disabled button ignores a press, even where its content enables it again")
  func disabledButton() throws {
    let host = ViewHost(Lock())
    host.press(try #require(host.button("count 0")))
    #expect(try #require(host.button("count 1")).isEnabledButton)
    host.press(try #require(host.button("lock")))
    let locked = try #require(host.button("count 1"))
    #expect(!locked.isEnabledButton)
    host.press(locked)
    #expect(host.button("count 1") != nil, "the press was ignored")
    host.press(try #require(host.button("lock")))
    host.press(try #require(host.button("count 1")))
    #expect(host.button("count 2") != nil)
  }

  @Test("@Environment reads what an ancestor set; GeometryReader reports what the nearest frame offers")
  func environmentAndGeometry() {
    let host = ViewHost(
      LocaleReader().frame(width: 200, height: 80).environment(\.locale, Locale(identifier: "zh_Hans")))
    #expect(host.tree.texts == ["zh_Hans 200×80"])
  }
}
