import Foundation
import Testing
import WheelPickerCore
import WheelPickerPresentation

@testable import SwiftUI
@testable import UIKit
@testable import WheelPickerSwiftUI

/// What an app keeps for a sheet (its source of truth), and what the sheet reported.
@MainActor final class SheetSession<Model: WheelModel> {
  var engine: SelectionEngine<Model>
  var isPresented = false
  /// Every value `onConfirm` was called with, in order.
  private(set) var confirmed: [Model.Value] = []
  /// How many times `onCancel` was called.
  private(set) var cancels = 0
  /// How many times the engine binding was written.
  private(set) var engineWrites = 0

  init(engine: SelectionEngine<Model>) { self.engine = engine }

  var engineBinding: Binding<SelectionEngine<Model>> {
    Binding(
      get: { @MainActor in self.engine },
      set: { @MainActor in
        self.engine = $0
        self.engineWrites += 1
      })
  }

  var isPresentedBinding: Binding<Bool> {
    Binding(get: { @MainActor in self.isPresented }, set: { @MainActor in self.isPresented = $0 })
  }

  func confirm(_ value: Model.Value) { confirmed.append(value) }
  func cancel() { cancels += 1 }
}

/// A screen with a button that presents the wheel picker sheet over `session`.
struct SheetScreen<Model: WheelModel>: View {
  let session: SheetSession<Model>
  let style: WheelPickerSheetStyle

  var body: some View {
    // The package's overlay is drawn in the frame of the view it is attached to: the screen.
    if style == .overlay {
      VStack {
        button
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .wheelPickerSheet(
        isPresented: session.isPresentedBinding, engine: session.engineBinding, title: "Date", style: style,
        onConfirm: { session.confirm($0) }, onCancel: { session.cancel() })
    } else {
      button.wheelPickerSheet(
        isPresented: session.isPresentedBinding, engine: session.engineBinding, title: "Date", style: style,
        onConfirm: { session.confirm($0) }, onCancel: { session.cancel() })
    }
  }

  private var button: some View {
    Button {
      session.isPresented = true
    } label: {
      Text("Pick")
    }
  }
}

/// The engines and words the sessions use.
enum Faces {
  /// 2026-12-01 10:00 in Shanghai.
  static let now = Date(timeIntervalSince1970: 1_796_090_400)
  static let words = PickerWords(locale: Locale(identifier: "en_US"))
  static let rowHeight = SheetGeometry().rowHeight

  /// Years 1940 … now with 至今, Chinese titles (`2025年`, `1月`, `31日`).
  static func dateEngine(_ year: Int, _ month: Int, _ day: Int) throws -> SelectionEngine<DatePickerModel> {
    let configuration = try DatePickerConfiguration(
      columns: .yearMonthDay, calendarIdentifier: "gregorian", timeZoneIdentifier: "Asia/Shanghai",
      localeIdentifier: "zh_Hans", now: now, minimum: .year(1940), maximum: .now, includesPresent: true)
    return try SelectionEngine(
      model: DatePickerModel(configuration), value: .date(DateFields(year: year, month: month, day: day)))
  }

  /// The row showing `title` in a wheel.
  static func row<Model: WheelModel>(
    of title: String, inWheel wheel: Int, of engine: SelectionEngine<Model>
  ) -> Int? {
    (0..<engine.rowCount(ofWheel: wheel)).first { engine.title(ofRow: $0, inWheel: wheel) == title }
  }

  /// What VoiceOver was asked to announce since `start`.
  @MainActor static func announcements(since start: Int) -> [String] {
    UIAccessibility.posted[start...].filter { $0.notification == .announcement }.compactMap {
      ($0.argument as? NSAttributedString)?.string ?? $0.argument as? String
    }
  }
}

extension Faces {
  /// How many selection haptics the faces played: every session's host records them here, where
  /// UIKit's generator would play them.
  @MainActor static var haptics = 0

  /// The environment of every session: the faces' selection haptic counted in ``haptics``.
  @MainActor static var environment: EnvironmentValues {
    var values = EnvironmentValues()
    values.wheelPickerSelectionHaptic = SelectionHaptic { Faces.haptics += 1 }
    return values
  }
}

extension ViewHost {
  /// A host of a face at the default size, its selection haptics counted in ``Faces/haptics``.
  convenience init(face root: Root) { self.init(root, environment: Faces.environment) }

  /// The wheel (an adjustable element with a drag gesture) VoiceOver calls `label`.
  func wheel(_ label: String) -> ViewNode? {
    let wheels = all { $0.accessibilityLabel == label && $0.gesture != nil && $0.adjustableAction != nil }
    return wheels.count == 1 ? wheels[0] : nil
  }

  /// Drags a wheel by `rows` rows (positive: towards later rows, the finger moving up).
  func turn(_ wheel: ViewNode, by rows: Int) {
    drag(wheel, by: CGSize(width: 0, height: -Double(rows) * Faces.rowHeight))
  }

  /// The texts the tree shows at full or partial opacity, in order.
  var visibleTexts: [String] { all { $0.text != nil && $0.opacity > 0 }.compactMap(\.text) }
}

extension Color {
  /// The colour the face makes from a presentation colour (sRGB components).
  init(sheet color: SheetColor) {
    self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }
}
