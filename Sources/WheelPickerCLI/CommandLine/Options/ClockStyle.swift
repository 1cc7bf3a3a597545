/// A 12- or 24-hour clock (`--clock 12|24`).
enum ClockStyle: String, CaseIterable, Hashable, Sendable {
  /// Hours 1–12 with an AM/PM wheel.
  case twelveHour = "12"
  /// Hours 0–23.
  case twentyFourHour = "24"
}
