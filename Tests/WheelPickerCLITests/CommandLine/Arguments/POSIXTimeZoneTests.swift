import Foundation
import Testing

@testable import WheelPickerCLI

@Suite("POSIXTimeZone")
struct POSIXTimeZoneTests {
  /// Moments on both sides of the year, so that zones with and without daylight saving differ.
  static let moments = [
    Date(timeIntervalSince1970: 1_704_110_400), Date(timeIntervalSince1970: 1_719_835_200),
  ]

  static func offsets(_ zone: TimeZone) -> [Int] { moments.map(zone.secondsFromGMT(for:)) }

  @Test(
    "TZ in the C library's file forms is the zone of the file",
    arguments: [
      "/usr/share/zoneinfo/Asia/Tokyo", ":/usr/share/zoneinfo/Asia/Tokyo",
      ":/usr/share/zoneinfo/posix/Asia/Tokyo",
      "/usr/share/zoneinfo/America/New_York", ":/usr/share/zoneinfo/../zoneinfo/Europe/Berlin",
    ])
  func zoneFiles(_ value: String) throws {
    let name = String(value.split(separator: "/").suffix(2).joined(separator: "/"))
    let expected = try #require(TimeZone(identifier: name))
    let zone = try POSIXTimeZone.zone(value)
    #expect(Self.offsets(zone) == Self.offsets(expected), "\(value) read as \(zone.identifier)")
  }

  @Test("TZ=:/etc/localtime is the zone the system's file holds")
  func localTime() throws {
    let zone = try POSIXTimeZone.zone(":/etc/localtime")
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")
    let name = target.components(separatedBy: "zoneinfo/").last ?? target
    #expect(Self.offsets(zone) == Self.offsets(try #require(TimeZone(identifier: name))))
  }

  @Test("a zone file copied out of the zone directory is the zone with the same bytes")
  func copiedFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("localtime")
    try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: copy.path)
    let zone = try POSIXTimeZone.zone(":" + copy.path)
    #expect(Self.offsets(zone) == [19_800, 19_800], "\(zone.identifier)")
  }

  @Test("a relative file name is under TZDIR")
  func zoneDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tzdir-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      atPath: "/usr/share/zoneinfo/Asia/Kathmandu", toPath: directory.appendingPathComponent("home").path)
    let zone = try POSIXTimeZone.zone(":home", zoneDirectory: directory.path)
    #expect(Self.offsets(zone) == [20_700, 20_700], "\(zone.identifier)")
  }

  @Test(
    "a path that holds no zone is refused without blocking, naming TZ and the file forms",
    arguments: [":/dev/zero", "/dev/stdin", ":/etc/hostname", ":/nonexistent/zone", ":/usr/share/zoneinfo"])
  func notZoneFiles(_ value: String) {
    #expect {
      try POSIXTimeZone.zone(value)
    } throws: { error in
      guard let error = error as? UsageError else { return false }
      return error.message.hasPrefix("TZ=\(value):") && error.message.contains(":/etc/localtime")
    }
  }
}

@Suite("POSIXTimeZone refusals")
struct POSIXTimeZoneRefusalTests {
  /// Found by Fuzz/Targets/ZoneForms.swift: a control character of TZ reached the message raw.
  @Test("a refused TZ is quoted harmlessly: its control characters are written as escapes")
  func controlCharacters() {
    #expect {
      try POSIXTimeZone.zone("\u{13}<+0330>-3:30")
    } throws: { error in
      guard let error = error as? UsageError else { return false }
      return error.message.hasPrefix(#"TZ=\u{13}<+0330>-3:30: "#)
        && !error.message.unicodeScalars.contains { $0.value < 0x20 }
    }
  }
}
