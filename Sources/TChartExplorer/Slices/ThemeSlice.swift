/// The theme (`n`, `--theme`): undone, and saved by name.
public enum ThemeSlice {
  /// What an undo step remembers: the theme.
  public struct Undoable: Sendable, Equatable {
    public var theme: ThemeChoice
  }

  /// What a session saves: the ``ThemeChoice`` name.
  public struct Saved: Codable, Sendable, Equatable {
    public var theme: String
  }
}

extension ThemeSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { theme = state.look.theme }

  func restore(into state: inout ExplorerState) { state.look.theme = theme }

  static func stepLabel(from before: Self, to after: Self) -> String? {
    before == after ? nil : "theme \(after.theme.rawValue)"
  }
}

extension ThemeSlice.Saved: SavedSlice {
  init(of state: ExplorerState) { theme = state.look.theme.rawValue }

  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    if !restoring.overrides.contains(.theme), let saved = ThemeChoice(rawValue: theme) {
      state.look.theme = saved
    }
  }
}
