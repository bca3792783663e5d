import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartSources
import Testing

@testable import TChartExplorer

/// The graph area's views through the reducer, as a user drives them (issue 41): `d` the
/// histogram, `←`/`→` and a click its bin, `x` XY of the first two visible lines, `p` points or
/// lines, `Esc` back to the lines, undo and the session.
@Suite("Views reducer")
struct ViewsReducerTests {
  func key(_ key: Key) -> ExplorerAction { .input(.key(key)) }
  func char(_ character: Character) -> ExplorerAction { key(.character(character)) }

  @Test func dTogglesTheHistogramAndSaysHow() {
    var store = TestStore(Fixtures.dailyState())
    store.send(char("d")) {
      $0.views.chosen = .histogram
      $0.notes.send(.say("histogram of the window (←/→ a bin, d: the lines again)"))
    }
    #expect(store.state.graphView == .histogram)
    store.send(char("d")) {
      $0.views.chosen = nil
      $0.notes.send(.say("the lines again (d: the histogram)"))
    }
  }

  @Test func theArrowsChooseABinInTheHistogramAndMoveTheIndicatorElsewhere() {
    var state = Fixtures.dailyState()
    state.views.chosen = .histogram
    var store = TestStore(state)
    let bins = store.state.histogramModel.histogram.bins.count
    #expect(bins > 2)
    store.send(key(.right)) { $0.views.selectedBin = 0 }
    store.send(char("l")) { $0.views.selectedBin = 1 }
    store.send(key(.left)) { $0.views.selectedBin = 0 }
    store.send(key(.left))
    store.send(key(.end)) { $0.view.indicator = 109 }
    var lines = TestStore(Fixtures.dailyState())
    lines.send(key(.left)) { $0.view.indicator = 108 }
  }

  @Test func aClickSelectsTheBinUnderItAndEscGoesBack() {
    var state = Fixtures.dailyState()
    state.views.chosen = .histogram
    var store = TestStore(state)
    let area = store.state.geometry.layout.viewArea
    let layout = HistogramLayout(store.state.histogramModel.histogram, area: area)
    let column = layout.columns(ofBin: 1).lowerBound
    store.send(.input(.press(at: Point(x: column, y: layout.plot.y + 1)))) {
      $0.views.selectedBin = 1
      $0.pointer.drag = .ignored
    }
    store.send(.input(.release(at: Point(x: column, y: layout.plot.y + 1)))) {
      $0.pointer.drag = nil
    }
    store.send(key(.escape)) {
      $0.views.chosen = nil
      $0.views.selectedBin = nil
    }
    #expect(!store.state.ending.quitRequested)
  }

  @Test func xShowsTheFirstTwoVisibleLinesAgainstEachOther() {
    var store = TestStore(Fixtures.dailyState())
    store.send(char("x")) {
      $0.views.chosen = .xy(x: "y0", y: "y1")
      $0.notes.send(.say("XY: Joined across, Left up (x: the lines again)"))
    }
    store.send(char("x")) {
      $0.views.chosen = nil
      $0.notes.send(.say("the lines again (x: XY)"))
    }
    var one = Fixtures.dailyState()
    one.view.hidden = [1, 2]
    one.yAxes.yRange = .still(one.yAxesModel.targetYRange)
    var single = TestStore(one)
    single.send(char("x")) {
      $0.notes.send(
        .say("XY needs two visible lines: the first is x, the second y (1–9 show them)"))
    }
  }

