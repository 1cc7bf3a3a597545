import Foundation
import Testing
import WheelPickerCore

/// Property lists hold kinds JSON has not (data, dates): a value of such a kind where a name
/// belongs is refused in the property list's own words.
@Suite("PropertyListCursor")
struct PropertyListCursorTests {
  enum Odd: String, CaseIterable, Sendable {
    case data, date, number, boolean, array, dictionary

    var value: Any {
      switch self {
      case .data: Data([1, 2])
      case .date: Date(timeIntervalSinceReferenceDate: 0)
      case .number: 5
      case .boolean: true
      case .array: ["x"]
      case .dictionary: ["a": "b"]
      }
    }

    var words: String {
      switch self {
      case .data: "data"
      case .date: "a date"
      case .number: "a number"
      case .boolean: "a boolean"
      case .array: "an array"
      case .dictionary: "a dictionary"
      }
    }
  }

  @Test("a province name of another kind is named by its kind", arguments: Odd.allCases)
  func kinds(_ odd: Odd) throws {
    let document: [Any] = [["name": odd.value, "cities": ["广州市"]] as [String: Any]]
    let data = try PropertyListSerialization.data(fromPropertyList: document, format: .binary, options: 0)
    #expect(
      CascadeFixtures.message(data, .provincesCities, source: "p.plist")
        == "p.plist: [0].name: expected a string, found \(odd.words)")
  }
}
