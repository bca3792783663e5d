import TChartCSV
import TChartData
import TChartRender
import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// A view saved as a ``SessionRecord`` and shown again: the whole view for the same file, what
/// still applies for a changed one.
@Suite("Sessions: saving and restoring the view")
struct SessionRestoreTests {
  let file = FileIdentity(path: "/data/daily.csv", size: 1_000, modified: 1_700_000_000)

  /// The second chart set on screen, line 3 of the first hidden, a narrow window, night.
  func explored() -> ExplorerState {
    var state = Fixtures.dailyState()
    for key in ["3", "+", "+", "n"] {
      reduce(into: &state, action: .input(.key(.character(key.first!))))
    }
    reduce(into: &state, action: .input(.key(.tab)))
    state.view.hidden = [0]
    return state
  }

  @Test func theRecordNamesChartsLinesAndWindowsByXValues() {
    let state = explored()
    let record = state.sessionRecord(for: file)
    #expect(
      record.file == file && record.chartsSlice.chartName == "Second"
        && record.themeSlice.theme == "night")
    let daily = record.chartsSlice.charts[0]
    let window = state.navigation.views[0].windowIndices
    #expect(daily.name == "Daily" && daily.hiddenLines == ["y2"])
    #expect(daily.windowStart == Fixtures.daily.x[window.lowerBound])
    #expect(daily.windowEnd == Fixtures.daily.x[window.upperBound])
    #expect(record.chartsSlice.charts[1].hiddenLines == ["y0"])
  }

  @Test func theSameFileGetsTheWholeViewBack() {
    let saved = explored()
    var state = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    state.restoreSession(saved.sessionRecord(for: file), file: file)
    #expect(state.navigation.chartIndex == 1 && state.look.theme == .night)
    #expect(state.navigation.views.map(\.window) == saved.navigation.views.map(\.window))
    #expect(state.navigation.views.map(\.hidden) == saved.navigation.views.map(\.hidden))
    #expect(state.notes.status == "session restored (--fresh to start over)")
    #expect(state.yAxes.yRange == .still(state.yAxesModel.targetYRange))
  }

  @Test func aThemeGivenOnTheCommandLineWins() {
    var state = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    state.look.theme = .day
    state.restoreSession(explored().sessionRecord(for: file), file: file, overrides: .theme)
    #expect(state.look.theme == .day)
  }

  @Test func theLayoutIsSavedAndRestoredUnlessTheCommandLineSetIt() {
    var saved = explored()
    // One → split → list.
    reduce(into: &saved, action: .input(.key(.character("v"))))
    reduce(into: &saved, action: .input(.key(.character("v"))))
    #expect(saved.layouts.layoutMode == .list)
    let record = saved.sessionRecord(for: file)
    #expect(record.layoutSlice.layout == "list")
    var state = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    state.restoreSession(record, file: file)
    #expect(state.layouts.layoutMode == .list && state.navigation.chartIndex == 1)
    var given = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    given.send(LayoutsFeature.Action.show(.cards))
    given.restoreSession(record, file: file, overrides: .layout)
    #expect(given.layouts.layoutMode == .cards)
    // Records written before layouts keep the layout as it is.
    var old = record
    old.layoutSlice.layout = nil
    var fresh = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    fresh.restoreSession(old, file: file)
    #expect(fresh.layouts.layoutMode == .one)
  }

  @Test func theYScaleModeIsSavedAndRestoredUnlessTheCommandLineSetIt() {
    var saved = explored()
    saved.yAxes.yScaleMode = .zero
    let record = saved.sessionRecord(for: file)
    #expect(record.yScaleSlice.yScale == "zero")
    var state = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    state.restoreSession(record, file: file)
    #expect(state.yAxes.yScaleMode == .zero)
    var overridden = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    overridden.yAxes.yScaleMode = .span
    overridden.restoreSession(record, file: file, overrides: [.theme, .yScale])
    #expect(overridden.yAxes.yScaleMode == .span && overridden.look.theme == .terminal)
  }

  @Test func aChangedFileKeepsOnlyWhatStillApplies() {
    var record = explored().sessionRecord(for: file)
    // A window reaching past the end of the shorter data, a line that is gone.
    record.chartsSlice.charts[0].windowStart = Fixtures.start + 20 * Fixtures.day
    record.chartsSlice.charts[0].windowEnd = Fixtures.start + 400 * Fixtures.day
    record.chartsSlice.charts[0].hiddenLines = ["y1", "gone"]
    record.chartsSlice.chartName = "Renamed away"
    let shorter = ChartSet(
      name: "Daily", x: Array(Fixtures.daily.x.prefix(50)),
      lines: Fixtures.daily.lines.map { line in
        Series(
          id: line.id, name: line.name, color: line.color, values: Array(line.values.prefix(50)))
      })
    let changed = FileIdentity(path: file.path, size: 500, modified: file.modified + 60)
    var state = ExplorerState(chartSets: [shorter])
    state.restoreSession(record, file: changed)
    #expect(state.navigation.chartIndex == 0)
    #expect(state.view.windowIndices == 20...49)
    #expect(state.view.hidden == [1])
    #expect(state.view.indicator == 49)
    #expect(state.notes.status == "file changed: view partly restored")
  }

  @Test func hiddenLinesThatWouldLeaveNoneVisibleAreAllShown() {
    var record = explored().sessionRecord(for: file)
    record.chartsSlice.charts[1].hiddenLines = ["y0", "y1"]
    var state = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    state.restoreSession(record, file: file)
    #expect(state.navigation.views[1].hidden.isEmpty)
  }

  @Test func aFileStillLoadingGetsItsViewWhenItsChartsArrive() {
    let saved = explored()
    var state = ExplorerState(waitingFor: LiveStream(name: "daily.csv", loading: true))
    state.feed.sessionToRestore = SessionToRestore(
      record: saved.sessionRecord(for: file), file: file, overrides: [])
    reduce(
      into: &state,
      action: .stream(.loaded(LoadResult(chartSets: [Fixtures.daily, Fixtures.second]))))
    #expect(state.feed.sessionToRestore == nil && state.feed.stream == nil)
    #expect(state.navigation.chartIndex == 1 && state.look.theme == .night)
    #expect(state.navigation.views.map(\.window) == saved.navigation.views.map(\.window))
    #expect(state.notes.status == "session restored (--fresh to start over)")
  }

  @Test func theRecordSurvivesTheStoreAndADayZoomIsNotSaved() throws {
    var state = explored()
    state.navigation.dayChart = DayChart.into(
      ZoomFixtures.dayChart, x: ZoomFixtures.dayStart, hidden: [])
    let directory = "/tmp/tchart-session-restore-\(UInt64.random(in: 0..<UInt64.max))"
    let store = SessionStore(directory: directory)
    try store.save(state.sessionRecord(for: file))
    guard case .found(let record) = store.load(for: file) else {
      Issue.record("no session read back")
      return
    }
    #expect(record == state.sessionRecord(for: file))
    var reopened = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    reopened.restoreSession(record, file: file)
    #expect(
      reopened.navigation.dayChart == nil
        && reopened.navigation.views.map(\.window) == state.navigation.views.map(\.window))
  }

  /// Found by the session fuzz harness: a one-sample chart restored with the indicator on
  /// sample 1, which does not exist.
  @Test func aOneSampleChartKeepsItsIndicatorOnItsSample() {
    let record = SessionRecord(
      file: file, chartName: "Single",
      charts: [.init(name: "Single", windowStart: 5, windowEnd: 5, hiddenLines: ["y0"])],
      theme: "day")
    var state = ExplorerState(chartSets: [Fixtures.single, Fixtures.noLines])
    state.restoreSession(record, file: file)
    #expect(state.view.indicator == 0)
    #expect(invariantViolations(state) == [])
    // Nor does a one-sample chart open with it there (the session had not named it).
    let opened = ExplorerState(chartSets: [Fixtures.single])
    #expect(opened.view.indicator == 0)
    #expect(invariantViolations(opened) == [])
  }
}
