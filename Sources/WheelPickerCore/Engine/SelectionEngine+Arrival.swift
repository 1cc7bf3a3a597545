extension SelectionEngine {
  /// Shows what arrived for the model (children loaded on demand): the model with it in, the
  /// wheels re-derived from the first whose rows it changes, the selection kept where its rows
  /// still are.
  ///
  /// - Parameter arrival: what arrived, measured against this engine's model (an arrival
  ///   measured against another is shown whole, every wheel re-derived).
  /// - Returns: what moved.
  /// - Complexity: the engine's re-derivation of the wheels from the first the arrival changes.
  @discardableResult
  public mutating func receive(_ arrival: Model.Arrival) -> SelectionChange {
    let (newModel, wheel) = model.receiving(arrival)
    return replaceModel(newModel, unchangedBefore: wheel)
  }
}
