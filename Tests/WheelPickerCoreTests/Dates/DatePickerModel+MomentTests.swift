import Foundation
import Testing
import WheelPickerCore

private typealias S = DateTestSupport

@Suite("DatePickerModel: moments near the ends of the calendar")
struct DatePickerModelMomentTests {
  struct Edge: Sendable, CustomTestStringConvertible {
    var name: String
    var zone: String
    /// Seconds since 2001 (the cases state each as the date it is).
    var moment: Double
    var isAccepted: Bool
    var testDescription: String { name }
  }

  static let edges: [Edge] = [
    Edge(
      name: "9999-12-31T23:59:59+14:00 in Kiritimati", zone: "Pacific/Kiritimati",
      moment: 252_423_993_599 - 50_400, isAccepted: true),
    Edge(
      name: "9999-12-31T23:59:59Z in UTC", zone: "UTC", moment: 252_423_993_599, isAccepted: true),
    Edge(
      name: "10000-01-01T00:00:00Z in UTC", zone: "UTC", moment: 252_423_993_600, isAccepted: false),
    Edge(
      name: "9999-12-31T23:59:59Z in Kiritimati is year 10000", zone: "Pacific/Kiritimati",
      moment: 252_423_993_599, isAccepted: false),
    Edge(name: "0001-01-01T00:00:00Z (ISO) in UTC", zone: "UTC", moment: -63_113_904_000, isAccepted: true),
    Edge(name: "Date.distantPast in UTC", zone: "UTC", moment: -63_114_076_800, isAccepted: true),
    Edge(
      name: "a second before Date.distantPast in UTC", zone: "UTC", moment: -63_114_076_801, isAccepted: false
    ),
    Edge(
      name: "0001-01-01T00:00:00+14:00 in Etc/GMT+12", zone: "Etc/GMT+12", moment: -63_113_954_400,
      isAccepted: true),
  ]

  @Test("every moment in the years 1…9999 of the zone is a valid now; others name dates", arguments: edges)
  func now(_ edge: Edge) throws {
    var configuration = S.configuration(.yearMonthDay, zone: edge.zone)
    configuration.now = Date(timeIntervalSinceReferenceDate: edge.moment)
    do {
      _ = try DatePickerModel(configuration)
      #expect(edge.isAccepted, "accepted")
    } catch {
      #expect(!edge.isAccepted, "\(error.message)")
      #expect(error.message.contains("outside the years 1…9999"))
      #expect(!error.message.contains(" s "), "raw seconds in \(error.message)")
    }
  }

  @Test("the message names the moment in UTC and in the zone")
  func message() {
    #expect(
      throws: WheelPickerError(
        .invalidConfiguration,
        "--now 9999-12-31T23:59:59Z is 10000-01-01T13:59:59 in Pacific/Kiritimati, outside the years 1…9999",
        reason: .fieldOutOfRange)
    ) {
      try DatePickerModel.checkMoment(
        Date(timeIntervalSinceReferenceDate: 252_423_993_599), name: "--now", in: S.zone("Pacific/Kiritimati")
      )
    }
    #expect(
      throws: WheelPickerError(
        .invalidConfiguration, "now lies more than 300,000 years after 2001, outside the years 1…9999",
        reason: .fieldOutOfRange)
    ) {
      try DatePickerModel.checkMoment(
        Date(timeIntervalSinceReferenceDate: 1e300), name: "now", in: S.zone("UTC"))
    }
  }

  @Test("a moment bound is described as a UTC date, never as seconds")
  func description() {
    #expect(
      DateBound.moment(Date(timeIntervalSinceReferenceDate: 0)).description == "moment 2001-01-01T00:00:00Z")
    #expect(
      DateBound.moment(Date(timeIntervalSinceReferenceDate: -63_113_904_001)).description
        == "moment 0000-12-31T23:59:59Z")
    #expect(
      DateBound.moment(Date(timeIntervalSinceReferenceDate: .nan)).description
        == "a moment outside the years 1…9999")
  }
}
