/// Which part of the screen receives the arrow keys.
public enum Focus: Sendable, Equatable {
  case graph
  case slider
}
