import WheelPickerCore

/// How wide each wheel is: by the core's ``WheelPickerCore/WheelTraits/widthWeight``
/// where the model gives one (S8's 90 and 210), else by its content, always
/// within the wheel area and with UIPickerView's gaps between wheels.
///
/// ```swift
/// WheelWidths.widths(weights: [90, 210], contentWidths: [0, 0], available: 359, gap: 5)   // [106.2, 247.8]
/// ```
public enum WheelWidths {
  /// The width of each wheel, in the order given (a face passes display order).
  ///
  /// - Weighted wheels only: the space left after the gaps, shared by weight.
  /// - Content-sized wheels only: each its content width, and the room left
  ///   shared equally (so the wheels spread across the panel as the system
  ///   date picker's do); when the content is wider than the room, shrunk in
  ///   proportion.
  /// - Both: content-sized wheels take their content, weighted wheels share
  ///   the rest by weight; when the content leaves a weighted wheel less than
  ///   an equal share, every wheel is scaled to fit.
  ///
  /// - Parameters:
  ///   - weights: each wheel's weight, `nil` (or not a positive number) to size it by content.
  ///   - contentWidths: each wheel's content width (see ``contentWidth(ofWheel:in:style:geometry:)``).
  ///   - available: the wheel area's width.
  ///   - gap: the space between two wheels.
  /// - Returns: widths that, with the gaps, add up to `available` (or to the
  ///   gaps alone when there is no room).
  /// - Complexity: O(*w*) for *w* wheels.
  public static func widths(
    weights: [Double?], contentWidths: [Double], available: Double, gap: Double
  ) -> [Double] {
    let count = weights.count
    guard count > 0 else { return [] }
    let space = max(0, available - gap * Double(count - 1))
    let weight = weights.map { w -> Double? in
      guard let w, w.isFinite, w > 0 else { return nil }
      return w
    }
    let content = (0..<count).map { index in
      index < contentWidths.count ? max(0, contentWidths[index]) : 0
    }
    let weightSum = weight.reduce(0) { $0 + ($1 ?? 0) }
    let contentSum = zip(weight, content).reduce(0) { $0 + ($1.0 == nil ? $1.1 : 0) }
    let weightedCount = weight.filter { $0 != nil }.count

    if weightedCount == 0 {
      guard contentSum > 0 else { return Array(repeating: space / Double(count), count: count) }
      if contentSum <= space {
        let extra = (space - contentSum) / Double(count)
        return content.map { $0 + extra }
      }
      return content.map { $0 * space / contentSum }
    }
    let rest = space - contentSum
    let fairShare = space / Double(count) * Double(weightedCount)
    if rest >= fairShare || weightedCount == count {
      return (0..<count).map { index in
        weight[index].map { rest * $0 / weightSum } ?? content[index]
      }
    }
    // Too little room: content wheels shrink so the weighted ones keep an equal share each.
    let contentSpace = max(0, space - fairShare)
    return (0..<count).map { index in
      if let w = weight[index] { return fairShare * w / weightSum }
      return contentSum > 0 ? content[index] * contentSpace / contentSum : 0
    }
  }

  /// The widths of an engine's wheels, in display order, for a wheel area `available` points wide;
  /// the room of the separators between groups of wheels (``WheelGroups``) is kept out.
  ///
  /// - Complexity: O(*w* × *s*) for *w* wheels, measuring at most *s* = ``sampleLimit`` rows each.
  public static func widths<Model: WheelModel>(
    of engine: SelectionEngine<Model>, available: Double, style: SheetStyle, geometry: SheetGeometry
  ) -> [Double] {
    let order = engine.model.displayOrder
    let separators = Double(WheelGroups.starts(of: engine.model).count)
    return widths(
      weights: order.map { engine.model.traits(ofWheel: $0).widthWeight },
      contentWidths: order.map { contentWidth(ofWheel: $0, in: engine, style: style, geometry: geometry) },
      available: max(0, available - separators * WheelGroups.room(style: style, geometry: geometry)),
      gap: geometry.wheelGap)
  }

  /// The most rows measured to size one wheel by its content.
  public static let sampleLimit = 48

  /// The width a wheel's content needs: its widest row among up to
  /// ``sampleLimit`` rows spread over the wheel (the first and the last
  /// included) and the rows around the selection, plus the unit beside the
  /// centre row, plus padding either side.
  ///
  /// - Complexity: O(``sampleLimit``) rows measured.
  public static func contentWidth<Model: WheelModel>(
    ofWheel wheel: Int, in engine: SelectionEngine<Model>, style: SheetStyle, geometry: SheetGeometry
  ) -> Double {
    let count = engine.rowCount(ofWheel: wheel)
    var rows = Set<Int>()
    if count <= sampleLimit {
      rows.formUnion(0..<count)
    } else {
      let spread = sampleLimit - 9
      for index in 0..<spread { rows.insert(index * (count - 1) / (spread - 1)) }
      if let selected = engine.selectedRow(inWheel: wheel) {
        rows.formUnion(max(0, selected - 4)...min(count - 1, selected + 4))
      }
    }
    let widest =
      rows.map {
        TextWidthEstimate.width(of: engine.title(ofRow: $0, inWheel: wheel), fontSize: style.rowFont.size)
      }
      .max() ?? TextWidthEstimate.width(of: style.emptyWheelText, fontSize: style.rowFont.size)
    let unit =
      engine.model.traits(ofWheel: wheel).unit.map {
        style.unitSpacing + TextWidthEstimate.width(of: $0, fontSize: style.unitFont.size)
      } ?? 0
    return widest + unit + 2 * style.rowPadding
  }
}
