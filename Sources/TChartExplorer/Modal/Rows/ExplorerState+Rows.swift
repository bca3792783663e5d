import TChartCSV
import TChartData

/// `r`: opening the rows view, asking for the rows at the indicator as it moves (one request
/// in flight; the latest indicator's asked when it answers), and taking the answers.
extension ExplorerState {
  /// Opens the rows view at the indicator (shown from now on) and asks for its rows.
  mutating func openRows() -> [ExplorerEffect] {
    guard !feed.isWaitingForData else {
      notes.send(.say("No rows to show yet"))
      return []
    }
    panels.showsIndicator = true
    pointer.drag = nil
    modal = .rows(RowsView())
    return askRows()
  }

  /// The request for the rows at the indicator when the rows view is open, shows other rows
  /// and waits for none; without a file to read, the view shows the samples' values at once.
  mutating func askRows() -> [ExplorerEffect] {
    guard var view = modal.rows, view.asked == nil, chartSet.count > 0 else { return [] }
    let x = chartSet.xValue(at: self.view.indicator)
    guard view.shownX != x else { return [] }
    let context = Swift.max(8, terminal.size.height)
    let chart = navigation.chartIndex
    let query =
      navigation.dayChart != nil
      ? nil : feed.rowSource?.query(chart: chart, x: x, context: context)
    guard let query else {
      view.content = .samples(note: samplesNote)
      view.shownX = x
      modal = .rows(view)
      return []
    }
    view.asked = query
    modal = .rows(view)
    return [.sourceRows(query)]
  }

  /// Takes the rows `query` read (a failure shows the samples, saying why); the answer to a
  /// read the view no longer waits for (closed and opened again) is dropped.
  mutating func receiveRows(_ answer: Result<SourceRows, LoadError>, query: SourceRowsQuery) {
    guard var view = modal.rows, view.asked == query else { return }
    view.asked = nil
    view.shownX = query.x
    view.found = nil
    switch answer {
    case .success(let rows): view.content = .file(rows)
    case .failure(let error):
      view.content = .samples(note: "\(error.message) · the samples' values")
    }
    modal = .rows(view)
  }

  /// Why the view shows the samples' values rather than the source's rows.
  private var samplesNote: String {
    if feed.table != nil { return "A table's rows are not shown yet: the samples' values" }
    if feed.stream != nil { return "A stream: the samples' values kept" }
    if navigation.dayChart != nil { return "A day chart: its samples' values" }
    return "No rows of a CSV file: the samples' values"
  }
}
