/// Where a sheet is in its life: sliding up, shown, ending one way or the
/// other, gone.
///
/// A pure state machine that both faces drive with the events they see, so
/// that a second tap, a tap during the slide-out or a late animation callback
/// is treated the same way everywhere:
///
/// ```swift
/// var phase = SheetPhase.presenting
/// phase.handle(.appeared)?.phase       // .shown
/// phase.handle(.backdropTapped)?.effect   // .reportCancellation; the phase is .cancelled
/// phase.handle(.confirmPressed)        // nil: the sheet is already ending
/// phase.handle(.dismissFinished)?.effect  // .remove; the phase is .dismissed
/// ```
///
/// Allowed transitions (every other pair is ignored):
///
/// | from | event | to | effect |
/// |---|---|---|---|
/// | presenting | appeared | shown | – |
/// | presenting, shown | confirmPressed | confirmed | report the value |
/// | presenting, shown | cancelPressed, backdropTapped | cancelled | report the cancellation |
/// | confirmed, cancelled | dismissFinished | dismissed | remove the sheet |
///
/// Confirm and Cancel are accepted while the panel still slides up: the
/// buttons are on screen and UIKit delivers the tap.
public enum SheetPhase: Hashable, Sendable, CaseIterable {
  /// The panel slides up and the backdrop fades in.
  case presenting
  /// The panel is up; the wheels take input.
  case shown
  /// Confirm was pressed; the value was reported and the panel slides down.
  case confirmed
  /// Cancel or the backdrop was pressed; the panel slides down.
  case cancelled
  /// The sheet is gone.
  case dismissed

  /// What happened to a sheet, named for what happened rather than for what to do.
  public enum Event: Hashable, Sendable, CaseIterable {
    /// The slide-up animation finished.
    case appeared
    /// The user pressed Confirm (确定).
    case confirmPressed
    /// The user pressed Cancel (取消).
    case cancelPressed
    /// The user tapped the dimmed backdrop.
    case backdropTapped
    /// The slide-down animation finished.
    case dismissFinished
  }

  /// What a face does when a transition is taken.
  public enum Effect: Hashable, Sendable {
    /// Settle the wheels (``WheelPickerCore/SelectionEngine/settled(showingRows:)``), report the value, slide down.
    case reportValue
    /// Report the cancellation (no value), slide down.
    case reportCancellation
    /// Remove the sheet's views.
    case remove
  }

  /// A transition taken: the next phase and what to do on entering it.
  public struct Transition: Hashable, Sendable {
    /// The phase entered.
    public var phase: SheetPhase
    /// What the face does, `nil` for nothing but the animation already running.
    public var effect: Effect?

    /// Creates a transition.
    public init(to phase: SheetPhase, effect: Effect? = nil) {
      self.phase = phase
      self.effect = effect
    }
  }

  /// The transition `event` causes in this phase, or `nil` when the event is
  /// ignored here (a second Confirm, a backdrop tap while sliding down).
  public func transition(on event: Event) -> Transition? {
    switch (self, event) {
    case (.presenting, .appeared):
      return Transition(to: .shown)
    case (.presenting, .confirmPressed), (.shown, .confirmPressed):
      return Transition(to: .confirmed, effect: .reportValue)
    case (.presenting, .cancelPressed), (.shown, .cancelPressed),
      (.presenting, .backdropTapped), (.shown, .backdropTapped):
      return Transition(to: .cancelled, effect: .reportCancellation)
    case (.confirmed, .dismissFinished), (.cancelled, .dismissFinished):
      return Transition(to: .dismissed, effect: .remove)
    default:
      return nil
    }
  }

  /// Takes the transition `event` causes, if any, and returns it.
  @discardableResult
  public mutating func handle(_ event: Event) -> Transition? {
    guard let transition = transition(on: event) else { return nil }
    self = transition.phase
    return transition
  }

  /// Whether the wheels and buttons take input (the sheet has not begun to end).
  public var acceptsInput: Bool { self == .presenting || self == .shown }

  /// Whether the sheet is ending or gone.
  public var hasEnded: Bool { !acceptsInput }

  /// Whether the panel is up or on its way up; a face animates towards this.
  public var isPanelRaised: Bool { acceptsInput }
}
