import Testing

@testable import UIKit

extension UIKitFaceTests {
  /// The stub UIKit held to what Apple documents, so that a face session passing here means what it
  /// would on a device.
  @Suite("The UIKit stub")
  @MainActor
  struct UIKitStubTests {
    /// A picker's data source and delegate: three components of ten rows, recording what it is told.
    final class Wheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
      var components = 3
      var selections: [(row: Int, component: Int)] = []
      func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
      func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
      }
    }

    /// A picker over `wheels`.
    static func picker(_ wheels: Wheels) -> UIPickerView {
      let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      picker.dataSource = wheels
      picker.delegate = wheels
      return picker
    }

    @Test("selectRow by code shows the row and never tells the delegate; a user's scroll does")
    func selectRowTellsNothing() {
      let wheels = Wheels()
      let picker = Self.picker(wheels)
      picker.selectRow(4, inComponent: 1, animated: true)
      #expect(picker.selectedRow(inComponent: 1) == 4)
      #expect(wheels.selections.isEmpty)
      picker.scroll(toRow: 6, inComponent: 1)
      #expect(wheels.selections.map(\.row) == [6])
    }

    @Test(
      "a flung wheel shows the rows it passes and tells the delegate only when it comes to rest; a row selected by code stops it, telling nothing",
      arguments: [false, true])
    func coasting(stoppedByCode: Bool) {
      let wheels = Wheels()
      let picker = Self.picker(wheels)
      picker.fling(toRow: 7, passing: 3, inComponent: 0)
      #expect(picker.selectedRow(inComponent: 0) == 3)
      #expect(wheels.selections.isEmpty)
      if stoppedByCode { picker.selectRow(1, inComponent: 0, animated: false) }
      picker.finishCoasting()
      #expect(picker.selectedRow(inComponent: 0) == (stoppedByCode ? 1 : 7))
      #expect(wheels.selections.map(\.row) == (stoppedByCode ? [] : [7]))
    }

    @Test("a component the picker does not have: selectedRow is -1, and every such call is recorded")
    func componentOutOfRange() {
      let wheels = Wheels()
      let picker = Self.picker(wheels)
      #expect(picker.selectedRow(inComponent: 3) == -1)
      picker.selectRow(0, inComponent: 5, animated: false)
      picker.reloadComponent(-1)
      #expect(
        picker.misuses == [
          .componentOutOfRange(3, count: 3), .componentOutOfRange(5, count: 3),
          .componentOutOfRange(-1, count: 3),
        ])
      wheels.components = 4
      #expect(picker.numberOfComponents == 3, "the picker knows the components of its last reload")
      picker.reloadAllComponents()
      #expect(picker.numberOfComponents == 4)
    }

    @Test("a modal view hides its siblings from VoiceOver, and only them")
    func modalHidesSiblingsOnly() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let screen = UIView(frame: window.bounds)
      let behind = UILabel(frame: .zero)
      behind.text = "Behind"
      screen.addSubview(behind)
      let container = UIView(frame: window.bounds)
      let sheet = UIView(frame: window.bounds)
      let sibling = UILabel(frame: .zero)
      sibling.text = "Sibling"
      let inside = UILabel(frame: .zero)
      inside.text = "Inside"
      sheet.addSubview(inside)
      container.addSubview(sibling)
      container.addSubview(sheet)
      window.addSubview(screen)
      window.addSubview(container)
      sheet.accessibilityViewIsModal = true
      let reachable = window.voiceOverReachable
      #expect(reachable.contains(inside))
      #expect(!reachable.contains(sibling), "a sibling of the modal view")
      #expect(reachable.contains(behind), "not a sibling: still reachable")
      container.accessibilityViewIsModal = true
      #expect(!window.voiceOverReachable.contains(behind))
    }

    @Test("a button made with a primary action takes its title from the action")
    func buttonTitleFromAction() {
      let button = UIButton(type: .system, primaryAction: UIAction(title: "Confirm") { _ in })
      #expect(button.titles[UIControl.State.normal.rawValue] == "Confirm")
    }

    @Test("UIFontMetrics scales values and fonts by the text size, and leaves them at the default size")
    func fontMetricsScale() {
      UIKitRecording.reset()
      let metrics = UIFontMetrics(forTextStyle: .body)
      #expect(metrics.scaledValue(for: 36) == 36)
      #expect(metrics.scaledFont(for: UIFont.systemFont(ofSize: 17)).pointSize == 17)
      SystemSettings.contentSizeCategory = .accessibilityExtraLarge
      #expect(metrics.scaledValue(for: 17) == 40)
      #expect(metrics.scaledFont(for: UIFont.systemFont(ofSize: 17)).pointSize == 40)
      UIKitRecording.reset()
    }

    @Test("present while presenting, or with a popover that points at nothing, presents nothing and says why")
    func refusedPresentations() {
      let stage = Stage()
      let first = UIViewController(nibName: nil, bundle: nil)
      first.modalPresentationStyle = .popover
      stage.presenter.present(first, animated: false)
      #expect(stage.presenter.presentationRecords == [.presentRefused(.popoverWithoutAnchor)])
      first.popoverPresentationController?.sourceView = stage.presenter.view
      stage.presenter.present(first, animated: false)
      stage.presenter.present(UIViewController(nibName: nil, bundle: nil), animated: false)
      #expect(stage.presenter.presentationRecords.last == .presentRefused(.alreadyPresenting))
      #expect(stage.presenter.presentedViewController === first)
    }

    @Test("a dismissal's completion runs once its slide has ended, after viewDidDisappear")
    func dismissalCompletionAfterTheSlide() {
      let stage = Stage()
      let presented = UIViewController(nibName: nil, bundle: nil)
      stage.presenter.present(presented, animated: true)
      UIKitRecording.finishAnimations()
      var completed = false
      stage.presenter.dismiss(animated: true) { completed = true }
      #expect(!completed)
      #expect(presented.isBeingDismissed)
      UIKitRecording.finishAnimations()
      #expect(completed)
      #expect(stage.presenter.presentedViewController == nil)
    }
  }
}
