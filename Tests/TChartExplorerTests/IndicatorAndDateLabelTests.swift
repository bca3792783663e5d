import TChartCells
import TChartData
import TChartLoading
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// The explorer shows its indicator from the first move on (issue 26: the tooltip would cover
/// the newest data; the legend shows the window's last values meanwhile), and the slider row
/// writes dates the way the title and the tooltip do.
@Suite("Indicator at start, slider date labels")
struct IndicatorAndDateLabelTests {
  let size = Size(width: 80, height: 24)

  func renderState() throws -> ExplorerState {
    try ExplorerState(chartSets: [Fixtures.daily], options: ExplorerOptions())
  }

  @Test func renderWithoutIndicatorDrawsNoTooltip() throws {
    let frame = ExplorerScreen.render(state: try renderState(), size: size)
    #expect(!frame.text.contains("╭"))
    // The legend shows the window's last values.
    #expect(frame.line(22) == "1 Joined 1,550  2 Left 75  3 Views 15,500".padding(80))
  }

  @Test func theExplorerShowsNoTooltipUntilTheIndicatorMoves() throws {
    var explorer = Explorer(state: try renderState())
    #expect(!explorer.state.panels.showsIndicator)
    #expect(explorer.needsRedraw)
    let first = explorer.render(size: size)
    // No box, no cursor over the newest data; the legend has the last sample's values.
    #expect(!first.text.contains("╭") && first[79, 8].scalar != "│")
    #expect(first.line(22) == "1 Joined 1,550  2 Left 75  3 Views 15,500".padding(80))
    explorer.handle(.key(.left), at: 0)
    #expect(explorer.state.panels.showsIndicator && explorer.state.view.indicator == 144)
    let frame = explorer.render(size: size)
    // The sample before the last (Jul 25 2018, in the last column with it): the cursor in
    // column 79, the box flipped left of it, with the legend's values.
    #expect(frame[79, 8].scalar == "│")
    func box(_ row: Int) -> String {
      String(String.UnicodeScalarView((58..<78).map { frame[$0, row].scalar }))
    }
    #expect(box(1) == "╭──────────────────╮")
    #expect(box(2) == "│ Wed, Jul 25 2018 │")
    #expect(box(3) == "│ ● Joined   1,540 │")
    #expect(box(4) == "│ ● Left        70 │")
    #expect(box(5) == "│ ● Views   15,400 │")
    #expect(box(6) == "╰──────────────────╯")
    #expect(frame.line(22) == "1 Joined 1,540  2 Left 70  3 Views 15,400".padding(80))
  }

  @Test func panningBeforeTheFirstMoveKeepsTheLegendOnTheWindowsLastValues() throws {
    var explorer = Explorer(state: try renderState())
    explorer.handle(.key(.character("+")), at: 0)
    explorer.handle(.key(.character("<")), at: 0)
    // Zooming and panning do not show the indicator: it stays on the window's last sample
    // (133: Jul 14 2018), and the legend shows its values.
    #expect(!explorer.state.panels.showsIndicator)
    #expect(explorer.state.view.indicator == explorer.state.view.windowIndices.upperBound)
    #expect(explorer.state.view.indicator == 133)
    var frame = explorer.render(size: size)
    #expect(!frame.text.contains("╭"))
    #expect(frame.line(22) == "1 Joined 1,430  2 Left 50  3 Views 14,300".padding(80))
    explorer.handle(.key(.character(">")), at: 0)
    #expect(explorer.state.view.indicator == explorer.state.view.windowIndices.upperBound)
    // Home shows it, on the window's first sample.
    explorer.handle(.key(.home), at: 0)
    #expect(explorer.state.panels.showsIndicator)
    #expect(explorer.state.view.indicator == explorer.state.view.windowIndices.lowerBound)
    frame = explorer.render(size: size)
    #expect(frame.text.contains("╭"))
  }

  @Test func calendarLabelsReadLikeTheTitle() {
    let formatter = ValueFormatter(.calendar)
    #expect(formatter.string(Fixtures.start) == "Mar 3 2018")
    #expect(formatter.compactString(Fixtures.start) == "Mar 3")
    let timed = ValueFormatter(.calendar, resolution: 60)
    #expect(timed.string(Fixtures.start + 14 * 3600 + 30 * 60) == "Mar 3 2018 14:30")
    #expect(timed.compactString(Fixtures.start + 14 * 3600) == "Mar 3 14:00")
    #expect(formatter.string(.nan) == "–")
    #expect(formatter.string(1e300) == "–")
  }

