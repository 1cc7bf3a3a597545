import Testing
import WheelPickerCore

@testable import UIKit
@testable import WheelPickerUIKit

/// A delegate that writes only the confirmation, for its own sheet's model: the concrete method is
/// the protocol's requirement, so the sheet calls it.
@MainActor
private final class ConfirmationOnlyDelegate: WheelPickerSheetDelegate {
  var confirmed: [ListChoice] = []

  func wheelPickerSheet(_ sheet: WheelPickerSheetController<ListModel>, didConfirm value: ListChoice) {
    confirmed.append(value)
  }
}

/// A delegate that writes nothing and names its model: every method is the empty default.
@MainActor
private final class SilentDelegate: WheelPickerSheetDelegate {
  typealias Model = ListModel
}

extension UIKitFaceTests {
  /// `WheelPickerSheetDelegate`: requirements over the sheet's own model.
  @Suite("Sheet delegate")
  @MainActor
  struct WheelPickerSheetDelegateTests {
    @Test("a delegate's concrete didConfirm for its model is called, once, with the value")
    func concreteMethodCalled() throws {
      let (_, sheet) = try presentedColourSheet()
      let delegate = ConfirmationOnlyDelegate()
      sheet.delegate = delegate
      sheet.adapter.pickerView.scroll(toRow: 2, inComponent: 0)
      sheet.confirm()
      sheet.confirm()
      UIKitRecording.finishAnimations()
      #expect(delegate.confirmed == [ListChoice(index: 2, value: "blue")])
    }

    @Test("a delegate that writes nothing takes the empty defaults: the sheet still ends")
    func defaults() throws {
      let (stage, sheet) = try presentedColourSheet()
      let delegate = SilentDelegate()
      sheet.delegate = delegate
      var cancellations = 0
      sheet.onCancel = { cancellations += 1 }
      sheet.adapter.step(1, inWheel: 0)
      sheet.cancel()
      UIKitRecording.finishAnimations()
      #expect(cancellations == 1)
      #expect(stage.presenter.presentedViewController == nil)
    }
  }
}
