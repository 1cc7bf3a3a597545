import Foundation
import WheelPickerCore

/// Reads a cascade document in the shape `--shape` names, or finds its shape.
enum CascadeDocument {
  /// The loader shapes `--shape` stands for, most specific first; detection
  /// tries every shape in this order.
  static func candidates(for shape: CascadeShape, locale: LocaleSetting) -> [CascadeLoader.Shape] {
    switch shape {
    case .tree:
      return [
        .nested(.codeNameChildren), .nested(.valueTextChildren), .nested(.labelValueChildren),
        .nested(CascadeLoader.NestedFields(key: "key", name: "name")),
        .nested(CascadeLoader.NestedFields(key: nil, name: "name")),
      ]
    case .flat:
      return ["0", ""].flatMap { marker in
        [
          CascadeLoader.FlatListFields(rootMarker: marker),
          CascadeLoader.FlatListFields(key: "id", value: "name", parentKey: "pid", rootMarker: marker),
          CascadeLoader.FlatListFields(key: "code", value: "name", parentKey: "parent", rootMarker: marker),
        ].map(CascadeLoader.Shape.flatList)
      }
    case .dict:
      // Pinyin order for Chinese keys needs collation (ICU); other locales sort by code point.
      return [
        .keyedLists(order: locale.isChinese ? .localized(Locale(identifier: locale.identifier)) : .codePoints)
      ]
    case .plistArea: return [.statesCitiesAreas]
    case .plistProvinces: return [.provincesCities]
    }
  }

  /// The order detection tries the named shapes in: the ones with fixed field
  /// names first, so a looser shape never swallows a stricter document.
  static let detectionOrder: [CascadeShape] = [.plistArea, .plistProvinces, .tree, .flat, .dict]

  /// The tree the document describes.
  ///
  /// - Throws: the loader's `WheelPickerError` (naming the source, the place
  ///   in it and what was expected) when a shape was given; when none was,
  ///   an error listing the shapes tried.
  static func tree(
    from data: Data, source: String, shape: CascadeShape?, locale: LocaleSetting
  ) throws(WheelPickerError) -> CascadeTree {
    let shapes = shape.map { [$0] } ?? detectionOrder
    var firstError: WheelPickerError?
    // A loose reading (a nested document read as flat roots) gives one level:
    // prefer any reading with more, keep the first flat one as a last resort.
    var flatReading: CascadeTree?
    for named in shapes {
      for candidate in candidates(for: named, locale: locale) {
        do {
          let tree = try CascadeLoader(shape: candidate).tree(from: data, source: source)
          if tree.levelCount > 1 { return tree }
          flatReading = flatReading ?? tree
        } catch {
          firstError = firstError ?? error
        }
      }
    }
    if let flatReading { return flatReading }
    if let shape, let firstError {
      throw WheelPickerError(.invalidData, "\(firstError.message) (--shape \(shape.rawValue))")
    }
    let names = CascadeShape.allCases.map(\.rawValue).joined(separator: ", ")
    throw WheelPickerError(
      .invalidData, "\(UsageError.shown(source)): fits none of the shapes \(names); give --shape to see why")
  }
}
