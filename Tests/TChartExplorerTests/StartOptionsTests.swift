import TChartCSV
import TChartCells
import TChartData
import TChartTesting
import Testing

@testable import TChartExplorer

/// Files, streams and tables start from the same ``ExplorerOptions``.
@Suite("One way to start (ExplorerOptions for every feed)")
struct StartOptionsTests {
  var options: ExplorerOptions {
    var options = ExplorerOptions(size: Size(width: 100, height: 30))
    options.theme = .night
    options.monochrome = true
    options.colorDepth = .truecolor
    options.glyphs = .ascii
    options.animates = false
    options.yScale = .zero
    options.layout = .cards
    return options
  }

  @Test func aStreamTakesTheLookTheYScaleTheLayoutAndTheSize() {
    let state = ExplorerState(waitingFor: LiveStream(name: "s"), options: options)
    #expect(state.look.theme == .night && state.look.monochrome && !state.look.animates)
    #expect(state.look.colorDepth == .truecolor && state.look.glyphs == .ascii)
    #expect(state.yAxes.yScaleMode == .zero && state.layouts.layoutMode == .cards)
    #expect(state.terminal.size == Size(width: 100, height: 30))
    // The shared indicator waits for the data.
    #expect(
      state.layouts.linkedIndicator == nil && state.feed.source == .stream(LiveStream(name: "s")))
  }

  @Test func aFileTakesTheSameOptionsAndItsLayoutSharesTheIndicator() throws {
    let state = try ExplorerState(chartSets: [Fixtures.daily, Fixtures.second], options: options)
    #expect(state.look.theme == .night && state.look.monochrome && !state.look.animates)
    #expect(state.look.colorDepth == .truecolor && state.look.glyphs == .ascii)
    #expect(state.yAxes.yScaleMode == .zero && state.layouts.layoutMode == .cards)
    #expect(state.feed.source == .file)
    // The interactive explorer shows its indicator, so the cards share it from the start.
    #expect(state.layouts.linkedIndicator != nil)
  }

  @Test func theLoadersNotesComeWithTheOptions() throws {
    var options = ExplorerOptions()
    options.notes = [
      LoadNote(file: "a.csv", message: "rows sorted by date"),
      LoadNote(file: "a.csv", message: "2 rows skipped"),
    ]
    let state = try ExplorerState(chartSets: [Fixtures.daily], options: options)
    #expect(state.notes.status == "1/2: rows sorted by date")
    #expect(state.notes.queued == ["2/2: 2 rows skipped"])
    #expect(state.notes.messages.entries.count == 2)
  }

  @Test func settingTheStreamOrTableToNilKeepsTheOtherSource() {
    var feed = DataFeed(chartSets: [Fixtures.daily])
    feed.stream = LiveStream(name: "s")
    feed.table = nil
    #expect(feed.stream?.name == "s")
    feed.stream = nil
    #expect(feed.source == .file)
  }
}
