import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// What an app keeps for a sheet that answers several rows, and what it reported.
@MainActor final class MarkingSession {
  var engine = SelectionEngine(model: ListModel(["Tea", "Coffee", "Juice", "Water"]))
  var isPresented = false
  /// Every answer `onConfirm` was called with, in order.
  private(set) var confirmed: [[String]] = []
  private(set) var cancels = 0

  var engineBinding: Binding<SelectionEngine<ListModel>> {
    Binding(get: { @MainActor in self.engine }, set: { @MainActor in self.engine = $0 })
  }

  var isPresentedBinding: Binding<Bool> {
    Binding(get: { @MainActor in self.isPresented }, set: { @MainActor in self.isPresented = $0 })
  }

  func confirm(_ values: [ListChoice]) { confirmed.append(values.map(\.value)) }
  func cancel() { cancels += 1 }
}

/// A screen whose button presents a sheet of drinks that answers up to `limit` of them.
struct MarkingScreen: View {
  let session: MarkingSession
  let limit: Int?

  var body: some View {
    VStack {
      Button {
        session.isPresented = true
      } label: {
        Text("Pick")
      }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .wheelPickerSheet(
      isPresented: session.isPresentedBinding, engine: session.engineBinding,
      marking: SheetMarking(limit: limit), title: "Drinks", style: .overlay,
      onConfirm: { session.confirm($0) }, onCancel: { session.cancel() })
  }
}

/// `wheelPickerSheet(isPresented:engine:marking:…)`: marks through the program, in SwiftUI.
@MainActor
@Suite("wheelPickerSheet: several answers")
struct MarkingSessionTests {
  func presented(limit: Int? = nil) throws -> (MarkingSession, ViewHost<MarkingScreen>) {
    let session = MarkingSession()
    let host = ViewHost(face: MarkingScreen(session: session, limit: limit))
    host.press(try #require(host.button("Pick")))
    return (session, host)
  }

  /// A tap is a drag whose finger lifts where it went down.
  @Test("a tap marks Tea, Space marks Juice, Confirm answers both once, in the list's order")
  func markTwoAndConfirm() throws {
    let (session, host) = try presented()
    host.drag(try #require(host.wheel("Item")), by: .zero)
    host.turn(try #require(host.wheel("Item")), by: 2)
    #expect(host.pressKey(KeyEquivalent(" ")))
    #expect(host.visibleTexts.contains("Drinks · 2 marked"))
    #expect(host.visibleTexts.filter { $0.hasPrefix("✓ ") }.count == 2)
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [["Tea", "Juice"]])
    #expect(session.cancels == 0)
    #expect(!session.isPresented)
  }

  @Test("VoiceOver reads the selected row as marked and selected; its double tap unmarks it")
  func voiceOver() throws {
    let (_, host) = try presented()
    host.drag(try #require(host.wheel("Item")), by: .zero)
    let wheel = try #require(host.wheel("Item"))
    #expect(wheel.accessibilityValue == "Tea, marked")
    #expect(wheel.accessibilityTraits.contains(.isSelected))
    host.act(try #require(wheel.accessibilityAction(.default)))
    let after = try #require(host.wheel("Item"))
    #expect(after.accessibilityValue == "Tea, not marked")
    #expect(!after.accessibilityTraits.contains(.isSelected))
  }

  @Test("at the limit a further mark is refused and the bar says so; Confirm keeps the first")
  func limit() throws {
    let (session, host) = try presented(limit: 1)
    host.drag(try #require(host.wheel("Item")), by: .zero)
    host.turn(try #require(host.wheel("Item")), by: 1)
    host.drag(try #require(host.wheel("Item")), by: .zero)
    #expect(host.visibleTexts.contains("Drinks · at most 1 marked"))
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [["Tea"]])
  }

  @Test("Confirm with nothing marked answers the selected row")
  func nothingMarked() throws {
    let (session, host) = try presented()
    host.turn(try #require(host.wheel("Item")), by: 1)
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [["Coffee"]])
  }
}
