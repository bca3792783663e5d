import TChartCSV
import TChartCells
import TChartProgram
import Testing

@testable import TChartData
@testable import TChartExplorer

/// `r`: the rows behind the indicator, asked of the effect runner and shown as a table.
@Suite("Rows view")
struct RowsViewTests {
  let xColumn = ColumnReport(
    name: "date", index: 0, reading: .time("date text"), role: .x, reason: "", firstValues: [])

  /// The daily fixture opened from a CSV file whose x is its first column.
  func state() -> ExplorerState {
    var state = Fixtures.dailyState()
    state.feed.rowSource = RowSource(
      path: "/data/daily.csv", options: LoadOptions(), columns: [[xColumn], []])
    return state
  }

  /// The `generation`th read's query at `sample`.
  func query(_ state: ExplorerState, sample: Int, generation: Int) -> SourceRowsQuery {
    var query = SourceRowsQuery(
      path: "/data/daily.csv", options: LoadOptions(), xField: 0, xName: "date",
      xReading: .time("date text"), x: state.chartSet.xValue(at: sample), context: 24)
    query.generation = generation
    return query
  }

  let answer = SourceRows(
    header: ["date", "sales", "note"],
    rows: [
      .init(line: 9, cells: ["2019-03-07", "1.5", "a"]),
      .init(line: 10, cells: ["2019-03-08", "2", "a long note that does not fit"]),
      .init(line: 11, cells: ["2019-03-09", "3", "c"]),
    ], matched: 1..<2)

  @Test func rAsksForTheRowsAtTheIndicatorAndShowsThem() {
    let start = state()
    let x = start.chartSet.xValue(at: 109)
    let first = query(start, sample: 109, generation: 1)
    var store = TestStore(start)
    store.send(.input(.key(.character("r"))), effects: [.sourceRows(first)]) {
      $0.panels.showsIndicator = true
      $0.feed.rowSource?.reads = 1
      var view = RowsView()
      view.asked = first
      $0.modal = .rows(view)
    }
    store.send(.sourceRows(.success(answer), query: first)) {
      var view = RowsView()
      view.content = .file(self.answer)
      view.shownX = x
      $0.modal = .rows(view)
    }
    let frame = ExplorerScreen.render(state: store.state, size: Size(width: 80, height: 24))
    #expect(frame.text.contains("2019-03-08"))
    #expect(frame.text.contains("a long note"))
    // At 40 columns the last column takes what is left, its long cell cut with ….
    let narrow = ExplorerScreen.render(state: store.state, size: Size(width: 40, height: 12))
    #expect(narrow.lines[3] == "10 2019-03-08 2     a long note that do…")
    #expect(narrow.lines[0] == "daily.csv · rows at Wed, Jun 20 2018 · …")
    // ↑ moves the graph's indicator; the table follows with the previous sample's rows.
    let previous = query(start, sample: 108, generation: 2)
    store.send(.input(.key(.up)), effects: [.sourceRows(previous)]) {
      $0.view.indicator = 108
      $0.feed.rowSource?.reads = 2
      $0.modal.rows?.asked = previous
    }
    // A ↓ while the rows are read asks nothing more; the answer asks for the indicator's.
    store.send(.input(.key(.down))) { $0.view.indicator = 109 }
    let again = query(start, sample: 109, generation: 3)
    store.send(.sourceRows(.success(answer), query: previous), effects: [.sourceRows(again)]) {
      $0.modal.rows?.shownX = previous.x
      $0.feed.rowSource?.reads = 3
      $0.modal.rows?.asked = again
    }
    store.send(.input(.key(.escape))) { $0.modal = nil }
    // Opened again, the view waits for its own read: the closed view's answer is dropped.
    let reopened = query(start, sample: 109, generation: 4)
    store.send(.input(.key(.character("r"))), effects: [.sourceRows(reopened)]) {
      $0.feed.rowSource?.reads = 4
      var view = RowsView()
      view.asked = reopened
      $0.modal = .rows(view)
    }
    store.send(.sourceRows(.success(answer), query: again))
  }

  @Test func slashSearchesTheCellsAndEnterFindsTheNext() {
    var start = state()
    var view = RowsView()
    view.content = .file(answer)
    view.shownX = start.chartSet.xValue(at: 109)
    start.modal = .rows(view)
    var store = TestStore(start)
    store.send(.input(.key(.character("/")))) {
      $0.modal.rows?.typing = true
      $0.modal.rows?.query = ""
    }
    store.send(.input(.key(.character("A")))) { $0.modal.rows?.query = "A" }
    store.send(.input(.key(.enter))) {
      $0.modal.rows?.typing = false
      $0.modal.rows?.found = 0
    }
    store.send(.input(.key(.enter))) { $0.modal.rows?.found = 1 }
    store.send(.input(.key(.character("n")))) { $0.modal.rows?.found = 0 }
    store.send(.input(.key(.escape))) {
      $0.modal.rows?.query = nil
      $0.modal.rows?.found = nil
    }
    store.send(.input(.key(.right))) { $0.modal.rows?.firstColumn = 1 }
    store.send(.input(.key(.left))) { $0.modal.rows?.firstColumn = 0 }
    store.send(.input(.key(.character("q")))) { $0.modal = nil }
  }

  /// Without a file to read again (a stream, JSON, a table), the samples' values, saying so.
  @Test func withoutAFileTheViewShowsTheSamplesValues() {
    let start = Fixtures.dailyState()
    var store = TestStore(start)
    store.send(.input(.key(.character("r")))) {
      $0.panels.showsIndicator = true
      var view = RowsView()
      view.content = .samples(note: "No rows of a CSV file: the samples' values")
      view.shownX = start.chartSet.xValue(at: 109)
      $0.modal = .rows(view)
    }
    let frame = ExplorerScreen.render(state: store.state, size: Size(width: 80, height: 24))
    #expect(frame.lines[0].hasPrefix("No rows of a CSV file"))
    #expect(frame.lines[1].contains("x"))
  }

  /// A file whose rows cannot be read again (JSON, changed) shows the samples, saying why.
  @Test func aFailedReadShowsTheSamplesSayingWhy() {
    var start = state()
    let x = start.chartSet.xValue(at: 109)
    var view = RowsView()
    let asked = query(start, sample: 109, generation: 1)
    view.asked = asked
    start.modal = .rows(view)
    var store = TestStore(start)
    let error = LoadError(
      file: "/data/daily.csv", location: "",
      message: "a JSON file: rows are shown for CSV/TSV files")
    store.send(.sourceRows(.failure(error), query: asked)) {
      var view = RowsView()
      view.content = .samples(
        note: "a JSON file: rows are shown for CSV/TSV files · the samples' values")
      view.shownX = x
      $0.modal = .rows(view)
    }
  }

  @Test func longCellsAreCutWithAnEllipsis() {
    // Wide characters take two cells.
    #expect(
      RowsLayout.widths(header: ["名前", "v"], rows: [["東京都", "1"]], from: 0, width: 40) == [6, 1])
    let widths = RowsLayout.widths(
      header: ["date", "note"], rows: [["2019-03-08", String(repeating: "x", count: 90)]],
      from: 0, width: 40)
    #expect(widths == [10, 29])
  }
}
