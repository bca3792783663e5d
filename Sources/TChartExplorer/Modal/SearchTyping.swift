import TChartProgram

/// A search typed after `/` in a modal (the help, the rows view), as less and fzf take it:
/// characters add to it, `Backspace` deletes (past the start it drops the search), `Enter`
/// keeps it (an empty one is none), `Esc` drops it, `Ctrl-C` quits.
enum SearchTyping {
  /// What a key did.
  enum Outcome: Equatable {
    /// The search changed, or was dropped.
    case edited
    /// `Enter`: the search is kept (``query`` is `nil` when it was empty).
    case submitted
    /// `Ctrl-C`.
    case quit
    /// A key the search does not take.
    case ignored
  }

  /// Applies `key` to the search `query` being typed (`typing`).
  static func type(_ key: Key, query: inout String?, typing: inout Bool) -> Outcome {
    switch key {
    case .character(let character) where !character.isNewline:
      query = (query ?? "") + String(character)
    case .backspace, .delete:
      if query?.isEmpty ?? true { (typing, query) = (false, nil) } else { query?.removeLast() }
    case .enter:
      typing = false
      if query?.isEmpty ?? true { query = nil }
      return .submitted
    case .escape:
      (typing, query) = (false, nil)
    case .control("c"):
      return .quit
    default:
      return .ignored
    }
    return .edited
  }
}
