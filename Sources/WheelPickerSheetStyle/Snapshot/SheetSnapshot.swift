import WheelPickerPresentation

/// Everything a sheet shows at one moment, placed and styled: what a face or
/// the SVG renderer (``SheetPicture``) draws, with no decision left to it.
///
/// Built from an engine, a style, a geometry and a container size by
/// ``init(engine:title:style:geometry:container:safeArea:appearance:)``.
/// Columns are in display order; rows are those a wheel shows, each with its
/// place on the wheel's cylinder.
public struct SheetSnapshot: Hashable, Sendable {
  /// The Cancel or Confirm button.
  public struct Button: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The button's frame (at least 44 × 44).
    public var frame: SheetRect
    /// The title's colour.
    public var tint: SheetColor
    /// The title's font.
    public var font: SheetStyle.Font
  }

  /// One row as a wheel shows it.
  public struct Row: Hashable, Sendable {
    /// The model's row, `nil` for an empty wheel's placeholder.
    public var row: Int?
    /// The text, shortened with `…` where the wheel is too narrow.
    public var text: String
    /// The row's distance from the centre in rows (negative above).
    public var offset: Int
    /// The vertical centre of the row.
    public var y: Double
    /// The row's drawn height (``SheetGeometry/rowHeight`` × ``scale``).
    public var height: Double
    /// The vertical scale of the text (the wheel's curvature).
    public var scale: Double
    /// The opacity of the text (the wheel's curvature).
    public var alpha: Double
    /// Whether this is the selected row (in the centre band).
    public var isSelected: Bool
    /// Whether the row can be selected; disabled rows are greyed.
    public var isEnabled: Bool
    /// What a screen reader says for the row (the row read in full).
    public var spokenText: String
  }

  /// A unit word beside a wheel's centre row (`年`, `时`).
  public struct UnitLabel: Hashable, Sendable {
    /// The unit.
    public var text: String
    /// The leading edge of the text.
    public var x: Double
    /// The vertical centre of the text.
    public var y: Double
  }

  /// The separator between two groups of wheels (a range's start and end: `至`, `—`).
  public struct Separator: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The horizontal centre of the text.
    public var x: Double
    /// The vertical centre of the text (the centre band's).
    public var y: Double
  }

  /// One wheel: where it is and what it shows.
  public struct Column: Hashable, Sendable {
    /// The wheel, in dependency order (the model's index).
    public var wheel: Int
    /// The leading edge.
    public var x: Double
    /// The width.
    public var width: Double
    /// The leading edge of the rows' text (the plan's).
    public var textX: Double
    /// The width the rows' text is laid out in.
    public var textWidth: Double
    /// How the rows' text sits in that width: centred, or against the unit.
    public var textAlignment: SheetPlan.TextAlignment
    /// Where the rows' text is anchored: its centre, or its trailing edge against the unit.
    public var textAnchorX: Double { textAlignment == .center ? textX + textWidth / 2 : textX + textWidth }
    /// The rows shown, top to bottom.
    public var rows: [Row]
    /// The unit beside the centre row, `nil` when the wheel has none or is empty.
    public var unit: UnitLabel?
    /// Whether the wheel has no rows (after 至今): it shows one unselectable placeholder.
    public var isEmpty: Bool
    /// Whether the rows wrap around.
    public var isCyclic: Bool
    /// The wheel's accessibility label (`年`, `Month`).
    public var accessibilityLabel: String
    /// The wheel's accessibility value: its selected row read in full.
    public var accessibilityValue: String
  }

  /// The container's size.
  public var size: SheetSize
  /// The style the snapshot was made with.
  public var style: SheetStyle
  /// The appearance the colours are for.
  public var appearance: SheetAppearance
  /// The backdrop's opacity (0 when the sheet is an input view with no backdrop).
  public var backdropAlpha: Double
  /// The panel's frame; its top corners are rounded by ``SheetStyle/cornerRadius``.
  public var panel: SheetRect
  /// The bar along the panel's top.
  public var bar: SheetRect
  /// The title, shortened to fit between the buttons; empty for none.
  public var title: String
  /// The Cancel button; `nil` when the bar has only Done or Spin.
  public var cancelButton: Button?
  /// The trailing button: Confirm, Done or Spin.
  public var confirmButton: Button
  /// The area of the wheels.
  public var wheelArea: SheetRect
  /// The band behind the selected rows.
  public var centreBand: SheetRect
  /// The wheels, in display order.
  public var columns: [Column]
  /// The separators between groups of wheels, left to right; empty for one group.
  public var separators: [Separator] = []

  /// The colours, resolved for ``appearance``.
  public var palette: SheetPalette { style.palette(for: appearance) }
}
