/// A mouse report (SGR 1006), in zero-based cell coordinates.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down (0 left, 1 middle, 2 right).
    case press(button: Int)
    /// A button came up.
    case release(button: Int)
    /// The wheel turned away from the user (content moves up: previous row).
    case scrollUp
    /// The wheel turned towards the user (next row).
    case scrollDown
    /// The mouse moved with a button held.
    case drag(button: Int)
  }

  /// What happened.
  public var kind: Kind
  /// The column, from 0.
  public var x: Int
  /// The line, from 0 (relative to the frame once the loop has translated it).
  public var y: Int

  /// Creates a mouse event.
  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}
