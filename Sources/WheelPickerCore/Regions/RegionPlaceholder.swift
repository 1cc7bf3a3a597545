/// The GB/T 2260 placeholder nodes a region picker keeps in the value but
/// shows differently: `市辖区` and `县` (the municipalities' middle level) and
/// `省直辖县级行政区划` / `自治区直辖县级行政区划` (county-level units a
/// province administers directly: 仙桃, 石河子…).
///
/// Wheels show them by their parent's name (`北京市`) or a short form
/// (`省直辖县`); display text leaves them out (`北京市 东城区`, `湖北省 仙桃市`).
public enum RegionPlaceholder {
  /// The title a wheel shows for a placeholder node, or `nil` when the node is
  /// not a placeholder.
  ///
  /// - Parameters:
  ///   - name: the node's official name.
  ///   - parentName: its parent's official name; `nil` for a root.
  public static func title(forName name: String, parentName: String?) -> String? {
    switch name {
    case "市辖区":
      return parentName
    case "县":
      // Only 重庆 (5002) has this node; the two middle rows must read differently.
      return parentName.map { "\($0)（县）" }
    case "省直辖县级行政区划":
      return "省直辖县"
    case "自治区直辖县级行政区划":
      return "自治区直辖县"
    default:
      return nil
    }
  }
}
