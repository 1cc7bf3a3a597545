/// A picker to open, with its own options.
public enum Command: Hashable, Sendable {
  /// The demo screen (no subcommand).
  case demo
  /// `wheelpicker date`.
  case date(DateOptions)
  /// `wheelpicker time`.
  case time(TimeOptions)
  /// `wheelpicker countdown`.
  case countdown(CountdownOptions)
  /// `wheelpicker region`.
  case region(RegionOptions)
  /// `wheelpicker list`.
  case list(ListOptions)
  /// `wheelpicker wheels`.
  case wheels(WheelsOptions)
  /// `wheelpicker cascade`.
  case cascade(CascadeOptions)
  /// `wheelpicker slots`.
  case slots(SlotsOptions)
}
