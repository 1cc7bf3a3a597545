import Foundation

extension CountdownModel {
  /// The duration a row stands for, in full words (`1小时`, `1 hour`, `30分钟`, `30 minutes`).
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard row >= 0, row < rowCount(ofWheel: wheel, given: selection) else { return "" }
    let isHours = wheel == 0
    let seconds = isHours ? row * 3600 : row * minuteStep * 60
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      return Duration.seconds(seconds).formatted(
        .units(allowed: [isHours ? .hours : .minutes], width: .wide, zeroValueUnits: .show(length: 1))
          .locale(locale))
    }
    // Older systems have no duration style: the title with its unit.
    return SpokenText.title(
      title(ofRow: row, inWheel: wheel, given: selection), unit: traits(ofWheel: wheel).unit)
  }
}
