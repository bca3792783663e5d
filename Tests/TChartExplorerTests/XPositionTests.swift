import TChartTesting
import Testing

@testable import TChartData
@testable import TChartExplorer

/// `--ab A:B` positions: fractions, dates as the go-to prompt reads them, and the problems that
/// name A or B.
@Suite("XPosition")
struct XPositionTests {
  let daily = Fixtures.daily

  func pair(_ text: String) throws -> (XPosition, XPosition) {
    try #require(XPosition.pair(text))
  }

  @Test func fractionsAndDatesAreRead() throws {
    let (a, b) = try pair("0.25:1")
    #expect(a == .fraction(0.25) && b == .fraction(1))
    let (c, d) = try pair("2018-03-05:2018-04-01")
    #expect(c == .date("2018-03-05", x: PropertyCharts.start + 2 * PropertyCharts.day))
    #expect(d == .date("2018-04-01", x: PropertyCharts.start + 29 * PropertyCharts.day))
    // The date the go-to prompt reads from the same text.
    #expect(
      try DateEntry.target("2018-04-01", from: 0, kind: .time)
        == PropertyCharts.start + 29 * PropertyCharts.day)
  }

  @Test func dateTimesSplitAtTheColonWhereBothSidesRead() throws {
    let (a, b) = try pair("2018-03-05 09:30:2018-03-06 17:00:15")
    #expect(a == .date("2018-03-05 09:30", x: PropertyCharts.start + 2 * 86_400 + 34_200))
    #expect(b == .date("2018-03-06 17:00:15", x: PropertyCharts.start + 3 * 86_400 + 61_215))
    let (c, d) = try pair("2018-03-05T09:30:00Z:0.5")
    #expect(c == .date("2018-03-05T09:30:00Z", x: PropertyCharts.start + 2 * 86_400 + 34_200))
    #expect(d == .fraction(0.5))
    // Nothing reads on one side: split at the first colon, so the problem names that side.
    let (e, f) = try pair("0.2:soon")
    #expect(e == .fraction(0.2) && f == .unreadable("soon"))
    #expect(XPosition.pair("0.5") == nil)
  }

  @Test func positionsArePlacedOnTheNearestSample() throws {
    let (a, b) = try pair("2018-03-05 13:00:0.5")
    #expect(try a.sample(in: daily, name: "A") == 3)
    #expect(try b.sample(in: daily, name: "B") == XPosition.sample(fraction: 0.5, in: daily))
    var state = try ExplorerState(chartSets: [daily], options: ExplorerOptions())
    state.view.ab = try ABCursors(a, b, in: state.chartSet)
    #expect(state.abModel.samples?.a == 3)
    #expect(state.abModel.samples?.b == XPosition.sample(fraction: 0.5, in: daily))
  }

  @Test func aPositionOutsideTheDataOrUnreadableIsNamed() throws {
    func problem(_ position: XPosition, _ chart: ChartSet, _ name: String) -> String? {
      do {
        _ = try position.sample(in: chart, name: name)
        return nil
      } catch {
        return error.message
      }
    }
    let (early, late) = try pair("2018-01-01:2019-01-01")
    #expect(
      problem(early, daily, "A")
        == "A '2018-01-01' is before the data (2018-03-03T00:00:00Z … 2018-07-26T00:00:00Z)")
    #expect(problem(late, daily, "B")?.hasPrefix("B '2019-01-01' is after the data") == true)
    #expect(
      problem(.unreadable("soon"), daily, "B")
        == "B 'soon' is not a fraction 0…1 or a date (2024-03-01 14:05)")
    let numbers = ChartSet(
      name: "n", x: [1, 2, 3], xKind: .number,
      lines: [Series(id: "a", name: "a", color: RGBColor.defaultPalette[0], values: [1, 2, 3])])
    #expect(
      problem(XPosition("2018-03-05"), numbers, "A")
        == "A '2018-03-05': the x axis holds numbers; give a fraction 0…1")
    #expect(problem(.unreadable("7"), numbers, "A") == "A '7' is not a fraction 0…1")
  }
}
