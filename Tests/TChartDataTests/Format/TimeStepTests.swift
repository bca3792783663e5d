import TChartTime
import Testing

@testable import TChartData

@Suite struct TimeStepTests {
  let jan1 = 1_546_300_800.0  // 2019-01-01 00:00 UTC, a Tuesday
  let day = 86_400.0

  @Test func hourTicksShowTimesAndDatesAtMidnight() {
    let ticks = TimeStep.hours(6).ticks(from: jan1 - 7 * 3600, to: jan1 + 13 * 3600, limit: 100)!
    #expect(ticks.map(TimeStep.hours(6).label) == ["18:00", "Jan 1", "06:00", "12:00"])
  }

  @Test func minuteTicks() {
    let ticks = TimeStep.minutes(15).ticks(from: jan1 + 61, to: jan1 + 3600, limit: 100)!
    #expect(ticks.map(TimeStep.minutes(15).label) == ["00:15", "00:30", "00:45", "01:00"])
  }

  @Test func secondTicksShowSecondsAndDatesAtMidnight() {
    let ticks = TimeStep.seconds(15).ticks(from: jan1 - 31, to: jan1 + 61, limit: 100)!
    #expect(
      ticks.map(TimeStep.seconds(15).label) == [
        "23:59:30", "23:59:45", "Jan 1", "00:00:15", "00:00:30", "00:00:45", "00:01:00",
      ])
    #expect(TimeStep.seconds(1).approximateSeconds == 1)
    // Sub-second steps come first now (5 ms samples need them).
    #expect(TimeStep.ladder.first == .milliseconds(1))
    #expect(TimeStep.ladder.contains(.seconds(1)))
  }

  @Test func millisecondTicksShowTheDigitsTheirStepNeeds() {
    let ten = jan1 + 36_000
    let fine = TimeStep.milliseconds(5).ticks(from: ten, to: ten + 0.012, limit: 100)!
    #expect(
      fine.map(TimeStep.milliseconds(5).label) == ["10:00:00.000", "10:00:00.005", "10:00:00.010"])
    let tenths = TimeStep.milliseconds(200).ticks(from: ten + 0.1, to: ten + 0.7, limit: 100)!
    #expect(
      tenths.map(TimeStep.milliseconds(200).label) == ["10:00:00.2", "10:00:00.4", "10:00:00.6"])
    let hundredths = TimeStep.milliseconds(50).ticks(from: ten, to: ten + 0.1, limit: 100)!
    #expect(
      hundredths.map(TimeStep.milliseconds(50).label) == [
        "10:00:00.00", "10:00:00.05", "10:00:00.10",
      ])
    #expect(TimeStep.milliseconds(20).approximateSeconds == 0.02)
    #expect(TimeStep.milliseconds(1).ticks(from: ten, to: ten + 10, limit: 100) == nil)
  }

  @Test func weekTicksFallOnMondays() {
    let ticks = TimeStep.days(7).ticks(from: jan1, to: jan1 + 20 * day, limit: 100)!
    #expect(ticks.map(TimeStep.days(7).label) == ["Jan 7", "Jan 14", "Jan 21"])
    #expect(ticks.allSatisfy { CivilTime(seconds: $0)!.weekday == 1 })
  }

  @Test func monthAndYearTicks() {
    let months = TimeStep.months(3).ticks(from: jan1 - 40 * day, to: jan1 + 200 * day, limit: 100)!
    #expect(months.map(TimeStep.months(3).label) == ["Jan 2019", "Apr 2019", "Jul 2019"])
    let years = TimeStep.years(5).ticks(from: 0, to: jan1, limit: 100)!
    #expect(
      years.map(TimeStep.years(5).label) == [
        "1970", "1975", "1980", "1985", "1990", "1995", "2000", "2005", "2010", "2015",
      ])
  }

  @Test func tooManyTicksGiveNil() {
    #expect(TimeStep.minutes(1).ticks(from: 0, to: 365 * day, limit: 50) == nil)
    #expect(TimeStep.days(1).ticks(from: jan1, to: jan1 + 10 * day, limit: 5) == nil)
    #expect(TimeStep.days(1).ticks(from: .nan, to: jan1, limit: 5) == nil)
  }
}
