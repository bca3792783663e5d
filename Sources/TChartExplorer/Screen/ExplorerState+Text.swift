import TChartCells
import TChartData
import TChartRender
import TChartTime

/// Presentation: what the state shows as text and in which colours.
extension ExplorerState {
  /// Whether the tooltip may take the status line (a graph too narrow for its box): only when
  /// the line has no message of its own (a status message or the slider's keys win; the
  /// `Enter` hint gives way).
  var tooltipMayTakeStatusLine: Bool {
    notes.status == nil && pointer.focus != .slider && feed.stream?.statusText == nil
      && !feed.isWaitingForQuery
  }

  /// The status line's message: the last message, or where the keys go.
  public var statusMessage: String? { statusMessage(for: graphModel) }

  /// The status line's message over `graph`, the frame's model of the chart set on screen (its
  /// events and Y axes already built).
  func statusMessage(for graph: GraphModel) -> String? {
    if let table = feed.table, table.isWaiting { return table.spinnerText(now: terminal.now) }
    if let status = notes.status { return status }
    if let text = feed.stream?.statusText { return text }
    // The split draws no tooltip: the event at the indicator is said here.
    if layouts.layoutMode == .split, panels.showsIndicator, let text = graph.events.textAtIndicator
    {
      return text
    }
    if let note = graph.axes.logGapNote { return note }
    if pointer.focus == .slider { return KeyBindings.sliderHint }
    // Category bars: their keys (the window's mean nothing there).
    if chartSet.categories != nil { return ExplorerKeyBinding.hint(KeyBindings.categoriesRows) }
    let enterHint = TitleAction.hint(chart: chartSet, navigation: navigation)
    guard layouts.layoutMode == .split else { return enterHint }
    return LayoutsFeature.splitHint(
      refusal: LayoutsFeature.splitRefusal(chartSet, navigation),
      next: layouts.layoutMode.next(chartSetCount: feed.chartSets.count),
      rows: layouts.splitRows(
        size: terminal.size, chrome: chrome, count: graph.shown.visibleLines.count),
      enterHint: enterHint)
  }

  /// The title's name: the chart set's, and a stream's state (`stdin · paused · +12 new`).
  public var titleName: String { graphModel.titleName(feedText: feed.titleText) }
}
