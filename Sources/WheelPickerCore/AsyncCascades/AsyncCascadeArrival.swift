/// Children that arrived for a cascade's nodes since an engine's model, or were dropped (a
/// failure forgotten to load again, the cache kept under its limit), as
/// ``AsyncCascadeLoader/arrival(since:)`` reports them; ``SelectionEngine/receive(_:)`` shows them.
public struct AsyncCascadeArrival: Sendable, Equatable {
  /// The loader's model with everything that has arrived.
  public let model: AsyncCascadeModel
  /// The loader's version of the model the arrival was measured against; `nil` when that model
  /// was not the loader's, or not an earlier version of it.
  let baseVersion: Int?
  /// The shallowest wheel whose rows changed since the model measured against (0 when there was
  /// no earlier version to measure against).
  public let firstChangedWheel: Int
  /// The nodes whose children changed, by their numbers in the model's store, in order.
  let nodeNumbers: [Int]

  /// The nodes whose children arrived or were dropped, each as its path from the roots (`[]`:
  /// the roots' own list), in the order they changed.
  ///
  /// - Complexity: O(the depth of each node).
  public var nodes: [[AsyncCascadeNode]] { nodeNumbers.map { model.store.path(to: $0) } }

  /// The children each of ``nodes`` has now: loaded, failed, or `nil` (dropped: loading again).
  public var children: [AsyncCascadeChildren?] { nodeNumbers.map { model.store.children[$0] } }
}

extension AsyncCascadeModel {
  /// This model with what arrived: the wheels before the first that changed keep their rows
  /// and the walk down them; an arrival measured against another model changes every wheel.
  public func receiving(_ arrival: AsyncCascadeArrival) -> (model: AsyncCascadeModel, unchangedBefore: Int) {
    guard let base = arrival.baseVersion, source == arrival.model.source, version == base else {
      return (arrival.model, 0)
    }
    arrival.model.inheritWalk(of: self, before: arrival.firstChangedWheel)
    return (arrival.model, arrival.firstChangedWheel)
  }
}
