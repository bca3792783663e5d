import TChartTime
import Testing

@testable import TChartData

@Suite struct DisplayTimeZoneTests {
  let chart = ChartSet(
    name: "tz", x: [1_704_146_400, 1_704_150_000], xKind: .time,
    lines: [Series(id: "v", name: "v", color: RGBColor.defaultPalette[0], values: [1, 2])])

  @Test func xStaysUnixSecondsAndTheWallClockMovesByTheOffset() throws {
    let zone = try #require(DisplayTimeZone(argument: "+02:00"))
    let shown = chart.shown(in: zone)
    #expect(shown.x == chart.x)
    #expect(shown.timeZone == zone)
    #expect(shown.wall(shown.x[0]) == 1_704_153_600)
    #expect(shown.x(wall: 1_704_153_600) == chart.x[0])
    #expect(shown.shown(in: .utc).timeZone.isUTC)
  }

  @Test func aZoneWithRulesUsesTheOffsetAtEachInstant() throws {
    let rules = try #require(ZoneRules(name: "Europe/Berlin", posix: "CET-1CEST,M3.5.0,M10.5.0/3"))
    let zone = DisplayTimeZone(rules: rules, label: "Europe/Berlin")
    #expect(!zone.isUTC)
    // 2024-03-31 00:30Z is 01:30 CET; an hour later, 03:30 CEST.
    #expect(zone.wall(1_711_845_000) == 1_711_845_000 + 3600)
    #expect(zone.wall(1_711_848_600) == 1_711_848_600 + 7200)
    #expect(zone.abbreviation(at: 1_711_848_600) == "CEST")
    #expect(zone.unixSeconds(wall: 1_711_848_600 + 7200) == 1_711_848_600)
    // Fractions of a second survive the round trip.
    #expect(zone.unixSeconds(wall: zone.wall(1_711_848_600.25)) == 1_711_848_600.25)
  }

  @Test func plainNumbersStay() throws {
    var numbers = chart
    numbers.xKind = .number
    let zone = try #require(DisplayTimeZone(argument: "-05:30"))
    #expect(numbers.shown(in: zone).x == chart.x)
    #expect(zone.label == "UTC-05:30")
  }
}
