/// One node of a cascade whose children are loaded on demand (``AsyncCascadeLoader``).
///
/// A node is known by the keys of the path to it: its key need only be unique
/// among its siblings.
public struct AsyncCascadeNode: Hashable, Sendable, Codable {
  /// The key: what a loader receives in the node's path and what an answer carries.
  public var key: String
  /// What a wheel shows and an answer's text carries.
  public var name: String
  /// Whether the node is shown but cannot be chosen (greyed, skipped, never confirmed).
  public var isDisabled: Bool

  /// Creates a node; the key defaults to the name.
  public init(key: String? = nil, name: String, isDisabled: Bool = false) {
    self.key = key ?? name
    self.name = name
    self.isDisabled = isDisabled
  }

  private enum CodingKeys: String, CodingKey {
    case key, name, isDisabled
  }

  /// Decodes a node; one encoded without `isDisabled` is enabled.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    name = try container.decode(String.self, forKey: .name)
    isDisabled = try container.decodeIfPresent(Bool.self, forKey: .isDisabled) ?? false
  }
}

/// The children a load gave one node, with their rows by key.
public struct AsyncCascadeRows: Hashable, Sendable {
  /// The children, in the loader's order; a key repeated among siblings keeps its first node.
  public let nodes: [AsyncCascadeNode]
  private let rowsByOrdinal: [Int: Int]

  /// Keeps the first node of every key.
  ///
  /// - Complexity: O(*n*).
  public init(_ nodes: [AsyncCascadeNode]) {
    var seen = Set<String>()
    var kept: [AsyncCascadeNode] = []
    var rows: [Int: Int] = [:]
    kept.reserveCapacity(nodes.count)
    for node in nodes where seen.insert(node.key).inserted {
      let ordinal = AsyncCascadeRows.ordinal(of: node.key)
      if rows[ordinal] == nil { rows[ordinal] = kept.count }
      kept.append(node)
    }
    self.nodes = kept
    rowsByOrdinal = rows
  }

  /// The row of the child whose key has this ordinal.
  func row(forOrdinal ordinal: Int) -> Int? { rowsByOrdinal[ordinal] }

  /// The ordinal of a key: a stable hash (FNV-1a, 64 bits) of its UTF-8 bytes, so that a row keeps
  /// its key in every model the loader makes, and never one of the placeholders' ordinals.
  static func ordinal(of key: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let ordinal = Int(truncatingIfNeeded: hash)
    return ordinal <= AsyncCascadeModel.failedKey.ordinal ? ordinal &+ 2 : ordinal
  }
}

/// Where one node's children stand in an ``AsyncCascadeModel``.
public enum AsyncCascadeChildren: Hashable, Sendable {
  /// They arrived; none means the node is a leaf.
  case loaded(AsyncCascadeRows)
  /// The load failed, for this reason; the wheel shows a row that retries when it is selected again.
  case failed(String)
}

/// The value of an ``AsyncCascadeModel``: the loaded nodes from a root down,
/// and whether the path ends because a wheel is still loading or failed.
public struct AsyncCascadePath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Why a path stops before a leaf or the last wheel.
  public enum Pending: Hashable, Sendable, Codable {
    /// The next wheel's rows are being loaded.
    case loading
    /// The next wheel's rows could not be loaded, for this reason.
    case failed(String)
  }

  /// The nodes, root first.
  public var nodes: [AsyncCascadeNode]
  /// Why the path stops early; `nil` when it ends at a leaf or at the last wheel.
  public var pending: Pending?

  /// Creates a path.
  public init(_ nodes: [AsyncCascadeNode], pending: Pending? = nil) {
    self.nodes = nodes
    self.pending = pending
  }

  /// Whether the path ends at a leaf or at the last wheel (Confirm may answer it).
  public var isComplete: Bool { pending == nil }

  /// The path as a cascade's value (`{"path":[{"key":…,"name":…}],"text":…}` in an answer).
  public var cascadePath: CascadePath { CascadePath(nodes.map { .init(key: $0.key, name: $0.name) }) }

  /// The names joined by spaces.
  public var description: String { cascadePath.text }
}
