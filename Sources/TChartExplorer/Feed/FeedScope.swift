/// The feeds' answer to a change of what is seen: the root sends it once after each action, with
/// the view as it was before (``reduce(into:action:)``).
extension ExplorerState {
  /// A table opens again with the columns on screen, asks for the frame's rows
  /// (``settleTable()``), for the row nearest to a press and for the window's totals; after a
  /// user's action a stream or a live table pauses or resumes following.
  mutating func feedsAnswer(viewChangedFrom before: ChartViewState, byUser: Bool)
    -> [ExplorerEffect]
  {
    var effects: [ExplorerEffect] = []
    if feed.table != nil {
      effects = askReopen() + settleTable() + feed.askNearest(lines: chartSet.lines.count)
      if panels.showsStatistics && chartSet.count > 0 && statisticsModel.totals == nil {
        effects += feed.askTotals(of: windowXRange)
      }
    }
    if byUser {
      feed.viewMoved(
        from: before, to: view, last: chartSet.lastIndex, showsDay: navigation.dayChart != nil)
    }
    return effects
  }
}
