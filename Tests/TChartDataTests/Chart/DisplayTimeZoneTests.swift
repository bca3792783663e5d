import Testing

@testable import TChartData

@Suite struct DisplayTimeZoneTests {
  let chart = ChartSet(
    name: "tz", x: [1_704_146_400, 1_704_150_000], xKind: .time,
    lines: [Series(id: "v", name: "v", color: RGBColor.defaultPalette[0], values: [1, 2])])

  @Test func timesMoveByTheOffsetAndBack() throws {
    let zone = try #require(DisplayTimeZone(argument: "+02:00"))
    let shown = chart.shown(in: zone)
    #expect(shown.x == [1_704_153_600, 1_704_157_200])
    #expect(shown.timeZone == zone)
    #expect(shown.unixSeconds(shown.x[0]) == chart.x[0])
    // Showing in UTC again restores the Unix seconds.
    #expect(shown.shown(in: .utc).x == chart.x)
  }

  @Test func plainNumbersStay() throws {
    var numbers = chart
    numbers.xKind = .number
    let zone = try #require(DisplayTimeZone(argument: "-05:30"))
    #expect(numbers.shown(in: zone).x == chart.x)
    #expect(zone.label == "UTC-05:30")
  }
}
