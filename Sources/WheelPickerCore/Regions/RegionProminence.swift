/// How prominent a Chinese division is, for ordering search hits that match
/// equally well: `nanshan` finds 深圳 南山区 before 鹤岗 南山区, `chaoyang`
/// 北京 朝阳区 before 长春 朝阳区 and 辽宁 朝阳市, `cs` 长沙市 before 重庆 长寿区.
///
/// Classes, first to last:
/// 0. the top level (provinces, the municipalities 北京 天津 上海 重庆,
///    autonomous regions, special administrative regions);
/// 1. the 15 sub-provincial cities (哈尔滨, 长春, 沈阳, 大连, 济南, 青岛, 南京,
///    杭州, 宁波, 厦门, 武汉, 广州, 深圳, 成都, 西安);
/// 2. the other provincial capitals (石家庄, 太原, 呼和浩特, 合肥, 福州, 南昌, 郑州,
///    长沙, 南宁, 海口, 贵阳, 昆明, 拉萨, 兰州, 西宁, 银川, 乌鲁木齐);
/// 3. the municipalities' districts (and what lies under them);
/// 4. the districts and counties of the sub-provincial cities;
/// 5. those of the other provincial capitals;
/// 6. the rest (重庆's counties too: they are not districts).
///
/// Prominent cities come before the municipalities' districts so that a city
/// is not buried under the many districts that share its initials.
/// A node is classed by its GB/T 2260 code: its first four digits name the
/// prefecture (`1101` is 北京's districts, `5002` 重庆's counties).
enum RegionProminence {
  /// Prefecture codes under which the municipalities list their districts.
  static let municipalDistricts: Set<Int> = [1101, 1201, 3101, 5001]
  /// Prefecture codes of the sub-provincial cities.
  static let subProvincialCities: Set<Int> = [
    2301, 2201, 2101, 2102, 3701, 3702, 3201, 3301, 3302, 3502, 4201, 4401, 4403, 5101, 6101,
  ]
  /// Prefecture codes of the provincial capitals that are not sub-provincial cities.
  static let provincialCapitals: Set<Int> = [
    1301, 1401, 1501, 3401, 3501, 3601, 4101, 4301, 4501, 4601, 5201, 5301, 5401, 6201, 6301, 6401, 6501,
  ]

  /// The class of a node with `code` at `depth` (0 for a province).
  static func prominence(code: String, depth: Int) -> UInt8 {
    guard depth > 0 else { return 0 }
    // The first four digits as a number, read without making a substring; -1 when they are not digits.
    var prefecture = 0
    var digits = 0
    for byte in code.utf8.prefix(4) {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      prefecture = prefecture * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
    }
    guard digits == 4 else { return 6 }
    let isCity = depth == 1
    if subProvincialCities.contains(prefecture) { return isCity ? 1 : 4 }
    if provincialCapitals.contains(prefecture) { return isCity ? 2 : 5 }
    return !isCity && municipalDistricts.contains(prefecture) ? 3 : 6
  }

  /// The class of every node of a tree of China's divisions keyed by code.
  ///
  /// - Complexity: O(*n*).
  static func prominence(of tree: CascadeTree) -> [UInt8] {
    (0..<tree.count).map { prominence(code: tree.key(of: $0), depth: Int(tree.depths[$0])) }
  }
}
