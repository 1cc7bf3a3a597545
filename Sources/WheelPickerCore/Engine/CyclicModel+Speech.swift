extension CyclicModel {
  /// The base model's spoken text.
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    base.spokenText(ofRow: row, inWheel: wheel, given: selection)
  }
}

extension CyclicModel: MoveExplaining where Base: MoveExplaining {
  /// The base model's cause of a move.
  public func cause(of move: SelectionMove, given selection: WheelSelection) -> MoveCause? {
    base.cause(of: move, given: selection)
  }
}
