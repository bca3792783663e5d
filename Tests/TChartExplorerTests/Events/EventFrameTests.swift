import Foundation
import TChartCells
import TChartData
import TChartRender
import Testing

@testable import TChartExplorer

/// The marks of `--events` at 80×24: a moment's `▲` and a range's `├──┤` on the X-axis row, a
/// faint `▲` per event on the mini-map, the label in the tooltip's title.
@Suite("Frames: event marks")
struct EventFrameTests {
  func lines(_ state: ExplorerState) -> [String] {
    ExplorerScreen.render(state: state, size: Size(width: 80, height: 24)).lines
  }

  /// The daily set's window Apr 8 – Jun 20 2018 with a moment on Apr 22 (`▲` where the label
  /// `Apr 23` was: a mark blanks the label it lands on, never `Ap▲ 23`), a range May 1 – May 11
  /// (`├──May 7──┤`: the line only where the axis is blank, not inside the label), a moment
  /// on Jul 1 outside the window (on the mini-map only); the indicator on May 6, inside the
  /// range: the tooltip's title names it.
  @Test func aMomentAndARangeAt80x24() {
    var state = Fixtures.dailyState()
    state.events = EventReducerTests.events
    state.view.indicator = 65
    state.panels.showsIndicator = true
    #expect(
      lines(state) == [
        "1/2  Daily  ·  Apr 8 – Jun 20 2018                                              ",
        "   12K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁│⠁╭─────────────────────────╮⠁⠁⠁⠁⠁⠁⠁⠁⣀⣀⠤⠤⠒⠒⠉",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀│ Mon, May 7 2018  ▲ sale │⣀⣀⠤⠤⠒⠒⠉⠉⠀⠀⠀⠀⠀⠀⠀",
        "   10K ⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄│⠄│ ● Joined            750 │⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀│ ● Left               60 │⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀│ ● Views           7,500 │⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "    8K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⢀⣀⡠●⠔╰─────────────────────────╯⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⡠⠤⠔⠒⠊⠉⠁⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "    6K ⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⢀⣀⡠⠤⠔⠒⠊⠉⠁⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄│⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄",
        "       ⠀⠀⢀⣀⡠⠤⠔⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "    4K ⠊⠉⠁⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "    2K ⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂│⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒",
        "       ⣒⣒⣒⣒⣒⣒⣒⣒⣒⣊⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉⣉●⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀",
        "       Apr 9         ▲         ├──May 7──┤    May 21         Jun 4        Jun 18",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▐⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⣀⣀⣀▌⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉",
        "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▐⠀⣀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠀⠀⠀⠀⠀⠀▌⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
        "       ⣤⣤⣤⣤⣤⣤⣒⣒⣒⣒⣒⣒⣒⣉⣉⣉⣉⣉▐⣉⣀⣀⣀⣀⣀▲⣀⣀⣀⣀▲⣀⣀⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤▌⣤⣤⣤⣤⣤▲⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤",
        "                    Apr 8 2018                          Jun 20 2018             ",
        "        ─────────────────●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●───────────────── ",
        "1 Joined 750  2 Left 60  3 Views 7,500                                          ",
        "                                                                          ? help",
      ])
  }

  /// The SVG export (`e`) draws the events in the window as the frame does: the moment and the
  /// range, at their places in the window's x range; Jul 1, outside it, is left out.
  @Test func theExportDrawsTheEventsInTheWindow() {
    var state = Fixtures.dailyState()
    state.events = EventReducerTests.events
    let xRange = state.shown.windowXRange
    let inWindow = state.chartEvents.shown.events(in: xRange)
    #expect(inWindow.count == 2)
    #expect(
      state.picture.events
        == inWindow.map {
          ChartPicture.Event(
            start: ($0.time - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound),
            end: $0.end.map { ($0 - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) },
            label: $0.label)
        })
    #expect(state.picture.events.map(\.label) == inWindow.map(\.label))
    #expect(state.picture.events.allSatisfy { (0...1).contains($0.start) })
    let svg = SVGDocument.render(state.picture)
    #expect(svg.components(separatedBy: "class=\"event\"").count == 3)
  }

  @Test func theSplitMarksEventsUnderItsSharedAxisAndSaysTheLabel() {
    var state = Fixtures.dailyState()
    state.events = EventReducerTests.events
    reduce(into: &state, action: .input(.key(.character("v"))))
    #expect(state.layouts.layoutMode == .split)
    reduce(into: &state, action: .input(.key(.character("]"))))
    let frame = lines(state)
    #expect(frame.contains { $0.contains("▲") && $0.contains("Jun") })
    #expect(frame[frame.count - 1].contains("▲ late"))
  }
}
