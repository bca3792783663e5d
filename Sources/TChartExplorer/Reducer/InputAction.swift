import TChartCells
import TChartProgram

/// What the terminal and the clock send: keys and mouse gestures (the reducer hit-tests
/// positions against the frame's geometry and looks keys up in ``KeyBindings``), a new size,
/// the time.
public enum InputAction: Sendable, Equatable {
  case key(Key)
  /// The left button went down at a cell.
  case press(at: Point)
  /// The right button went down at a cell (the A/B cursors' gesture on the graph).
  case selectPress(at: Point)
  /// The pointer moved with a button held.
  case drag(to: Point)
  case release(at: Point)
  case wheel(WheelDirection, at: Point)
  case resize(Size)
  /// The clock advanced to this time (seconds); animations move.
  case tick(Double)

  /// Whether the user did this (a key, the mouse, the wheel): such input may pause following.
  var isUserInput: Bool { UserInput(self) != nil }
}

/// The direction of a mouse wheel step.
public enum WheelDirection: Sendable, Equatable {
  /// Away from the user: zooms in over the graph, pans towards the start over the mini-map.
  case up
  case down
}
