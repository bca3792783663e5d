import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// Periods of days on the clock of a zone with daylight saving time (issue 30): `--shift 1d`
/// and `7d`, the go-to prompt's `+1d` and the day chart's window move by calendar days (23 or
/// 25 hours across the Berlin changes), while UTC keeps 86,400 s.
@Suite("Calendar days in a zone with daylight saving time")
struct CalendarDayTests {
  static let berlin = ZoneFrameTests.berlin
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Double {
    ZoneFrameTests.utc(year, month, day, hour)
  }

  @Test func oneDayBeforeIsTheSameWallTimeAcrossSpringAndAutumn() throws {
    let day = try #require(PeriodShift(text: "1d"))
    // Mar 31 2024 12:00 CEST (10:00Z) one day before is Mar 30 12:00 CET (11:00Z): 23 hours.
    #expect(day.earlier(Self.utc(2024, 3, 31, 10), in: Self.berlin) == Self.utc(2024, 3, 30, 11))
    // Oct 27 12:00 CET (11:00Z) one day before is Oct 26 12:00 CEST (10:00Z): 25 hours.
    #expect(day.earlier(Self.utc(2024, 10, 27, 11), in: Self.berlin) == Self.utc(2024, 10, 26, 10))
    // A week across spring: 7 × 24 − 1 hours.
    let week = try #require(PeriodShift(text: "1w"))
    #expect(week.calendarDays == 7)
    #expect(
      Self.utc(2024, 4, 2, 10) - week.earlier(Self.utc(2024, 4, 2, 10), in: Self.berlin)
        == 7 * 86_400 - 3600)
    // In UTC, and for periods that are not days, nothing changes.
    #expect(day.earlier(Self.utc(2024, 3, 31, 10), in: .utc) == Self.utc(2024, 3, 30, 10))
    let hour = try #require(PeriodShift(text: "24h"))
    #expect(hour.calendarDays == nil)
    #expect(hour.earlier(Self.utc(2024, 3, 31, 10), in: Self.berlin) == Self.utc(2024, 3, 30, 10))
    #expect(PeriodShift(text: "86400")?.calendarDays == nil)
  }

  /// Hourly samples over Berlin's spring change; the tooltip's copy is the value at the same
  /// wall-clock hour the day before.
  @Test func theCopysValueIsTheSameHourTheDayBefore() throws {
    let chart = ZoneFrameTests.hourly(
      from: Self.utc(2024, 3, 29, 23), hours: 72, in: Self.berlin)
    // Values are the sample index: sample 35 is Mar 31 10:00Z = 12:00 CEST.
    var values = chart
    values.lines[0].values = Column((0..<72).map(Double.init))
    var state = ExplorerState(chartSets: [values], screenSize: Size(width: 80, height: 24))
    state.shift = PeriodShift(text: "1d")
    state.view.indicator = 35
    // Mar 30 12:00 CET is 11:00Z: sample 12, 23 samples earlier (24 in UTC).
    #expect(state.shiftModel.value(line: 0) == 12)
    #expect(state.shiftModel.amount == 23 * 3600)
    var inUTC = state
    inUTC.feed.chartSets[0] = values.shown(in: .utc)
    #expect(inUTC.shiftModel.value(line: 0) == 11)
    #expect(inUTC.shiftModel.amount == 86_400)
  }

  @Test func goToMovesOfDaysKeepTheWallClock() throws {
    let noon = Self.utc(2024, 10, 26, 10)  // Oct 26 12:00 CEST
    // +1d is Oct 27 12:00 CET: 25 hours; -1d from there comes back.
    let next = try DateEntry.target("+1d", from: noon, kind: .time, zone: Self.berlin)
    #expect(next == Self.utc(2024, 10, 27, 11))
    #expect(try DateEntry.target("-1d", from: next, kind: .time, zone: Self.berlin) == noon)
    // Hours are elapsed time; UTC keeps 86,400 s.
    let hours = try DateEntry.target("+24h", from: noon, kind: .time, zone: Self.berlin)
    #expect(hours == noon + 86_400)
    #expect(try DateEntry.target("+1d", from: noon, kind: .time) == noon + 86_400)
  }

  @Test func theDayChartsWindowRunsFromLocalMidnightToTheNext() {
    // Hourly from Mar 29 22:00Z for three days, shown in Berlin.
    let day = ZoneFrameTests.hourly(from: Self.utc(2024, 3, 29, 22), hours: 96, in: Self.berlin)
    // Mar 31 (23 hours: 00:00 CET = Mar 30 23:00Z … Apr 1 00:00 CEST = Mar 31 22:00Z).
    let chart = DayChart.into(day, x: Self.utc(2024, 3, 31, 12), hidden: [])
    let window = chart.view.windowIndices
    #expect(day.xValue(at: window.lowerBound) == Self.utc(2024, 3, 30, 23))
    #expect(day.xValue(at: window.upperBound) == Self.utc(2024, 3, 31, 21))
    #expect(window.count == 23)
    // The same day in UTC has 24 samples from 00:00Z.
    let utcChart = DayChart.into(day.shown(in: .utc), x: Self.utc(2024, 3, 31, 12), hidden: [])
    #expect(day.xValue(at: utcChart.view.windowIndices.lowerBound) == Self.utc(2024, 3, 31))
    #expect(utcChart.view.windowIndices.count == 24)
  }
}
