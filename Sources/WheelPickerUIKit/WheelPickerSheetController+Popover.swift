#if canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  extension WheelPickerSheetController {
    /// Shows the sheet for what the person tapped: in a regular width (an iPad, a wide window) a
    /// popover pointing at `anchor` — the panel alone, no backdrop, no slide, sized by
    /// `preferredContentSize`; a tap outside it cancels — and the bottom sheet otherwise
    /// (`SheetPresentation.preferred(isRegularWidth:hasAnchor:)`). The result arrives by closure
    /// and delegate.
    ///
    /// <!-- snippet:
    /// let sheet = WheelPickerSheetController(engine: SelectionEngine(model: ListModel(["红", "绿"])), title: "颜色")
    /// let dateButton = UIButton(frame: .zero)
    /// -->
    /// ```swift
    /// sheet.present(from: self, anchor: .view(dateButton))
    /// ```
    public func present(
      from presenter: UIViewController, anchor: WheelPickerSheetAnchor, animated: Bool = true
    ) {
      guard continuation == nil, phase == .presenting, presentingViewController == nil else {
        return refused(.alreadyPresented)
      }
      choosePresentation(for: anchor, in: presenter)
      present(from: presenter, animated: animated)
    }

    /// Shows the sheet for what the person tapped (a popover in a regular width, the bottom sheet
    /// otherwise) and waits for the user, as `present(from:animated:)` does.
    ///
    /// - Throws: ``WheelPickerSheetError/alreadyPresented`` when the sheet is already waiting for
    ///   an answer or has been shown before; ``WheelPickerSheetError/presentationRefused`` when
    ///   UIKit does not present it.
    public func present(
      from presenter: UIViewController, anchor: WheelPickerSheetAnchor, animated: Bool = true
    ) async throws(WheelPickerSheetError) -> Model.Value? {
      guard continuation == nil, phase == .presenting, presentingViewController == nil else {
        throw .alreadyPresented
      }
      choosePresentation(for: anchor, in: presenter)
      return try await present(from: presenter, animated: animated)
    }

    /// Picks the popover or the bottom sheet for the presenter's width, and points a popover at
    /// the anchor.
    func choosePresentation(for anchor: WheelPickerSheetAnchor, in presenter: UIViewController) {
      presentation = SheetPresentation.preferred(
        isRegularWidth: presenter.traitCollection.horizontalSizeClass == .regular, hasAnchor: true)
      guard presentation == .popover else {
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = transition
        backdrop.isHidden = false
        return
      }
      modalPresentationStyle = .popover
      transitioningDelegate = nil
      popoverPresenter = presenter
      let popover = popoverPresentationController
      switch anchor {
      case .view(let view):
        popover?.sourceView = view
        popover?.sourceRect = view.bounds
      case .rect(let rect, let view):
        popover?.sourceView = view
        popover?.sourceRect = rect
      case .barButtonItem(let item):
        popover?.sourceItem = item
      }
      popover?.delegate = popoverDismissal
      updateGeometry()
      backdrop.isHidden = true
    }
  }
#endif
