import TChartData

/// The line picker (`/`, or a click on the legend's `+N`): a popup listing every line of the
/// chart set on screen, filtered as you type (fuzzy, like fzf), to show, hide or solo any of
/// them, however many there are. Its keys are in its own footer (the `?` help lists `/`).
public struct LinePicker: Sendable, Equatable {
  /// What was typed.
  public var query = ""
  /// The highlighted row: an index into the filtered rows.
  public var selected = 0
  /// The first row shown.
  public var scroll = 0
  /// The transform menu open on a line (`^T`), if any.
  public var derive: DeriveMenu?
  /// The line `^Y` chose to go across in XY, until `^Y` on another picks the line up.
  public var xyAcross: Int?

  public init(query: String = "", selected: Int = 0, scroll: Int = 0) {
    self.query = query
    self.selected = selected
    self.scroll = scroll
  }
}

extension LinePicker {
  /// The lines the picker lists over `chart`, best match first (all of them, in order, with no
  /// query), matched by name or by detail (a series' labels).
  public func lines(in chart: ChartSet) -> [Int] {
    FuzzyMatch.ranked(
      query, names: chart.lines.map(\.name), details: chart.lines.map(\.detail))
  }

  /// The line under the highlight over `chart`, if any line matches.
  func selectedLine(in chart: ChartSet) -> Int? {
    let lines = lines(in: chart)
    return lines.indices.contains(selected) ? lines[selected] : nil
  }
}
