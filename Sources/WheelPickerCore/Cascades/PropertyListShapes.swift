import Foundation

/// Reads the fixed shapes of the seed's property lists (they work as JSON too).
struct PropertyListShapes {
  let reader: DocumentReader

  /// `{key: [String]}`, keys sorted in `order`, values in document order.
  func keyedLists(order: CascadeLoader.KeyOrder) throws(WheelPickerError) -> CascadeTree {
    let dictionary = try reader.dictionary(reader.root, at: reader.rootPath)
    let keys = Self.sorted(Array(dictionary.keys), order: order)
    var roots: [CascadeTree.Node] = []
    roots.reserveCapacity(keys.count)
    for key in keys {
      let here = reader.rootPath.field(key)
      let values = try reader.array(dictionary[key], at: here)
      var children: [CascadeTree.Node] = []
      children.reserveCapacity(values.count)
      for (index, value) in values.enumerated() {
        children.append(CascadeTree.Node(name: try reader.string(value, at: here.index(index))))
      }
      roots.append(CascadeTree.Node(name: key, children: children))
    }
    return CascadeTree(roots: roots)
  }

  /// `[{state, cities: [{city, areas: [String]}]}]`.
  func statesCitiesAreas() throws(WheelPickerError) -> CascadeTree {
    let states = try reader.array(reader.root, at: reader.rootPath)
    var roots: [CascadeTree.Node] = []
    roots.reserveCapacity(states.count)
    for (stateIndex, stateValue) in states.enumerated() {
      let statePath = reader.rootPath.index(stateIndex)
      let state = try reader.dictionary(stateValue, at: statePath)
      let stateName = try reader.string(state["state"], at: statePath.field("state"))
      let citiesPath = statePath.field("cities")
      let cities = try reader.array(state["cities"], at: citiesPath)
      var cityNodes: [CascadeTree.Node] = []
      cityNodes.reserveCapacity(cities.count)
      for (cityIndex, cityValue) in cities.enumerated() {
        let cityPath = citiesPath.index(cityIndex)
        let city = try reader.dictionary(cityValue, at: cityPath)
        let cityName = try reader.string(city["city"], at: cityPath.field("city"))
        let areas = try strings(city["areas"], at: cityPath.field("areas"))
        cityNodes.append(CascadeTree.Node(name: cityName, children: areas.map { .init(name: $0) }))
      }
      roots.append(CascadeTree.Node(name: stateName, children: cityNodes))
    }
    return CascadeTree(roots: roots)
  }

  /// `[{name, cities: [String]}]`.
  func provincesCities() throws(WheelPickerError) -> CascadeTree {
    let provinces = try reader.array(reader.root, at: reader.rootPath)
    var roots: [CascadeTree.Node] = []
    roots.reserveCapacity(provinces.count)
    for (index, value) in provinces.enumerated() {
      let path = reader.rootPath.index(index)
      let province = try reader.dictionary(value, at: path)
      let name = try reader.string(province["name"], at: path.field("name"))
      let cities = try strings(province["cities"], at: path.field("cities"))
      roots.append(CascadeTree.Node(name: name, children: cities.map { .init(name: $0) }))
    }
    return CascadeTree(roots: roots)
  }

  private func strings(_ value: Any?, at path: DocumentPath) throws(WheelPickerError) -> [String] {
    let elements = try reader.array(value, at: path)
    var result: [String] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      result.append(try reader.string(element, at: path.index(index)))
    }
    return result
  }

  /// Keys in the requested order; ties of a collation (which may call two
  /// different strings equal) fall back to code points so the order is total.
  static func sorted(_ keys: [String], order: CascadeLoader.KeyOrder) -> [String] {
    switch order {
    case .codePoints:
      return keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    case .localized(let locale):
      return keys.sorted { lhs, rhs in
        switch lhs.compare(rhs, options: [], range: nil, locale: locale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
        }
      }
    }
  }
}
