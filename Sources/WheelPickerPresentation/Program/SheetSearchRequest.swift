import WheelPickerCore

/// A search a sheet asks its face to run away from its input loop (a query typed into a wheel
/// of at least ``PickerSheet/deferredSearchRows`` rows): the face runs
/// ``PickerSheet/results(of:)`` on another thread and sends the answer back as
/// ``PickerSheet/Event/searchFinished(_:)``. The sheet keeps its frame meanwhile, and answers
/// keys and signals.
public struct SheetSearchRequest<Model: WheelModel>: Sendable, Equatable {
  /// Which request this is: the sheet counts its searches, and takes only the answer to the last.
  public var generation: Int
  /// The query.
  public var query: String
  /// The wheel (dependency order) the query was typed in.
  public var wheel: Int
  /// The picker as it was when the query was typed.
  public var engine: SelectionEngine<Model>
  /// For typed keys: the characters of the query before them. When the whole query matches
  /// nothing, the answer shows the first match of the longest query, beginning with these, that
  /// has one (as typing the keys one by one would have); `nil` for none.
  public var keptCharacters: Int?

  /// Creates a request.
  public init(
    generation: Int, query: String, wheel: Int, engine: SelectionEngine<Model>, keptCharacters: Int? = nil
  ) {
    self.generation = generation
    self.query = query
    self.wheel = wheel
    self.engine = engine
    self.keptCharacters = keptCharacters
  }
}
