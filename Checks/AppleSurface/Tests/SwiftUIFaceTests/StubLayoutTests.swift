import Foundation
import Testing

@testable import SwiftUI

// The stub's layout and presentations held to what Apple documents, so that a face session passing
// here means the panel is where a device would draw it: an overlay takes the modified view's frame,
// a sheet is presented at the window, a popover adapts to a sheet in a compact width, `onDismiss`
// runs once the dismissal has slid away, and one presentation is shown at a time.

/// Reports the size an overlay's geometry reader is offered, on a text and on a full-screen stack.
private struct OverlaySizes: View {
  var body: some View {
    VStack {
      Text("Hi")
        .overlay {
          GeometryReader { proxy in Text("on text \(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .overlay {
      GeometryReader { proxy in Text("on screen \(Int(proxy.size.width))×\(Int(proxy.size.height))") }
    }
  }
}

/// A form with a button in a row, and the sheet and popover the button presents.
private struct FormPresenter: View {
  @State var isShowingSheet = false
  @State var isShowingPopover = false

  var body: some View {
    Form {
      Button("sheet") { isShowingSheet = true }
        .sheet(isPresented: $isShowingSheet) {
          GeometryReader { proxy in Text("sheet \(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        }
      Button("popover") { isShowingPopover = true }
        .popover(isPresented: $isShowingPopover) {
          Text("in popover").frame(width: 300, height: 200)
        }
    }
  }
}

/// Two sheets on one screen, and what their `onDismiss` actions and the view's `onAppear` saw.
struct TwoSheets: View {
  let log: EventLog
  @State var isFirstShown = false
  @State var isSecondShown = false

  var body: some View {
    VStack {
      Button("first") { isFirstShown = true }
        .sheet(isPresented: $isFirstShown, onDismiss: { log.events.append("first dismissed") }) {
          Button("close first") { isFirstShown = false }
        }
      Button("second") { isSecondShown = true }
        .sheet(isPresented: $isSecondShown, onDismiss: { log.events.append("second dismissed") }) {
          Text("second sheet")
        }
    }
    .onAppear { log.events.append("appeared") }
  }
}

@MainActor
@Suite("The SwiftUI stub's layout and presentations")
struct StubLayoutTests {
  @Test("an overlay is offered the frame of the view it modifies: a line of text, or the whole screen")
  func overlayTakesTheModifiedFrame() {
    let host = ViewHost(OverlaySizes())
    #expect(host.tree.texts.contains("on text 18×22"))
    #expect(host.tree.texts.contains("on screen 390×844"))
  }

  @Test("frames fix or bound a view's size, padding adds to it, and a stack sums its children")
  func frames() {
    let fixed = ViewHost(Text("abc").frame(width: 100, height: 50))
    #expect(fixed.tree.size == CGSize(width: 100, height: 50))
    let flexible = ViewHost(Text("abc").frame(maxWidth: .infinity))
    #expect(flexible.tree.size == CGSize(width: 390, height: 22))
    let padded = ViewHost(Text("abc").padding(10))
    #expect(padded.tree.size == CGSize(width: 47, height: 42))
    let stack = ViewHost(
      VStack {
        Text("a")
        Text("b")
      })
    #expect(stack.tree.size == CGSize(width: 9, height: 44))
    let spaced = ViewHost(
      HStack {
        Text("a")
        Spacer()
      })
    #expect(spaced.tree.size.width == 390)
  }

  @Test("a button in a form fills its row; a sheet it presents is offered the whole window")
  func sheetAtTheWindow() throws {
    let host = ViewHost(FormPresenter())
    #expect(host.button("sheet")?.size == CGSize(width: 390, height: 44))
    host.press(try #require(host.button("sheet")))
    #expect(host.tree.texts.contains("sheet 390×844"))
    let text = host.all { $0.text == "sheet 390×844" }.first
    #expect(text?.place == .sheet)
  }

  @Test("a popover points at its view in a regular width and is shown as a sheet in a compact one")
  func popoverAdapts() throws {
    for sizeClass in [UserInterfaceSizeClass.regular, .compact] {
      var environment = EnvironmentValues()
      environment.horizontalSizeClass = sizeClass
      let host = ViewHost(FormPresenter(), environment: environment)
      host.press(try #require(host.button("popover")))
      let content = host.all { $0.text == "in popover" }.first
      #expect(content?.place == (sizeClass == .regular ? .popover : .sheet), "\(sizeClass)")
      #expect(content?.size == CGSize(width: 300, height: 200))
    }
  }

  @Test("onAppear runs once when the view first appears, not on later updates")
  func onAppearOnce() throws {
    let log = EventLog()
    let host = ViewHost(TwoSheets(log: log))
    #expect(log.events == ["appeared"])
    host.press(try #require(host.button("first")))
    #expect(log.events == ["appeared"])
  }

  /// Two sheets on a host whose buttons labelled `labels` were pressed in turn; with
  /// `holdingTransitions`, no dismissal ends until the test says so.
  func pressing(
    _ labels: [String], holdingTransitions: Bool = false
  ) throws -> (EventLog, ViewHost<TwoSheets>) {
    let log = EventLog()
    let host = ViewHost(TwoSheets(log: log))
    host.letsTransitionsEnd = !holdingTransitions
    for label in labels { host.press(try #require(host.button(label), "no button \(label)")) }
    return (log, host)
  }

  @Test("onDismiss runs once the dismissal has slid away, not when the binding turns false")
  func onDismissAfterTheTransition() throws {
    let (log, host) = try pressing(["first", "close first"], holdingTransitions: true)
    #expect(host.button("close first") == nil, "the sheet is going")
    #expect(log.events == ["appeared"], "still sliding")
    host.finishTransitions()
    #expect(log.events == ["appeared", "first dismissed"])
  }

  @Test("a sheet asked for while another is shown is not presented, and the refusal is recorded")
  func oneSheetAtATime() throws {
    let (_, host) = try pressing(["first", "second"])
    #expect(!host.tree.texts.contains("second sheet"))
    #expect(host.graph.refusedPresentations.count == 1)
  }

  @Test("a sheet asked for while the last one slides away is presented once the dismissal ends")
  func presentationWaitsForTheDismissal() throws {
    let (log, host) = try pressing(["first", "close first", "second"], holdingTransitions: true)
    #expect(!host.tree.texts.contains("second sheet"), "waits for the first to leave")
    host.finishTransitions()
    #expect(host.tree.texts.contains("second sheet"))
    #expect(log.events == ["appeared", "first dismissed"])
    #expect(host.graph.refusedPresentations.isEmpty)
  }
}
