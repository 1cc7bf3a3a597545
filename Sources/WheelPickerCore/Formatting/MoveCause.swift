/// Why the engine moved a wheel by itself, as the model knows it: the facts,
/// which ``PickerWords`` turns into a clause of an announcement.
///
/// Texts inside a cause (a month, a date) are already formatted in the
/// model's locale (`April`, `4月`, `Jan 1, 1940`).
public enum MoveCause: Hashable, Sendable {
  /// The day held lies past the end of the month, which ends on `lastDay`
  /// ("April has 30 days", "4月只有30天").
  case monthLength(month: String, lastDay: Int)
  /// The value held lies before the earliest selectable date.
  case earliestDate(String)
  /// The value held lies after the latest selectable date.
  case latestDate(String)
  /// The value held lies before the earliest selectable time.
  case earliestTime(String)
  /// The value held lies after the latest selectable time.
  case latestTime(String)
  /// A range's end moved to `end` (its whole text), because it cannot precede the start.
  case endBeforeStart(end: String)
  /// A range's end moved to `end` (its whole text), to keep the range within its length limits.
  case rangeLength(end: String)

  /// The range end's text, for causes that announce the end as a whole.
  var rangeEnd: String? {
    switch self {
    case .endBeforeStart(let end), .rangeLength(let end): end
    default: nil
    }
  }
}

/// A model that can say why the engine moved one of its wheels, so that an
/// announcement gives the reason ("Day changed to 30: April has 30 days").
///
/// `PickerWords.announcement(for:in:)` asks any model that adopts it;
/// models that do not get a plain sentence ("City changed to 广州市").
public protocol MoveExplaining {
  /// The cause of a move the engine made (a clamp, a reset), `nil` when the
  /// model knows none.
  ///
  /// - Parameters:
  ///   - move: a move of the last change.
  ///   - selection: the engine's selection after that change.
  func cause(of move: SelectionMove, given selection: WheelSelection) -> MoveCause?
}
