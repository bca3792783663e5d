/// The derived lines scoped into the explorer (``DerivedFeature``): a file's chart set on
/// screen and its view, or the table's columns.
extension ExplorerState {
  /// Runs ``DerivedFeature`` on `action` over the chart set on screen.
  mutating func send(_ action: DerivedFeature.Action) {
    if let refusal = DerivedFeature.refusal(
      table: feed.table, showsDayChart: navigation.dayChart != nil)
    {
      notes.send(.say(refusal))
      return
    }
    if feed.table != nil {
      switch action {
      case .add(let spec): apply(feed.addTableDerivedLine(spec, tableContext))
      case .remove(let line): apply(feed.removeTableDerivedLine(line, tableContext))
      }
      return
    }
    let index = navigation.chartIndex
    var state = DerivedFeature.State(chart: feed.chartSets[index], view: navigation.views[index])
    let step = DerivedFeature.reduce(into: &state, action)
    (feed.chartSets[index], navigation.views[index]) = (state.chart, state.view)
    for delegate in step.delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      case .linesChanged: caches.removeAll()
      case .highlight(let line):
        if case .linePicker(var picker) = modal {
          picker.query = ""
          picker.selected = picker.lines(in: chartSet).firstIndex(of: line) ?? 0
          modal = .linePicker(picker)
        }
      }
    }
  }

  /// Makes chart set `index` hold the derived lines `names` (expressions), in that order (undo
  /// and sessions). Returns the expressions that could not be derived.
  @discardableResult
  mutating func setDerivedLines(_ names: [String], ofChart index: Int) -> [String] {
    if feed.table != nil {
      guard names != feed.table?.derivedNames else { return [] }
      let (dropped, delegates) = feed.setTableDerivedLines(names, tableContext)
      apply(delegates)
      return dropped
    }
    var state = DerivedFeature.State(chart: feed.chartSets[index], view: navigation.views[index])
    guard state.chart.derived.map(\.spec.name) != names else { return [] }
    let dropped = DerivedFeature.set(names, in: &state)
    (feed.chartSets[index], navigation.views[index]) = (state.chart, state.view)
    caches.removeAll()
    return dropped
  }
}
