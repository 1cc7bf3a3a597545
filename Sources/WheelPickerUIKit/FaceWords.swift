#if canImport(UIKit)
  import Foundation
  import WheelPickerCore

  /// The words the UIKit face shows and speaks, in one place so that the core's
  /// `PickerWords` table (being merged) replaces this file alone.
  struct FaceWords: Sendable {
    /// The language the words are in.
    let locale: Locale

    private var isChinese: Bool { locale.identifier.hasPrefix("zh") }

    /// The bar's left button.
    var cancel: String { isChinese ? "取消" : "Cancel" }
    /// The bar's right button.
    var confirm: String { isChinese ? "确定" : "Confirm" }
    /// The text field's accessory button.
    var done: String { isChinese ? "完成" : "Done" }

    /// What people call a wheel: the caller's label, else its name.
    func label(of traits: WheelTraits, wheel: Int) -> String {
      if let label = traits.label, !label.isEmpty { return label }
      return traits.name.prefix(1).uppercased() + traits.name.dropFirst()
    }

    /// A row as a person would read it: the title with the wheel's unit when the title leaves it out.
    func spokenText<Model: WheelModel>(
      ofRow row: Int, inWheel wheel: Int, in engine: SelectionEngine<Model>
    )
      -> String
    {
      let title = engine.title(ofRow: row, inWheel: wheel)
      guard let unit = engine.model.traits(ofWheel: wheel).unit, !title.hasSuffix(unit) else { return title }
      return title + unit
    }

    /// The sentence announced for the moves of a change the user did not make, `nil` when none needs one.
    func announcement<Model: WheelModel>(
      for change: SelectionChange, in engine: SelectionEngine<Model>
    )
      -> String?
    {
      let sentences = change.moves.compactMap { move -> String? in
        let label = label(of: engine.model.traits(ofWheel: move.wheel), wheel: move.wheel)
        switch move.reason {
        case .clamped, .reset, .restored:
          guard let row = move.toRow else { return nil }
          return "\(label): \(spokenText(ofRow: row, inWheel: move.wheel, in: engine))"
        case .emptied: return "\(label): —"
        case .selected, .sameValue, .initial, .skippedDisabled: return nil
        }
      }
      return sentences.isEmpty ? nil : sentences.joined(separator: "; ")
    }
  }
#endif
