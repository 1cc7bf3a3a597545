#if canImport(UIKit)
  import Foundation

  /// Why a ``WheelPickerSheetController`` could not wait for an answer.
  public enum WheelPickerSheetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sheet is already shown, or was shown before: make a new sheet for a new question.
    case alreadyPresented
    /// UIKit did not present the sheet: the presenter is already presenting another view
    /// controller, or its view is not in a window.
    case presentationRefused

    /// What went wrong, and what to do.
    public var description: String {
      switch self {
      case .alreadyPresented:
        "the sheet is already presented or has been presented before: make a new sheet for each question"
      case .presentationRefused:
        "UIKit did not present the sheet: the presenter is presenting another view controller or is not in a window"
      }
    }
  }
#endif
