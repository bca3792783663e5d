/// How many chart sets a frame shows: one (the focused explorer), all of them stacked as a
/// scrolling list, or all of them as a grid of cards. `v` cycles them; `--layout` picks one at
/// start.
public enum LayoutMode: String, Sendable, Equatable, CaseIterable {
  /// One chart set with its mini-map, slider and tooltip.
  case one
  /// Every chart set stacked vertically (``ChartListLayout``).
  case list
  /// Every chart set as a small multiple in a grid (``ChartCardsLayout``).
  case cards

  /// The layout `v` switches to: one → list → cards → one.
  public var next: LayoutMode {
    switch self {
    case .one: .list
    case .list: .cards
    case .cards: .one
    }
  }
}
