import TChartCells
import TChartLoading
import Testing

@testable import TChartExplorer

/// x read as periods (decimal years, quarters, ISO weeks) shows them in the tooltip, the title,
/// the slider and the axis: `Feb 1949`, `1974 Q1`, `1991 W06`, never `1954.916666667`.
@Suite struct PeriodTimeTextTests {
  func state(_ text: String) throws -> ExplorerState {
    let sets = try ChartLoader.parse(bytes: Array(text.utf8), file: "p.csv")
    return ExplorerState(chartSets: sets, screenSize: Size(width: 100, height: 24))
  }

  @Test func decimalYearsShowMonths() throws {
    var text = "time,value\n"
    for month in 0..<72 { text += "\(1949 + Double(month) / 12),\(100 + month)\n" }
    var state = try state(text)
    state.view.indicator = 70
    #expect(state.shown.indicatorTitle == "Nov 1954")
    #expect(state.shown.sliderFormatter.string(state.chartSet.x[71]) == "Dec 1954")
    let frame = ExplorerScreen.render(state: state, size: Size(width: 100, height: 24))
    #expect(frame.line(0).hasPrefix("1/1  p  ·  Jan 1949 – Dec 1954"))
    #expect(!frame.text.contains("1954.9"))
  }

  @Test func quartersAndWeeks() throws {
    var quarters = try state("period,v\n1974Q1,1\n1974Q2,2\n1974Q3,3\n1974Q4,4\n1975Q1,5\n")
    quarters.view.indicator = 3
    #expect(quarters.shown.indicatorTitle == "1974 Q4")
    let frame = ExplorerScreen.render(state: quarters, size: Size(width: 100, height: 24))
    #expect(frame.line(0).hasPrefix("1/1  p  ·  1974 Q1 – 1975 Q1"))
    var weeks = try state("week,v\n1991 W06,1\n1991 W07,2\n1991 W08,3\n")
    weeks.view.indicator = 0
    #expect(weeks.shown.indicatorTitle == "1991 W06")
  }
}
