import TChartCells

/// Terminal input, decoded by the terminal layer into plain values.
public enum InputEvent: Sendable, Equatable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resize(Size)
}

/// A key press. Letters and digits arrive as ``character(_:)``; `Ctrl-C` as `.control("c")`.
public enum Key: Sendable, Hashable {
  case character(Character)
  case control(Character)
  case left, right, up, down
  case shiftLeft, shiftRight, shiftUp, shiftDown
  case home, end, pageUp, pageDown
  case tab, backTab, enter, escape, backspace, delete
  case function(Int)
  /// Alt (Meta) with a character: `Esc` followed by it within the terminal's escape delay
  /// (`M-x` is not `Esc` then `x`: it does not quit).
  case alt(Character)
}

/// A mouse event at a cell (0-based column and row).
public struct MouseEvent: Sendable, Equatable {
  /// What the mouse did.
  public enum Kind: Sendable, Equatable {
    case press(MouseButton)
    /// Motion with a button held (the terminal does not say which: the state remembers).
    case drag
    case release
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var position: Point

  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }
}

/// A mouse button.
public enum MouseButton: Sendable, Equatable {
  case left, middle, right
}
