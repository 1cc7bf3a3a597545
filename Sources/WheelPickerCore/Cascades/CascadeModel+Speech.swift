extension CascadeModel {
  /// The node's official name (the full name where a dataset shows a shorter
  /// title); a node left out of display text (the placeholder `市辖区`) reads
  /// as its title (`北京市`), since its name means nothing on its own.
  public func spokenText(ofRow row: Int, inWheel wheel: Int, given selection: WheelSelection) -> String {
    guard let range = siblings(ofWheel: wheel, given: selection), row >= 0, row < range.count else {
      return ""
    }
    let node = range.lowerBound + row
    return tree.isHiddenInText(node) ? tree.title(of: node) : tree.names[node]
  }
}
