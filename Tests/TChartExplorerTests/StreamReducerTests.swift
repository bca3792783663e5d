import TChartCSV
import TChartCells
import TChartData
import TChartProgram
import TChartStreams
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

@Suite("Reducer: streams")
struct StreamReducerTests {
  /// Headerless rows `x, x × 10` for every x in `xs` (one line, named `1`).
  func rows(_ xs: ClosedRange<Int>, kind: XKind = .number, arrival: Bool = false) -> StreamBatch {
    StreamBatch(
      layout: StreamLayout(names: ["1"], xKind: kind, xIsArrival: arrival),
      x: xs.map(Double.init), columns: [xs.map { Double($0 * 10) }])
  }

  func waiting(keep: Int? = nil) -> ExplorerState {
    ExplorerState(waitingFor: LiveStream(name: "stdin", keep: keep))
  }

  /// A stream state after `action`s.
  func state(_ actions: [ExplorerAction], keep: Int? = nil) -> ExplorerState {
    var state = waiting(keep: keep)
    for action in actions { reduce(into: &state, action: action) }
    return state
  }

  @Test func waitsForDataWithEveryKeyWorkingAndQQuits() {
    var store = TestStore(waiting())
    #expect(store.state.feed.isWaitingForData)
    #expect(store.state.statusMessage == "Waiting for data…")
    let frame = ExplorerScreen.render(state: store.state, size: Size(width: 80, height: 24))
    #expect(frame.line(0).hasPrefix("1/1  stdin"))
    #expect(frame.line(23).hasPrefix("Waiting for data…"))
    store.send(.input(.key(.character("n")))) {
      $0.look.theme = .night
      $0.notes.status = "Theme: night"
    }
    store.send(.input(.key(.character("?")))) {
      $0.notes.status = nil
      $0.modal = .help(HelpState())
    }
    store.send(.input(.key(.character("q")))) { $0.modal = nil }
    store.send(.input(.key(.character("q")))) { $0.ending.quitRequested = true }
  }

