/// The colour scheme: the terminal's own colours, or the night and day themes.
public enum ThemeChoice: String, Sendable, Equatable, CaseIterable {
  case terminal
  case night
  case day

  /// The next theme for the `n` key: terminal → night → day → terminal.
  public var next: ThemeChoice {
    switch self {
    case .terminal: .night
    case .night: .day
    case .day: .terminal
    }
  }
}
