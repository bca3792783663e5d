import TChartProgram
import TChartRender

/// The help overlay's state: how far it is scrolled, and what `/` searches for. While the
/// search is typed, characters go to it (`Backspace` deletes, `Enter` keeps it, `Esc` drops
/// it); the help shows the rows whose keys or words hold it, in every section.
public struct HelpState: Sendable, Equatable {
  /// The first line shown.
  public var scroll = 0
  /// What the help is searched for (`nil`: every row).
  public var query: String?
  /// Whether the search is being typed.
  public var typing = false

  public init(scroll: Int = 0, query: String? = nil, typing: Bool = false) {
    self.scroll = scroll
    self.query = query
    self.typing = typing
  }

  /// How far the help scrolls on a screen.
  typealias Bounds = ScrolledOverlay.Bounds

  /// The sections shown: every key table's, or with a search the rows that hold it (case
  /// apart), each under its section's title; one title saying so when none does.
  var sections: [HelpSection] {
    let all = KeyBindings.helpSections
    guard let query, !query.isEmpty else { return all }
    let wanted = query.lowercased()
    let found = all.compactMap { section -> HelpSection? in
      let rows = section.rows.filter {
        $0.label.lowercased().contains(wanted) || $0.description.lowercased().contains(wanted)
      }
      return rows.isEmpty ? nil : HelpSection(title: section.title, rows: rows)
    }
    return found.isEmpty ? [HelpSection(title: "No key or word holds “\(query)”", rows: [])] : found
  }

  /// Applies `input`: the search's keys while it is typed, `/` to search, `Esc` to drop a
  /// search; else the scrolled overlay's keys of `keys` (``ScrolledOverlay``).
  mutating func reduce<Keys: OverlayKeyTable>(
    _ input: UserInput, _ bounds: Bounds, keys: Keys.Type
  ) -> ModalDelegate? {
    if typing, case .key(let key) = input { return type(key) }
    switch input {
    case .key(.character("/")):
      (typing, query) = (true, query ?? "")
      return nil
    case .key(.escape) where query != nil:
      (typing, query, scroll) = (false, nil, 0)
      return nil
    default:
      var overlay = ScrolledOverlay(scroll: scroll)
      let delegate = overlay.reduce(input, bounds, keys: keys)
      scroll = overlay.scroll
      return delegate
    }
  }

  /// A key while the search is typed.
  private mutating func type(_ key: Key) -> ModalDelegate? {
    switch SearchTyping.type(key, query: &query, typing: &typing) {
    case .quit: return .closeAndQuit
    case .ignored: return nil
    case .edited, .submitted: scroll = 0
    }
    return nil
  }

  /// The footer while searching: the search as typed (`▏` at its end) and its keys, or the
  /// search kept; `nil` without one.
  var searchFooter: String? {
    guard let query else { return nil }
    return typing
      ? "/\(query)▏ · Enter keep · Esc all" : "/\(query) · / search · Esc all · keys close"
  }
}
