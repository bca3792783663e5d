import TChartCSV
import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// Reading the file again with the sheet's choice: the chart sets replaced when the reader's
/// answer comes, a failure said with the chart kept, `Esc` stopping the read, undo reading the
/// file back, and the session keeping the choice.
@Suite struct ColumnsRereadTests {
  private let updated = ColumnChoice(x: "updated")

  /// The explorer after the sheet asked for `updated` as x.
  private func asked() throws -> ExplorerState {
    var state = try ColumnsFixtures.state(ColumnsFixtures.dates)
    for key: Key in [.character("C"), .down, .character("x"), .enter] {
      _ = reduce(into: &state, action: .input(.key(key)))
    }
    #expect(state.feed.reading?.isRereading == true)
    return state
  }

  @Test func theAnswerReplacesTheChartWithXFromTheChosenColumn() throws {
    var state = try asked()
    let result = try ColumnsFixtures.load(
      ColumnsFixtures.dates, options: LoadOptions(xColumn: "updated"))
    _ = reduce(
      into: &state,
      action: .stream(.progress(LoadProgress(bytesParsed: 50, totalBytes: 100, seconds: 1))))
    #expect(state.feed.titleText?.hasPrefix("reading again 50%") == true)
    _ = reduce(into: &state, action: .stream(.loaded(result)))
    let reading = try #require(state.feed.reading)
    #expect(!reading.isRereading)
    #expect(reading.loaded == updated)
    #expect(reading.columns == result.columns)
    #expect(state.chartSet.xValue(at: 0) == 1_706_659_200)  // 2024-01-31
    #expect(state.notes.status == "Read again with --x updated")
    #expect(state.modal == nil)
  }

  @Test func aFailedReadKeepsTheChartAndSaysWhy() throws {
    var state = try asked()
    let before = state.feed.chartSets
    let error = LoadError(file: "data.csv", location: "2:1", message: "'x' is not a date")
    _ = reduce(into: &state, action: .stream(.loadFailed(error)))
    #expect(state.feed.chartSets == before)
    #expect(state.feed.reading?.wanted == ColumnChoice())
    #expect(state.feed.reading?.isRereading == false)
    #expect(state.notes.status == "Not read again: 2:1: 'x' is not a date")
    #expect(state.ending.failure == nil)
  }

  @Test func escStopsTheReadInsteadOfQuitting() throws {
    var state = try asked()
    let effects = reduce(into: &state, action: .input(.key(.escape)))
    #expect(effects == [.cancelReread])
    #expect(!state.ending.quitRequested)
    #expect(state.feed.reading?.isRereading == false)
    #expect(state.feed.reading?.wanted == ColumnChoice())
    #expect(state.notes.status == "Reading again stopped: the chart is as it was")
  }

  @Test func undoReadsTheFileBackAsItWas() throws {
    var state = try asked()
    let result = try ColumnsFixtures.load(
      ColumnsFixtures.dates, options: LoadOptions(xColumn: "updated"))
    _ = reduce(into: &state, action: .stream(.loaded(result)))
    let effects = reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(effects == [.reread(ColumnChoice())])
    #expect(state.feed.reading?.wanted == ColumnChoice())
    // Redo while that read is in flight: the chart on screen is the one wanted, the read stops.
    let redo = reduce(into: &state, action: .input(.key(.control("r"))))
    #expect(redo == [.cancelReread])
    #expect(state.feed.reading?.wanted == updated)
  }

  @Test func theSessionSavesAChoiceOtherThanTheCommandLines() throws {
    var state = try asked()
    #expect(ColumnsSlice.Saved(of: state).columns == nil)
    let result = try ColumnsFixtures.load(
      ColumnsFixtures.dates, options: LoadOptions(xColumn: "updated"))
    _ = reduce(into: &state, action: .stream(.loaded(result)))
    #expect(ColumnsSlice.Saved(of: state).columns == updated)
  }

  @Test func aStreamHasNoSheetAndSaysSo() throws {
    var state = ExplorerState(waitingFor: LiveStream(name: "stdin"))
    _ = reduce(into: &state, action: .input(.key(.character("C"))))
    #expect(state.modal == nil)
    #expect(state.notes.status == "No columns sheet: a stream's columns are named with --x and --y")
  }
}

extension ColumnsRereadTests {
  @Test func theRowsViewReadsTheRowsAsReadAgain() throws {
    var state = try ColumnsFixtures.state(ColumnsFixtures.dates)
    state.feed.rowSource = RowSource(
      path: "data.csv", options: LoadOptions(), columns: state.feed.reading?.columns ?? [])
    for key: Key in [.character("C"), .down, .character("x"), .enter] {
      _ = reduce(into: &state, action: .input(.key(key)))
    }
    let result = try ColumnsFixtures.load(
      ColumnsFixtures.dates, options: LoadOptions(xColumn: "updated"))
    _ = reduce(into: &state, action: .stream(.loaded(result)))
    let rows = try #require(state.feed.rowSource)
    #expect(rows.options.xColumn == "updated")
    #expect(rows.xColumns.first??.name == "updated")
  }
}
