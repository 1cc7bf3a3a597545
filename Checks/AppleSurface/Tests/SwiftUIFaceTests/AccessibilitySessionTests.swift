import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation
import WheelPickerSwiftUI

@testable import SwiftUI
@testable import UIKit

/// The sheet under the person's settings: Dynamic Type, Reduce Motion, VoiceOver, the size class.
@MainActor
@Suite("wheelPickerSheet: accessibility and adaptivity sessions")
struct AccessibilitySessionTests {
  let look = SheetStyle(words: Faces.words)

  /// A host of a sheet over 1 April 2007 in `style`, in an environment `adjust` changes.
  func host(
    _ style: WheelPickerSheetStyle, _ adjust: (inout EnvironmentValues) -> Void = { _ in }
  ) throws -> (SheetSession<DatePickerModel>, ViewHost<SheetScreen<DatePickerModel>>) {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    var environment = Faces.environment
    adjust(&environment)
    return (session, ViewHost(SheetScreen(session: session, style: style), environment: environment))
  }

  /// The heights the node's fixed frames were given.
  func frameHeights(_ node: ViewNode) -> [CGFloat] {
    node.records.compactMap {
      if case .frame(_, let height) = $0 { return height }
      return nil
    }
  }

  @Test(
    "at accessibility5 the rows, the bar and the panel grow by the Dynamic Type scale, capped by the screen")
  func dynamicType() throws {
    let (session, host) = try host(.overlay) { $0.dynamicTypeSize = .accessibility5 }
    host.press(try #require(host.button("Pick")))
    let settings = SheetAccessibilitySettings(textSize: .accessibility5)
    // Capped at the plan's share of the window, the same in every face.
    let geometry = settings.geometry(SheetGeometry(), containerHeight: host.size.height)
    let style = settings.style(look)
    #expect(geometry.rowHeight > 3 * SheetGeometry().rowHeight)
    #expect(
      abs(geometry.panelHeight - host.size.height * SheetAccessibilitySettings.maximumPanelShare) < 1e-9,
      "five rows of 112 pt do not fit: the screen caps the panel")
    let month = try #require(host.wheel("Month"))
    let rows = month.all { $0.text != nil }
    #expect(!rows.isEmpty)
    for row in rows {
      #expect(row.font == .system(size: style.rowFont.size, weight: .regular))
      #expect(frameHeights(row).contains(geometry.rowHeight), "\(row.text ?? "")")
    }
    let title = try #require(host.all { $0.text == "Date" }.first)
    #expect(title.font == .system(size: style.titleFont.size, weight: .semibold))
    #expect(host.all { frameHeights($0).contains(geometry.barHeight) }.count == 1, "the bar")
    let wheelsHeight = geometry.panelHeight - geometry.barHeight - style.separatorThickness
    #expect(!host.all { frameHeights($0).contains(wheelsHeight) }.isEmpty, "the wheels fill the grown panel")
    // A drag of two grown rows moves two rows.
    host.drag(month, by: CGSize(width: 0, height: -2 * geometry.rowHeight))
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 6, day: 1))])
  }

  @Test("inline wheels follow Dynamic Type too: at accessibility3 rows and their fonts grow by 40/17")
  func inlineDynamicType() throws {
    var environment = Faces.environment
    environment.dynamicTypeSize = .accessibility3
    let host = ViewHost(
      LiveWheels(engine: try Faces.dateEngine(2007, 4, 1), log: ChangeLog()), environment: environment)
    let settings = SheetAccessibilitySettings(textSize: .accessibility3)
    let rowHeight = settings.geometry(SheetGeometry()).rowHeight
    let rows = try #require(host.wheel("Month")).all { $0.text != nil }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.font == .system(size: settings.style(look).rowFont.size, weight: .regular) })
    #expect(rows.allSatisfy { frameHeights($0).contains(rowHeight) })
  }

  @Test("at the default size nothing grows; xSmall shrinks the fonts but not the rows")
  func smallType() throws {
    let (_, host) = try host(.system) { $0.dynamicTypeSize = .xSmall }
    host.press(try #require(host.button("Pick")))
    let panel = try #require(host.all { $0.presentationDetents != nil }.first)
    #expect(panel.presentationDetents == [.height(SheetGeometry().panelHeight)])
    let rows = try #require(host.wheel("Month")).all { $0.text != nil }
    let size = look.rowFont.size * 14 / 17
    #expect(!rows.isEmpty && rows.allSatisfy { $0.font == .system(size: size, weight: .regular) })
    #expect(rows.allSatisfy { frameHeights($0).contains(SheetGeometry().rowHeight) })
  }

  @Test(
    "Reduce Motion: the overlay appears without a slide or an animation, and the wheels jump to their rows")
  func reduceMotion() throws {
    let (session, host) = try host(.overlay) { $0.reducesMotion = true }
    host.press(try #require(host.button("Pick")))
    let panel = try #require(host.all { $0.accessibilityTraits.contains(.isModal) }.first)
    #expect(!panel.transitions.map(\.name).contains("move(edge: bottom)"))
    let animated = host.all { !$0.animations.isEmpty }
    #expect(!animated.isEmpty && animated.allSatisfy { $0.animations.allSatisfy { $0 == nil } })
    // 31 March: moving the month to April clamps the day, which the program shows without animation.
    host.act { session.engine = try! Faces.dateEngine(2007, 3, 31) }
    host.press(try #require(host.button("Cancel")))
    host.press(try #require(host.button("Pick")))
    host.turn(try #require(host.wheel("Month")), by: 1)
    #expect(host.graph.explicitAnimations.allSatisfy { $0 == nil }, "no wheel was animated")
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 4, day: 30))])
  }

  @Test("without Reduce Motion the same session slides and animates (the control of the test above)")
  func motion() throws {
    let (_, host) = try host(.overlay)
    host.press(try #require(host.button("Pick")))
    let panel = try #require(host.all { $0.accessibilityTraits.contains(.isModal) }.first)
    #expect(panel.transitions.map(\.name) == ["move(edge: bottom)"])
    host.turn(try #require(host.wheel("Month")), by: 1)
    #expect(host.graph.explicitAnimations.contains { $0 != nil })
  }

  @Test("VoiceOver: the screen behind the overlay is hidden while it is up, and the focus moves to the panel")
  func voiceOverModal() throws {
    let (session, host) = try host(.overlay)
    /// Whether VoiceOver can reach the button labelled `label`.
    func reachable(_ label: String) -> Bool {
      !host.reachable { node in
        if case .button = node.kind { return node.children.flatMap(\.texts) == [label] }
        return false
      }.isEmpty
    }
    #expect(reachable("Pick"))
    #expect(host.all(where: \.hasAccessibilityFocus).isEmpty)
    host.press(try #require(host.button("Pick")))
    let focused = host.all(where: \.hasAccessibilityFocus)
    #expect(focused.map(\.text) == ["Date"], "VoiceOver's cursor is on the panel's title")
    #expect(focused.first?.accessibilityTraits.contains(.isHeader) == true)
    #expect(!reachable("Pick"), "the content behind the overlay is hidden")
    #expect(reachable("Confirm") && reachable("Cancel"))
    #expect(!host.reachable { $0.accessibilityLabel == "Month" && $0.adjustableAction != nil }.isEmpty)
    host.press(try #require(host.button("Cancel")))
    #expect(session.cancels == 1)
    #expect(reachable("Pick"), "the content is back once the sheet left")
  }

  @Test("VoiceOver: announcements are queued behind the value VoiceOver is reading")
  func queuedAnnouncement() throws {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 3, 31))
    let host = ViewHost(face: SheetScreen(session: session, style: .overlay))
    host.press(try #require(host.button("Pick")))
    let posted = UIAccessibility.posted.count
    host.adjust(try #require(host.wheel("Month")), .increment)
    let announcements = UIAccessibility.posted[posted...].filter { $0.notification == .announcement }
    #expect(announcements.count == 1)
    let text = try #require(announcements.first?.argument as? NSAttributedString)
    let queued =
      text.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil) as? NSNumber
    #expect(queued?.boolValue == true)
    #expect(Faces.announcements(since: posted) == [text.string])
  }

  @Test("the system sheet's swipe down waits while a finger drags a wheel, and cancels once after")
  func swipeWaitsForWheel() throws {
    let (session, host) = try host(.system)
    host.press(try #require(host.button("Pick")))
    let month = try #require(host.wheel("Month"))
    host.hold(month, at: CGSize(width: 0, height: -Faces.rowHeight))
    host.swipeDownSheet()
    #expect(session.isPresented, "the wheel took the vertical drag")
    #expect(session.cancels == 0)
    host.drag(try #require(host.wheel("Month")), by: CGSize(width: 0, height: -Faces.rowHeight))
    host.swipeDownSheet()
    #expect(!session.isPresented)
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
  }
}

/// `.popover` and `.automatic` by the horizontal size class.
@MainActor
@Suite("wheelPickerSheet: popover sessions")
struct PopoverSessionTests {
  func host(
    _ style: WheelPickerSheetStyle, sizeClass: UserInterfaceSizeClass?
  ) throws -> (SheetSession<DatePickerModel>, ViewHost<SheetScreen<DatePickerModel>>) {
    let session = SheetSession(engine: try Faces.dateEngine(2007, 4, 1))
    var environment = Faces.environment
    environment.horizontalSizeClass = sizeClass
    return (session, ViewHost(SheetScreen(session: session, style: style), environment: environment))
  }

  @Test(
    "automatic in a regular width: a popover on the button; a tap outside cancels once",
    arguments: [
      WheelPickerSheetStyle.automatic, .popover,
    ])
  func regular(style: WheelPickerSheetStyle) throws {
    let (session, host) = try host(style, sizeClass: .regular)
    host.press(try #require(host.button("Pick")))
    let popover = try #require(host.popover)
    #expect(popover.all { $0.accessibilityLabel == "Month" && $0.adjustableAction != nil }.count == 1)
    let anchors = host.all { $0.sheet?.isPopover == true }
    let anchor = try #require(anchors.first)
    #expect(!anchor.buttons(labelled: "Pick").isEmpty, "anchored to the view the modifier is attached to")
    #expect(host.all { $0.tapAction != nil }.isEmpty, "no backdrop of our own")
    host.turn(try #require(host.wheel("Month")), by: 2)
    host.tapOutsidePopover()
    #expect(!session.isPresented, "the system sets the binding to false")
    #expect(session.cancels == 1)
    #expect(session.confirmed.isEmpty)
    #expect(session.engineWrites == 0)
    #expect(host.popover == nil)
  }

  @Test("a popover confirms once, and the popover's leaving is not a cancel")
  func confirm() throws {
    let (session, host) = try host(.automatic, sizeClass: .regular)
    host.press(try #require(host.button("Pick")))
    host.turn(try #require(host.wheel("Month")), by: 2)
    host.press(try #require(host.button("Confirm")))
    #expect(session.confirmed == [.date(DateFields(year: 2007, month: 6, day: 1))])
    #expect(session.cancels == 0)
    #expect(host.popover == nil)
  }

  @Test(
    "automatic in a compact width: the system sheet at the panel's height, no popover; a swipe down cancels",
    arguments: [
      UserInterfaceSizeClass.compact, nil,
    ])
  func compact(sizeClass: UserInterfaceSizeClass?) throws {
    let (session, host) = try host(.automatic, sizeClass: sizeClass)
    host.press(try #require(host.button("Pick")))
    #expect(host.popover == nil)
    let popovers = host.all { $0.sheet?.isPopover == true }
    #expect(popovers.isEmpty)
    let sheet = try #require(host.all { $0.sheet?.content != nil }.first?.sheet?.content)
    #expect(sheet.first { $0.presentationDetents == [.height(SheetGeometry().panelHeight)] } != nil)
    #expect(host.all { $0.tapAction != nil }.isEmpty, "no backdrop of our own: the system dims")
    host.swipeDownSheet()
    #expect(session.cancels == 1)
  }
}
