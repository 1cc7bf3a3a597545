#if canImport(SwiftUI) && canImport(UIKit)
  import WheelPickerCore

  /// The words the SwiftUI face shows and speaks, in one place.
  ///
  /// Every word people read or hear is meant to come from the core's localized
  /// `PickerWords` (being merged); until then this stand-in keeps each word behind
  /// one property, so switching is a change to this file only.
  struct FaceWords: Sendable, Equatable {
    /// The Cancel button's title.
    var cancel = "取消"
    /// The Confirm button's title.
    var confirm = "确定"
    /// The Done button's title (the text field's sheet).
    var done = "完成"
    /// What an empty wheel shows (after 至今).
    var empty = "—"

    /// The label VoiceOver reads for a wheel: the caller's label, else the wheel's name.
    func label(of traits: WheelTraits) -> String { traits.label ?? traits.name }

    /// What VoiceOver reads for a row: its title, with the unit when the title leaves it out.
    func spokenText(title: String, traits: WheelTraits) -> String {
      guard let unit = traits.unit, !title.hasSuffix(unit) else { return title }
      return title + unit
    }

    /// The announcement of the moves the user did not make (a day clamped when the
    /// month changed), or `nil` when every other wheel kept its value.
    func announcement<Model: WheelModel>(
      of change: SelectionChange, movedWheel: Int, model: Model
    ) -> String? {
      let told = change.moves.filter { move in
        switch move.reason {
        case .clamped, .reset, .emptied, .restored: return move.wheel != movedWheel
        case .skippedDisabled: return true
        case .selected, .sameValue, .initial: return false
        }
      }
      guard !told.isEmpty else { return nil }
      return told.map { $0.describe(with: model) }.joined(separator: ", ")
    }
  }
#endif
