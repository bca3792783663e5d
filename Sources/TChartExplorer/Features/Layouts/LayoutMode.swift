/// How a frame shows the chart sets: one (the focused explorer), its lines split into small
/// multiples, all of them stacked as a scrolling list, or all of them as a grid of cards. `v`
/// cycles them; `--layout` picks one at start.
public enum LayoutMode: String, Sendable, Equatable, CaseIterable {
  /// One chart set with its mini-map, slider and tooltip.
  case one
  /// One chart set, each visible line in its own panel with its own Y axis (``SplitLayout``),
  /// under the `one` layout's title, mini-map, slider and legend.
  case split
  /// Every chart set stacked vertically (``ChartListLayout``).
  case list
  /// Every chart set as a small multiple in a grid (``ChartCardsLayout``).
  case cards

  /// The layout `v` switches to: one → split → list → cards → one.
  public var next: LayoutMode {
    switch self {
    case .one: .split
    case .split: .list
    case .list: .cards
    case .cards: .one
    }
  }

  /// The layout `v` switches to with `count` chart sets: with one, the list and the cards would
  /// show the same single chart, so `v` goes one → split → one.
  public func next(chartSetCount count: Int) -> LayoutMode {
    count > 1 || next == .split ? next : .one
  }

  /// Whether the layout shows every chart set (the list and the cards) rather than the focused
  /// one (`one` and `split`, which share the title, mini-map, slider and legend).
  public var showsAllChartSets: Bool { self == .list || self == .cards }
}
