import WheelPickerCore

/// Where everything of a sheet goes and what it says, in the face's unit (``SheetMetrics``):
/// the bar's texts, each wheel's place and width, the separators between groups of wheels, the
/// units beside the centre rows and the placeholder of an empty wheel. The terminal draws it in
/// cells; UIKit, SwiftUI and the pictures in points. Made by ``PickerSheet/plan(_:width:)``.
public struct SheetPlan: Hashable, Sendable {
  /// One wheel.
  public struct Column: Hashable, Sendable {
    /// Its place from the left.
    public var position: DisplayPosition
    /// The wheel in the dependency order (the engine's index).
    public var wheel: Int
    /// The leading edge, from the wheel area's leading edge.
    public var x: Double
    /// The width.
    public var width: Double
    /// The text shown, greyed and unselectable, in the centre of a wheel with no rows (after
    /// 至今); `nil` while the wheel has rows.
    public var placeholder: String?
    /// The unit beside the centre row (`年`, `hr`); `nil` for none and in an empty wheel.
    public var unit: String?
    /// Room kept after every row's text for the unit, so that the rows stay aligned (0 for none).
    public var unitRoom: Double
    /// The leading edge of the rows' text, from the wheel area's leading edge.
    public var textX: Double
    /// The width the rows' text is laid out in.
    public var textWidth: Double
    /// How the rows' text sits in that width: centred, or against the unit (trailing) in a wheel
    /// with a unit, so the unit stays beside every number.
    public var textAlignment: TextAlignment
    /// The leading edge of the unit beside the centre row; `nil` without one.
    public var unitX: Double?
    /// Room kept before every row's text for a mark (``PickerSheet/markSymbol`` and a space) in a
    /// sheet that answers several rows; 0 otherwise.
    public var markRoom: Double = 0
  }

  /// How the rows' text sits in a column.
  public enum TextAlignment: Hashable, Sendable {
    /// Centred in the column.
    case center
    /// Against the unit that follows it.
    case trailing
  }

  /// The text between two groups of wheels (a range's `至`) and the space it takes.
  public struct Separator: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The leading edge of the space between the two wheels, from the wheel area's leading edge.
    public var x: Double
    /// The width of that space; the text is centred in it.
    public var width: Double
  }

  /// The bar along the top of the sheet.
  public struct Bar: Hashable, Sendable {
    /// The leading button's title (Cancel); `nil` when the bar has only Done or Spin.
    public var cancel: String?
    /// The title between the buttons.
    public var title: String
    /// The trailing button's title (Confirm, Done or Spin).
    public var confirm: String
    /// Whether the trailing button takes a tap (not while rows are still loading).
    public var isConfirmEnabled: Bool
    /// The status of the marks (``PickerSheet/markStatus(_:)``: `2 marked`), `nil` for none.
    public var status: String? = nil

    /// The title with the status after it (`Fruit · 2 marked`), as a face with one line of
    /// title shows both.
    public var titleWithStatus: String {
      guard let status else { return title }
      return title.isEmpty ? status : title + " · " + status
    }
  }

  /// The bar.
  public var bar: Bar
  /// The wheels, in display order.
  public var columns: [Column]
  /// The separators, left to right.
  public var separators: [Separator]
  /// The width of the wheel area the plan was made for (at least the wheels' minimum widths).
  public var width: Double

  /// The separator that follows the wheel at `index` (it starts where the wheel ends), if any.
  public func separator(after index: Int) -> Separator? {
    guard columns.indices.contains(index) else { return nil }
    let end = columns[index].x + columns[index].width
    return separators.first { abs($0.x - end) < 1e-6 }
  }
}
