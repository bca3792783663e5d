import TChartData

/// The layout (one chart set, its split, the list or the cards), the split's, list's and cards'
/// scrolling, and the list's and cards' shared indicator.
public struct Layouts: Sendable, Equatable {
  /// One chart set, its split, the list or the cards (`v`); in the last two the chart index is
  /// the selected one.
  public var layoutMode: LayoutMode = .one
  /// The split's first panel shown (its index among the visible lines), as last scrolled (see
  /// ``SplitLayout``).
  public var splitFirstVisible = 0
  /// The list's first panel shown, as last scrolled (see ``ChartListLayout``).
  public var listFirstVisible = 0
  /// The cards' first card row shown, as last scrolled (see ``ChartCardsLayout``).
  public var cardsFirstRow = 0
  /// In the list and cards: the indicator's date, shared by every chart set whose x range
  /// holds it (`nil` in `one`; see `LinkedIndicatorReducer`).
  public var linkedIndicator: LinkedIndicator?
}
