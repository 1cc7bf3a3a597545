extension CascadeSearchIndex {
  /// Accumulates the fields of each node in tree order.
  ///
  /// It writes into raw buffers it owns: loading appends ~300,000 small runs
  /// of bytes, and `Array.append` would check uniqueness and capacity for each.
  final class Builder {
    private let bytes: GrowableBuffer<UInt8>
    private let offsets: GrowableBuffer<Int32>
    private let stems: GrowableBuffer<Int32>
    private let masks: GrowableBuffer<UInt64>
    private var aliasNodes: [Int32] = []
    private var aliasOffsets: [Int32] = [0]
    private var aliasBytes: [UInt8] = []
    private let readingCodes = GrowableBuffer<UInt16>(capacity: 16)
    private let readingOffsets: GrowableBuffer<Int32>
    private let readingStems: GrowableBuffer<UInt16>
    private var scratch: [UInt16] = []

    init(capacity: Int, byteCapacity: Int) {
      bytes = GrowableBuffer(capacity: byteCapacity)
      offsets = GrowableBuffer(capacity: 3 * capacity + 1)
      stems = GrowableBuffer(capacity: 3 * capacity)
      masks = GrowableBuffer(capacity: 2 * capacity)
      readingOffsets = GrowableBuffer(capacity: capacity + 1)
      readingStems = GrowableBuffer(capacity: capacity)
      offsets.append(0)
    }

    /// Appends one node; the name's ASCII letters are lowercased on the way.
    func append(
      name: UnsafeBufferPointer<UInt8>, roman: UnsafeBufferPointer<UInt8>,
      initials: UnsafeBufferPointer<UInt8>,
      stems nodeStems: (Int, Int, Int)?, isSearchable: Bool
    ) {
      let nameStart = bytes.count
      bytes.append(contentsOf: name)
      var nameMask: UInt64 = 0
      for index in nameStart..<bytes.count {
        var byte = bytes[index]
        if byte >= 65 && byte <= 90 {
          byte += 32
          bytes[index] = byte
        }
        nameMask |= 1 << (byte & 63)
      }
      offsets.append(Int32(bytes.count))
      bytes.append(contentsOf: roman)
      offsets.append(Int32(bytes.count))
      bytes.append(contentsOf: initials)
      offsets.append(Int32(bytes.count))
      var romanMask: UInt64 = 0
      for byte in roman { romanMask |= 1 << (byte & 63) }
      for byte in initials { romanMask |= 1 << (byte & 63) }
      // A stem can never be longer than its field: clamp what the data says.
      stems.append(Int32(min(nodeStems?.0 ?? name.count, name.count)))
      stems.append(Int32(min(nodeStems?.1 ?? roman.count, roman.count)))
      stems.append(Int32(min(nodeStems?.2 ?? initials.count, initials.count)))
      masks.append(isSearchable ? nameMask : 0)
      masks.append(isSearchable ? romanMask : 0)
      readingOffsets.append(Int32(readingCodes.count))
      readingStems.append(0)
    }

    /// Gives the node appended last the pinyin readings of its name (UTF-8),
    /// when it holds a Chinese character with a reading; `stemLength` is the
    /// name's byte length without its administrative suffix.
    func appendReadings(of name: UnsafeBufferPointer<UInt8>, stemLength: Int, isSearchable: Bool) {
      let node = masks.count / 2 - 1
      guard node >= 0 else { return }
      let table = PinyinReadings.table
      scratch.removeAll(keepingCapacity: true)
      var hasReading = false
      var stem = 0
      var mask: UInt64 = 0
      var index = 0
      while index < name.count {
        if index == stemLength { stem = scratch.count }
        let lead = name[index]
        if lead < 0x80 {
          index += 1
          let set = table.asciiSets[Int(lead)]
          if set != 0 {
            scratch.append(set)
            mask |= table.setMasks[Int(set)]
          }
          continue
        }
        // Well-formed UTF-8 (it came from a String): the lead byte gives the length.
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
        for offset in 1..<min(length, name.count - index) {
          value = value << 6 | UInt32(name[index + offset] & 0x3F)
        }
        index += length
        let set = PinyinReadings.readingSet(of: value)
        if set != 0 {
          hasReading = true
          mask |= table.setMasks[Int(set)]
        }
        scratch.append(set)
      }
      guard hasReading else { return }
      if stemLength >= name.count { stem = scratch.count }
      scratch.withUnsafeBufferPointer { readingCodes.append(contentsOf: $0) }
      readingStems[node] = UInt16(min(stem, Int(UInt16.max)))
      if isSearchable { masks[2 * node + 1] |= mask }
    }

    /// Gives the node appended last its aliases: a field of comma-separated
    /// aliases, lowercased on the way, that the node's romanisation mask takes in.
    func appendAliases(_ field: UnsafeBufferPointer<UInt8>, isSearchable: Bool) {
      let node = masks.count / 2 - 1
      guard node >= 0, !field.isEmpty else { return }
      var mask: UInt64 = 0
      for var byte in field {
        if byte >= 65 && byte <= 90 { byte += 32 }
        aliasBytes.append(byte)
        if byte != CascadeSearchIndex.aliasSeparator { mask |= 1 << (byte & 63) }
      }
      aliasNodes.append(Int32(node))
      aliasOffsets.append(Int32(aliasBytes.count))
      if isSearchable { masks[2 * node + 1] |= mask }
    }

    /// Forgets every node appended, keeping the buffers' storage: a scan folds
    /// block after block of nodes into one builder.
    func removeAll() {
      bytes.removeAll()
      offsets.removeAll()
      stems.removeAll()
      masks.removeAll()
      readingCodes.removeAll()
      readingOffsets.removeAll()
      readingStems.removeAll()
      offsets.append(0)
    }

    /// Calls `body` with the fields of the nodes appended, as node `first` onwards, without
    /// copying them (the aliases are not part of them).
    func withFields(first: Int, _ body: (Fields) -> Void) {
      let hasReadings = readingCodes.count > 0
      if hasReadings { readingOffsets.append(Int32(readingCodes.count)) }
      bytes.withUnsafeBufferPointer { text in
        offsets.withUnsafeBufferPointer { offsets in
          stems.withUnsafeBufferPointer { stems in
            masks.withUnsafeBufferPointer { masks in
              readingCodes.withUnsafeBufferPointer { codes in
                readingOffsets.withUnsafeBufferPointer { readingOffsets in
                  readingStems.withUnsafeBufferPointer { readingStems in
                    body(
                      Fields(
                        first: first, text: text, offsets: offsets, stems: stems, masks: masks,
                        readingCodes: codes,
                        readingOffsets: hasReadings ? readingOffsets : .init(start: nil, count: 0),
                        readingStems: readingStems))
                  }
                }
              }
            }
          }
        }
      }
    }

    func build(depths: [CascadeTree.Depth], parents: [Int32]) -> CascadeSearchIndex {
      var readings = Readings()
      if readingCodes.count > 0 {
        readingOffsets.append(Int32(readingCodes.count))
        readings = Readings(
          codes: readingCodes.takeArray(), offsets: readingOffsets.takeArray(),
          stems: readingStems.takeArray())
      }
      return CascadeSearchIndex(
        bytes: bytes.takeArray(), offsets: offsets.takeArray(), stems: stems.takeArray(), depths: depths,
        parents: parents, masks: masks.takeArray(), aliasNodes: aliasNodes, aliasOffsets: aliasOffsets,
        aliasBytes: aliasBytes, readings: readings)
    }
  }
}