  @Test func theLinePickersCtrlYChoosesTheLineAcrossThenTheLineUp() {
    var state = Fixtures.dailyState()
    let lines = state.chartSet.lines
    reduce(into: &state, action: char("/"))
    reduce(into: &state, action: key(.control("y")))
    #expect(state.notes.status == "XY: \(lines[0].name) across (^Y on the line to draw up)")
    #expect(state.modal != nil && state.views.chosen == nil)
    // `^Y` on the same line again keeps it across; on another, draws XY and closes.
    reduce(into: &state, action: key(.control("y")))
    #expect(state.modal != nil)
    reduce(into: &state, action: key(.down))
    reduce(into: &state, action: key(.down))
    reduce(into: &state, action: key(.control("y")))
    #expect(state.modal == nil)
    #expect(state.views.chosen == .xy(x: lines[0].id, y: lines[2].id))
    #expect(state.graphView == .xy(x: lines[0].id, y: lines[2].id))
    #expect(
      state.notes.status == "XY: \(lines[0].name) across, \(lines[2].name) up (x: the lines again)")
  }

  @Test func pTogglesPointsAndAnUnorderedChartSetStartsWithThem() {
    var store = TestStore(Fixtures.dailyState())
    store.send(char("p")) {
      $0.views.chosen = .points
      $0.notes.send(.say("points: each sample a dot (p: lines)"))
    }
    store.send(char("p")) {
      $0.views.chosen = nil
      $0.notes.send(.say("lines (p: points)"))
    }
    var scattered = Fixtures.daily
    scattered.flags.insert(.unordered)
    var unordered = TestStore(ExplorerState(chartSets: [scattered]))
    #expect(unordered.state.graphView == .points)
    unordered.send(char("p")) {
      $0.views.chosen = .lines
      $0.notes.send(.say("lines (p: points)"))
    }
  }

  @Test func undoTakesTheViewBack() {
    var store = TestStore(Fixtures.dailyState())
    store.send(char("d")) {
      $0.views.chosen = .histogram
      $0.notes.send(.say("histogram of the window (←/→ a bin, d: the lines again)"))
    }
    store.send(char("u")) {
      $0.views.chosen = nil
      $0.notes.send(.say("undo: show the histogram"))
    }
  }

  @Test func theSessionSavesAndRestoresTheView() throws {
    var state = Fixtures.dailyState()
    state.views.chosen = .xy(x: "y0", y: "y2")
    let identity = FileIdentity(path: "/data/daily.csv", size: 1, modified: 1)
    let record = SessionRecord(of: state, file: identity)
    #expect(record.viewsSlice.view == "xy:y0,y2")
    var restored = Fixtures.dailyState()
    var restoring = SessionRestoring(overrides: [], zone: nil)
    record.restore(into: &restored, &restoring)
    #expect(restored.views.chosen == .xy(x: "y0", y: "y2"))
    var given = Fixtures.dailyState()
    var overridden = SessionRestoring(overrides: .view, zone: nil)
    record.restore(into: &given, &overridden)
    #expect(given.views.chosen == nil)
  }

  @Test func draggingTheWindowReBinsTheHistogram() {
    var state = Fixtures.dailyState()
    state.views.chosen = .histogram
    let before = state.histogramModel.histogram
    #expect(before.lines.map(\.total) == [74, 74, 74])
    state.view.setWindow(fractions: (0, 1), of: state.chartSet)
    let after = state.histogramModel.histogram
    #expect(after.lines.map(\.total) == [146, 146, 146])
    #expect(after.lines[0].counts.reduce(0, +) == 146)
  }
}

/// A table's frame holds the M4 rows of each dot column, not every value: its histogram and XY
/// are counted by the database (``TableHistogramReducerTests``, ``TableXYReducerTests``); points
/// stay the lines, and the key says why.
@Suite("Views reducer: tables")
struct ViewsTableTests {
  @Test func aTableDrawsItsHistogramButNotPoints() throws {
    let backend = ArrayTableBackend(TableReducerTests.chart())
    var options = TableReducerTests.options()
    options.view = .histogram
    var store = TestStore(
      try ExplorerState(
        table: TableSeriesSource(description: try backend.describe()), options: options))
    #expect(store.state.graphView == .histogram)
    // The first action asks the database for the window's counts.
    let window = store.state.shown.windowXRange
    store.send(
      .input(.key(.character("p"))),
      effects: [.histogram(lower: window.lowerBound, upper: window.upperBound, lines: [0, 1])]
    ) {
      $0.feed.table?.histogramAsked = TableHistogramAsk(window: window, lines: [0, 1])
      $0.notes.send(
        .say("a table's points are not drawn (its frames hold M4 rows; d: histogram, x: XY)"))
    }
  }
}
