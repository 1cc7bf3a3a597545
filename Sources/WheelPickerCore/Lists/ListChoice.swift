/// The value of a one-wheel list: the chosen row's index and text.
///
/// Encodes as `{"index":0,"value":"2k以下"}`.
public struct ListChoice: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The row's position in the list.
  public var index: Int
  /// The row's text.
  public var value: String

  /// Creates a choice.
  public init(index: Int, value: String) {
    self.index = index
    self.value = value
  }

  /// The value of a list without rows: index -1 and no text.
  public static let none = ListChoice(index: -1, value: "")

  /// The text.
  public var description: String { value }
}

/// The value of several independent wheels: the chosen index and text of each.
///
/// Encodes as `{"indices":[0,1],"values":["a","y"]}`.
public struct ListChoices: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The chosen row of each wheel, in wheel order.
  public var indices: [Int]
  /// The chosen text of each wheel.
  public var values: [String]

  /// Creates choices; `indices` and `values` have one entry per wheel.
  public init(indices: [Int], values: [String]) {
    self.indices = indices
    self.values = values
  }

  /// The texts joined by `separator` (`"turkey wheat"`).
  public func text(separator: String = " ") -> String { values.joined(separator: separator) }

  /// The texts joined by a space.
  public var description: String { text() }
}
