/// Decodes the compact `WPR1` text format of the bundled region datasets
/// straight into ``CascadeTree``'s flat arrays and a ``CascadeSearchIndex``.
///
/// The format, written by `Scripts/generate-region-data`:
///
/// ```
/// WPR1 <TAB> nodeCount <TAB> rootCount
/// childCount <TAB> key <TAB> name <TAB> stems <TAB> romanisation <TAB> initials [<TAB> aliases]
/// ```
///
/// one line per node.
///
/// Nodes are breadth-first, so a node's children follow the children of the
/// nodes before it. A key starting with `+` is the parent's key followed by the
/// rest (`+0305` under `4403` is `440305`); an empty name is the key (ZIP
/// codes). `stems` is empty or `n,r,i`: the byte lengths of the name, the
/// romanisation and the initials once the administrative suffix is left off
/// (`厦门市` → `厦门`, `xiamen`, `xm`). An empty romanisation means the
/// lowercased name. The optional last field lists aliases matched like the
/// romanisation, separated by commas (`hongkong,hk,hksar` for 香港).
///
/// Parsing works on the UTF-8 bytes in place: one `String` per name and per
/// key, nothing else per node.
enum RegionDataDecoder {
  static func decode(
    _ text: String, origin: String
  ) throws(WheelPickerError) -> (CascadeTree, CascadeSearchIndex) {
    var text = text
    let result = text.withUTF8 { buffer in
      var parser = Parser(bytes: buffer, origin: origin)
      return Result { () throws(WheelPickerError) in try parser.run() }
    }
    return try result.get()
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let origin: String
    var position = 0
    var line = 1

    init(bytes: UnsafeBufferPointer<UInt8>, origin: String) {
      self.bytes = bytes
      self.origin = origin
    }

    /// The error of a line that breaks `rule`: by default a rule of the data (counts, keys,
    /// parents); `.invalidSyntax` for bytes that are not the format.
    func fail(_ rule: String, reason: WheelPickerError.Reason = .inconsistentData) -> WheelPickerError {
      WheelPickerError(.invalidData, "\(origin), line \(line): \(rule)", reason: reason)
    }

    /// The bytes up to the next tab or newline (not consumed).
    @inline(__always)
    mutating func field() -> Range<Int> {
      let start = position
      while position < bytes.count, bytes[position] != 9, bytes[position] != 10 { position += 1 }
      let range = start..<position
      return range
    }

    @inline(__always)
    mutating func expect(_ separator: UInt8, _ what: String) throws(WheelPickerError) {
      // A multi-line string literal drops the last line break: the end of the data ends a line too.
      if separator == 10 && position == bytes.count { return }
      guard position < bytes.count, bytes[position] == separator else {
        throw fail(
          "expected \(separator == 9 ? "a tab" : "a line break") after \(what)", reason: .invalidSyntax)
      }
      position += 1
      if separator == 10 { line += 1 }
    }

    func integer(_ range: Range<Int>, _ what: String) throws(WheelPickerError) -> Int {
      guard !range.isEmpty, range.count <= 9 else {
        throw fail("\(what) is not a number", reason: .invalidSyntax)
      }
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - 48
        guard digit >= 0, digit <= 9 else { throw fail("\(what) is not a number", reason: .invalidSyntax) }
        value = value * 10 + digit
      }
      return value
    }

    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    mutating func run() throws(WheelPickerError) -> (CascadeTree, CascadeSearchIndex) {
      let magic = field()
      guard string(magic) == "WPR1" else { throw fail("not WPR1 data", reason: .invalidSyntax) }
      try expect(9, "the format tag")
      let count = try integer(field(), "the node count")
      try expect(9, "the node count")
      let rootCount = try integer(field(), "the root count")
      guard rootCount <= count else { throw fail("root count \(rootCount) exceeds node count \(count)") }
      // A dataset offers at least one region: an empty tree would be a picker with nothing to pick.
      guard rootCount > 0 else { throw fail("holds no regions (root count 0)", reason: .unexpectedStructure) }
      // Every node takes at least two bytes: a count that the data cannot hold is corrupt, not a reason
      // to allocate gigabytes.
      guard count <= bytes.count / 2 else {
        throw fail("node count \(count) exceeds what \(bytes.count) bytes can hold")
      }
      try expect(10, "the header")

      // Raw stores: 44,000 appends to two arrays would check uniqueness each time.
      let names = GrowableBuffer<String>(capacity: count)
      let keys = GrowableBuffer<String>(capacity: count)
      var titles: [String?] = Array(repeating: nil, count: count)
      var hidden = [Bool](repeating: false, count: count)
      var parents = [Int32](repeating: -1, count: count)
      var childStarts = [Int32](repeating: 0, count: count)
      var childCounts = [Int32](repeating: 0, count: count)
      var depths = [CascadeTree.Depth](repeating: 0, count: count)
      let index = CascadeSearchIndex.Builder(capacity: count, byteCapacity: bytes.count)
      var next = rootCount

      var node = 0
      while node < count {
        defer { node += 1 }
        let countRange = field()
        if countRange.count == 1 && bytes[countRange.lowerBound] == 45 {
          try expect(9, "a leaf run's tag")
          node = try leafRun(from: node, count: count, keys: keys, names: names, index: index)
          continue
        }
        let childCount = try integer(countRange, "the child count")
        try expect(9, "the child count")
        guard childCount <= count - next else { throw fail("node \(node) has too many children") }
        childStarts[node] = Int32(next)
        childCounts[node] = Int32(childCount)
        if node >= next && node >= rootCount { throw fail("node \(node) has no parent") }
        for child in next..<(next + childCount) {
          parents[child] = Int32(node)
          guard depths[node] < 250 else { throw fail("the tree is deeper than 250 levels") }
          depths[child] = depths[node] + 1
        }
        next += childCount

        let keyRange = field()
        try expect(9, "the key")
        guard !keyRange.isEmpty else { throw fail("node \(node) has an empty key") }
        let key: String
        if keyRange.first.map({ bytes[$0] == 43 }) == true {
          let parent = Int(parents[node])
          guard parent >= 0 else { throw fail("root \(node) has a relative key") }
          key = keys[parent] + string(keyRange.dropFirst())
        } else {
          key = string(keyRange)
        }
        let nameRange = field()
        try expect(9, "the name")
        let name = nameRange.isEmpty ? key : string(nameRange)
        let stemRange = field()
        try expect(9, "the stems")
        let romanRange = field()
        try expect(9, "the romanisation")
        let initialsRange = field()
        var aliasRange = position..<position
        if position < bytes.count && bytes[position] == 9 {
          position += 1
          aliasRange = field()
          try expect(10, "the aliases")
        } else {
          try expect(10, "the initials")
        }

        let stems = stemRange.isEmpty ? nil : try parseStems(stemRange)
        // Placeholders (市辖区…) always have children: skip the name test for the 40,000 leaves.
        if childCount > 0 {
          let parent = Int(parents[node])
          if let title = RegionPlaceholder.title(forName: name, parentName: parent >= 0 ? names[parent] : nil)
          {
            titles[node] = title
            hidden[node] = true
          }
        }
        let roman = UnsafeBufferPointer(rebasing: bytes[romanRange])
        let initials = UnsafeBufferPointer(rebasing: bytes[initialsRange])
        if !nameRange.isEmpty || bytes[keyRange.lowerBound] != 43 {
          // The name's bytes, or the key's where the name is the key (ZIP codes).
          let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameRange.isEmpty ? keyRange : nameRange])
          index.append(
            name: nameBytes, roman: roman, initials: initials, stems: stems, isSearchable: !hidden[node])
        } else {
          var copy = key
          copy.withUTF8 { name in
            index.append(
              name: name, roman: roman, initials: initials, stems: stems, isSearchable: !hidden[node])
          }
        }
        if !aliasRange.isEmpty {
          index.appendAliases(UnsafeBufferPointer(rebasing: bytes[aliasRange]), isSearchable: !hidden[node])
        }
        names.append(name)
        keys.append(key)
      }
      guard next == count else { throw fail("children cover \(next) of \(count) nodes") }
      guard position == bytes.count else { throw fail("data after the last of \(count) nodes") }
      let tree = try CascadeTree(
        names: names.takeArray(), keys: keys.takeArray(), titles: titles, hiddenInText: hidden,
        parents: parents,
        childStarts: childStarts, childCounts: childCounts, depths: depths, rootCount: rootCount
      ).validated()
      try checkSiblingKeys(tree.children(of: nil), in: tree)
      for node in 0..<tree.count { try checkSiblingKeys(tree.children(of: node), in: tree) }
      return (tree, index.build(depths: depths, parents: parents))
    }

    /// Refuses a key that repeats among siblings: a value is a path of keys, so
    /// one of the two could never be chosen by its key. The generator writes
    /// siblings in key order, so the common case is one comparison a node.
    private func checkSiblingKeys(_ siblings: Range<Int>, in tree: CascadeTree) throws(WheelPickerError) {
      let keys = tree.keys
      guard siblings.count > 1, !siblings.dropFirst().allSatisfy({ keys[$0 - 1] < keys[$0] }) else { return }
      var seen: [String: Int] = [:]
      for node in siblings {
        if let earlier = seen.updateValue(node, forKey: keys[node]) {
          throw WheelPickerError(
            .invalidData,
            "\(origin): node \(node) has the key \(DocumentText.quoted(keys[node])) of its sibling, node \(earlier)",
            reason: .inconsistentData)
        }
      }
    }

    /// Reads a line of plain leaves (`-`, the count, then one key per leaf,
    /// each also its name); returns the index of the run's last node.
    private mutating func leafRun(
      from first: Int, count: Int, keys: GrowableBuffer<String>, names: GrowableBuffer<String>,
      index: CascadeSearchIndex.Builder
    ) throws(WheelPickerError) -> Int {
      let runLength = try integer(field(), "the leaf run's length")
      guard runLength > 0, runLength <= count - first else {
        throw fail("a leaf run of \(runLength) overflows the nodes")
      }
      let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
      for leaf in 0..<runLength {
        try expect(9, leaf == 0 ? "the leaf run's length" : "a leaf key")
        let keyRange = field()
        guard !keyRange.isEmpty else { throw fail("node \(first + leaf) has an empty key") }
        let key = string(keyRange)
        keys.append(key)
        names.append(key)
        index.append(
          name: UnsafeBufferPointer(rebasing: bytes[keyRange]), roman: empty, initials: empty, stems: nil,
          isSearchable: true)
      }
      try expect(10, "the leaf run")
      return first + runLength - 1
    }

    /// `n,r,i` without allocating: this runs once per node.
    private func parseStems(_ range: Range<Int>) throws(WheelPickerError) -> (Int, Int, Int) {
      var values = (0, 0, 0)
      var found = 0
      var start = range.lowerBound
      for position in range.lowerBound...range.upperBound
      where position == range.upperBound || bytes[position] == 44 {
        let value = try integer(start..<position, "a stem length")
        switch found {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: throw fail("stems must be three numbers", reason: .invalidSyntax)
        }
        found += 1
        start = position + 1
      }
      guard found == 3 else { throw fail("stems must be three numbers", reason: .invalidSyntax) }
      return values
    }
  }
}