  @Test func aLineWithoutItsEndIsSaid() {
    // Issue 37: a stream writing no line break showed "Waiting for data…" for ever.
    var unfinished = StreamBatch()
    unfinished.unfinishedLine = 12
    var state = state([.stream(.rows(unfinished))])
    #expect(state.statusMessage == "Waiting for the end of a line (12 bytes so far)…")
    unfinished.unfinishedLine = 3 << 20
    reduce(into: &state, action: .stream(.rows(unfinished)))
    #expect(
      state.statusMessage
        == "Waiting for the end of a line (3 MiB so far, over 1 MiB: it will be skipped)…")
    var ended = rows(1...3)
    ended.unfinishedLine = 0
    reduce(into: &state, action: .stream(.rows(ended)))
    #expect(state.feed.stream?.statusText == nil)
    // Once rows came, only a line far longer than a row is said.
    unfinished.unfinishedLine = 100
    reduce(into: &state, action: .stream(.rows(unfinished)))
    #expect(state.feed.stream?.statusText == nil)
    unfinished.unfinishedLine = 100_000
    reduce(into: &state, action: .stream(.rows(unfinished)))
    #expect(state.statusMessage == "Waiting for the end of a line (97.7 KiB so far)…")
  }

  @Test func aServerDescribingItselfSaysSoAndQQuits() {
    var live = LiveStream(name: "prometheus://127.0.0.1:9090")
    live.describing = true
    var store = TestStore(ExplorerState(waitingFor: live))
    let status = "Connecting to prometheus://127.0.0.1:9090: describing the source…"
    #expect(store.state.statusMessage == status)
    let frame = ExplorerScreen.render(state: store.state, size: Size(width: 80, height: 24))
    #expect(frame.line(0).contains("prometheus://127.0.0.1:9090"))
    #expect(frame.line(23).hasPrefix(status))
    store.send(.input(.key(.character("q")))) { $0.ending.quitRequested = true }
  }

  @Test func waitingSaysWhyRowsWereSkippedAsTheyArrive() {
    var state = state([
      .stream(.rows(StreamBatch(skipped: 1, problem: "line 2: 'r' is not a number")))
    ]
    )
    #expect(state.statusMessage == "Waiting for data… 1 row skipped (line 2: 'r' is not a number)")
    reduce(
      into: &state,
      action: .stream(.rows(StreamBatch(skipped: 11, problem: "line 12: 'b' is not a number"))))
    #expect(
      state.statusMessage == "Waiting for data… 12 rows skipped (line 12: 'b' is not a number)")
    let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    #expect(frame.line(23).hasPrefix("Waiting for data… 12 rows skipped (line 12:"))
  }

  @Test func waitingSaysWhichLineWasTakenForTheHeader() {
    let problem = "line 3: 'Swap: 0 0 …' read as the header"
    let state = state([.stream(.rows(StreamBatch(problem: problem)))])
    #expect(state.statusMessage == "Waiting for data… (\(problem))")
  }

  @Test func theLayoutsNoteIsOnTheStatusLineOnceRowsArrive() {
    var batch = rows(1...3, kind: .time, arrival: true)
    batch.layout?.note = "x is the arrival time: the first column does not count up"
    let state = state([.stream(.rows(batch))])
    #expect(state.statusMessage == "x is the arrival time: the first column does not count up")
  }

  @Test func theFirstRowsCreateTheChartSetAndItShowsThemAll() {
    let state = state([.stream(.rows(rows(1...3)))])
    #expect(!state.feed.isWaitingForData)
    #expect(state.chartSet.name == "stdin")
    #expect(state.chartSet.lines.map(\.name) == ["1"])
    #expect(state.chartSet.x == [1, 2, 3])
    #expect(state.view.windowIndices == 0...2)
    #expect(state.view.indicator == 2)
    #expect(state.titleName == "stdin · live")
    #expect(state.statusMessage == nil)
  }

  @Test func theWindowGrowsUntilFullThenSlidesKeepingItsWidth() {
    var state = state([.stream(.rows(rows(0...9)))])
    let full = ExplorerGeometry.followWidth(size: state.terminal.size, chrome: state.chrome)
    reduce(into: &state, action: .stream(.rows(rows(10...(full + 50)))))
    #expect(state.view.windowIndices == 50...(full + 50))
    #expect(state.view.indicator == full + 50)
    reduce(into: &state, action: .stream(.rows(rows((full + 51)...(full + 60)))))
    #expect(state.view.windowIndices == 60...(full + 60))
    #expect(state.view.indicator == full + 60)
  }

  @Test func movingTheIndicatorPausesAndEndResumes() {
    var store = TestStore(state([.stream(.rows(rows(0...9)))]))
    // Following, the indicator is not drawn; the first move shows it.
    #expect(!store.state.panels.showsIndicator)
    store.send(.input(.key(.left))) {
      $0.view.indicator = 8
      $0.feed.stream?.following = false
      $0.panels.showsIndicator = true
    }
    #expect(store.state.titleName == "stdin · paused · +0 new")
    var state = store.state
    reduce(into: &state, action: .stream(.rows(rows(10...14))))
    #expect(state.titleName == "stdin · paused · +5 new")
    #expect(state.view.windowIndices == 0...9)
    #expect(state.view.indicator == 8)
    store = TestStore(state)
    store.send(.input(.key(.end))) {
      $0.view.window = ChartViewState.window(for: state.chartSet, lower: 5, upper: 14)
      $0.view.indicator = 14
      $0.yAxes.yRange = YRangeAnimation(
        from: $0.yAxes.yRange.to, to: ValueRange(lower: 50, upper: 140), start: 0,
        duration: YRangeAnimation.defaultDuration)
      $0.feed.stream?.following = true
      $0.feed.stream?.newWhilePaused = 0
    }
    #expect(store.state.titleName == "stdin · live")
  }

  @Test func panningPausesAndFResumesWithTheSameWidth() {
    var state = state([.stream(.rows(rows(0...9))), .stream(.rows(rows(10...999)))])
    let width = state.view.window.width
    reduce(into: &state, action: .input(.key(.character("H"))))
    #expect(state.feed.stream?.following == false)
    reduce(into: &state, action: .stream(.rows(rows(1000...1009))))
    #expect(state.feed.stream?.newWhilePaused == 10)
    reduce(into: &state, action: .input(.key(.character("f"))))
    #expect(state.feed.stream?.following == true)
    #expect(state.view.window.upper == 1009)
    #expect(state.view.window.width == width)
    #expect(state.view.indicator == 1009)
  }

  @Test func keepTrimsToTheNewestSamplesAndTheViewStaysValid() {
    var state = state([.stream(.rows(rows(0...99)))], keep: 100)
    #expect(state.chartSet.count == 100)
    reduce(into: &state, action: .stream(.rows(rows(100...125))))
    // 126 > 100 + 25: back to the newest 100.
    #expect(state.chartSet.count == 100)
    #expect(state.chartSet.x.first == 26)
    #expect(state.chartSet.lines[0].values.first == 260)
    #expect(state.view.windowIndices.upperBound == 99)
    #expect(state.view.indicator == 99)
    // Paused on old samples: the window moves with them.
    reduce(into: &state, action: .input(.key(.character("0"))))
    reduce(into: &state, action: .input(.key(.character("+"))))
    reduce(into: &state, action: .input(.key(.home)))
    let before = state.view.window
    #expect(state.feed.stream?.following == false)
    reduce(into: &state, action: .stream(.rows(rows(126...151))))
    #expect(state.chartSet.count == 100)
    #expect(state.view.window.lower == Swift.max(0, before.lower - 26))
    #expect(state.view.windowIndices.contains(state.view.indicator))
  }

  @Test func aStreamReservesItsColumnsSoRowsNeverMoveTheHistory() {
    var state = state([.stream(.rows(rows(0...9)))], keep: 1_000)
    let x = state.chartSet.x.withUnsafeBufferPointer { $0.baseAddress }
    let line = state.chartSet.lines[0].values.withUnsafeBufferPointer { $0.baseAddress }
    for start in stride(from: 10, to: 1_200, by: 10) {
      reduce(into: &state, action: .stream(.rows(rows(start...(start + 9)))))
    }
    // 1,200 rows: within N + N/4, no trim yet, and nothing moved.
    #expect(state.chartSet.count == 1_200)
    #expect(state.chartSet.x.withUnsafeBufferPointer { $0.baseAddress } == x)
    #expect(state.chartSet.lines[0].values.withUnsafeBufferPointer { $0.baseAddress } == line)
    #expect(LiveStream(name: "s").reservedSamples == 1 << 22)
  }

  @Test func badDataFoundAfterOpeningEndsTheExplorerWithTheLoadersErrorAndCode() {
    let error = LoadError(file: "-", location: "1:2", message: "expected a value")
    var explorer = Explorer(state: waiting())
    #expect(explorer.exit == nil)
    explorer.send(ExplorerAction(StreamEvent.loadFailed(error)))
    #expect(explorer.exit == ProgramExit(code: 65, error: error.description))
  }

  @Test func arrivalTimeXIsShownAsATimeOfDay() {
    let start = 1_700_000_000
    let state = state([.stream(.rows(rows(start...(start + 5), kind: .time, arrival: true)))])
    #expect(state.chartSet.xKind == .time)
    #expect(state.shown.indicatorTitle.hasSuffix("22:13:25"))
  }

  @Test func skippedRowsAreANoteNotAnEnd() {
    var batch = rows(0...4)
    batch.skipped = 2
    batch.problem = "line 7: 'x' is not a number"
    var state = state([.stream(.rows(batch))])
    #expect(state.statusMessage == "line 7: 'x' is not a number · 2 rows skipped")
    reduce(into: &state, action: .stream(.ended))
    #expect(state.feed.stream?.phase == .ended)
    #expect(state.titleName == "stdin")
  }

  @Test func aRestartStartsOverAndSaysWhy() {
    var state = state([.stream(.rows(rows(0...9)))])
    reduce(into: &state, action: .stream(.restarted("f.csv was truncated: reading it again")))
    #expect(state.feed.isWaitingForData)
    #expect(state.statusMessage == "f.csv was truncated: reading it again · waiting for data…")
    reduce(into: &state, action: .stream(.rows(rows(0...2))))
    #expect(state.chartSet.count == 3)
    #expect(state.statusMessage == "f.csv was truncated: reading it again")
  }

  @Test func aPipedContestDocumentIsShownAsAFileIs() {
    let state = state([.stream(.loaded(LoadResult(chartSets: [Fixtures.daily, Fixtures.second])))])
    #expect(state.feed.stream == nil)
    #expect(state.feed.chartSets == [Fixtures.daily, Fixtures.second])
    #expect(state.view.windowIndices == 0...145)
    #expect(state.titleName == "Daily")
  }

  @Test func theEndOfTheInputIsSaidOnTheStatusLine() {
    var state = state([.stream(.rows(rows(0...9)))])
    #expect(state.titleName == "stdin · live")
    reduce(into: &state, action: .stream(.ended))
    #expect(state.statusMessage == "input ended")
    #expect(state.titleName == "stdin")
  }

  @Test func aFileLoadingInTheBackgroundShowsItsProgressThenItsCharts() {
    var state = ExplorerState(waitingFor: LiveStream(name: "big.csv", loading: true))
    #expect(state.statusMessage == "Loading big.csv…")
    reduce(
      into: &state,
      action: .stream(
        .progress(
          LoadProgress(bytesParsed: 420_000_000, totalBytes: 1_000_000_000, seconds: 0.7))))
    #expect(state.titleName == "big.csv · loading 42% · 600 MB/s")
    let note = LoadNote(file: "big.csv", message: "rows sorted by x")
    reduce(
      into: &state,
      action: .stream(.loaded(LoadResult(chartSets: [Fixtures.daily], notes: [note]))))
    #expect(state.feed.stream == nil)
    #expect(state.feed.chartSets == [Fixtures.daily])
    #expect(state.statusMessage == "rows sorted by x")
  }

  @Test func anEmptyStreamSaysSo() {
    let state = state([.stream(.ended)])
    #expect(state.statusMessage == "stdin: no data")
  }

  @Test func theProgramRedrawsForRowsWithoutComparingStates() {
    var explorer = Explorer(state: waiting())
    explorer.markDrawn()
    explorer.send(.stream(.rows(rows(0...3))))
    #expect(explorer.needsRedraw)
    #expect(explorer.state.chartSet.count == 4)
    // Without a reader there is nothing to wake on.
    #expect(explorer.wakeDescriptor == nil)
  }
}