  @Test func theSliderRowWritesTheWindowsDatesLikeTheTitle() {
    var state = Fixtures.dailyState()
    reduce(into: &state, action: .input(.resize(size)))
    let frame = ExplorerScreen.render(state: state, size: size)
    #expect(frame.line(0).hasPrefix("1/2  Daily  ·  Apr 8 – Jun 20 2018"))
    #expect(
      frame.line(20)
        == "                    Apr 8 2018                          Jun 20 2018             ")
  }

  @Test func hourlyDataGetsTimesOnTheSliderLikeInTheTitle() {
    let hourly = ChartSet(
      name: "Hourly", x: (0..<48).map { Fixtures.start + Double($0) * 3600 },
      lines: [
        Series(
          id: "y0", name: "A", color: RGBColor(hex: "#3DC23F")!,
          values: (0..<48).map { Double($0) })
      ])
    let state = ExplorerState(chartSets: [hourly], screenSize: size)
    let frame = ExplorerScreen.render(state: state, size: size)
    #expect(frame.line(0).hasPrefix("1/1  Hourly  ·  Mar 3 00:00 – Mar 4 23:00 2018"))
    #expect(frame.line(20).contains("Mar 3 2018 00:00"))
    #expect(frame.line(20).contains("Mar 4 2018 23:00"))
  }

  @Test func numbersStayPlainOnTheSlider() {
    let state = ExplorerState(chartSets: [Fixtures.noLines], screenSize: size)
    let frame = ExplorerScreen.render(state: state, size: size)
    // Whole numbers: no decimals (as the title's `0 – 30`).
    #expect(frame.line(0).hasPrefix("1/1  No lines  ·  0 – 30"))
    #expect(frame.line(20) == "        0" + String(repeating: " ", count: 68) + "30 ")
  }

  /// Separators from five integer digits on (`12,500.75`); four digits read as years do
  /// (`1000.00`, not `1,000.00`).
  @Test func numbersGetTheDecimalsAndSeparatorsTheirSamplesNeed() {
    let fine = ChartSet(
      name: "Fine", x: [1_000, 1_000.25, 1_000.5, 12_500.75], xKind: .number,
      lines: [Series(id: "y0", name: "A", color: RGBColor(hex: "#000")!, values: [1, 2, 3, 4])])
    let state = ExplorerState(chartSets: [fine], screenSize: size)
    let frame = ExplorerScreen.render(state: state, size: size)
    #expect(frame.line(20).hasPrefix("       1000.00 "))
    #expect(frame.line(20).hasSuffix(" 12,500.75"))
  }

  /// The years 1990–2020 (`1.99K – 2.02K` before): the title, the X axis, the slider
  /// and the tooltip's title write them as years.
  @Test func yearsReadAsYearsEverywhere() {
    let years = ChartSet(
      name: "Years", x: (1990...2020).map(Double.init), xKind: .number,
      lines: [
        Series(
          id: "y0", name: "A", color: RGBColor(hex: "#000")!,
          values: (0...30).map { Double($0) })
      ])
    var state = ExplorerState(chartSets: [years], screenSize: size)
    state.view.indicator = 10
    state.panels.showsIndicator = true
    let frame = ExplorerScreen.render(state: state, size: size)
    #expect(frame.line(0).hasPrefix("1/1  Years  ·  1990 – 2020"))
    #expect(frame.line(16).hasPrefix("       1990"))
    #expect(frame.line(16).contains(" 2000 "))
    #expect(frame.line(16).hasSuffix("2020"))
    #expect(!frame.text.contains("K"))
    #expect(frame.line(20) == "       1990" + String(repeating: " ", count: 65) + "2020")
    #expect(frame.text.contains("x = 2000"))
  }

  @Test func idsReadInFullWithSeparators() {
    let ids = ChartSet(
      name: "Ids", x: (0..<50).map { 1_000_000_000 + Double($0) }, xKind: .number,
      lines: [
        Series(
          id: "y0", name: "A", color: RGBColor(hex: "#000")!,
          values: (0..<50).map { Double($0) })
      ])
    let state = ExplorerState(chartSets: [ids], screenSize: size)
    let frame = ExplorerScreen.render(state: state, size: size)
    #expect(frame.line(0).hasPrefix("1/1  Ids  ·  1,000,000,000 – 1,000,000,049"))
    #expect(frame.line(16).hasPrefix("       1,000,000,000"))
  }
}

@Suite struct YearTitleTests {
  @Test func aYearColumnTitlesTheTooltipWithTheYear() throws {
    let sets = try ChartLoader.parse(
      bytes: Array("year,v\n1990,1\n2000,2\n2020,3\n".utf8), file: "y.csv")
    var state = ExplorerState(chartSets: sets)
    state.view.indicator = 1
    #expect(state.shown.indicatorTitle == "2000")
    let ids = try ChartLoader.parse(bytes: Array("id,v\n7,1\n8,2\n".utf8), file: "i.csv")
    #expect(ExplorerState(chartSets: ids).shown.indicatorTitle == "x = 8")
  }
}
