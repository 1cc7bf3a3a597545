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

    init(capacity: Int, byteCapacity: Int) {
      bytes = GrowableBuffer(capacity: byteCapacity)
      offsets = GrowableBuffer(capacity: 3 * capacity + 1)
      stems = GrowableBuffer(capacity: 3 * capacity)
      masks = GrowableBuffer(capacity: 2 * capacity)
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

    func build(depths: [CascadeTree.Depth], parents: [Int32]) -> CascadeSearchIndex {
      CascadeSearchIndex(
        bytes: bytes.takeArray(), offsets: offsets.takeArray(), stems: stems.takeArray(), depths: depths,
        parents: parents, masks: masks.takeArray(), aliasNodes: aliasNodes, aliasOffsets: aliasOffsets,
        aliasBytes: aliasBytes)
    }
  }
}
