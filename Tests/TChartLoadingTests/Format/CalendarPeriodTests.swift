import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

@Suite struct CalendarPeriodTests {
  static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(CivilTime.days(year: year, month: month, day: day)) * 86_400
  }

  @Test func isoWeeksStartOnTheMondayOfTheWeekHolding4January() {
    #expect(CalendarPeriod.weekStart(year: 2021, week: 1) == Self.seconds(2021, 1, 4))
    #expect(CalendarPeriod.weekStart(year: 2020, week: 53) == Self.seconds(2020, 12, 28))
    #expect(CalendarPeriod.weekStart(year: 2021, week: 53) == nil)
    #expect(CalendarPeriod.weeks(inYear: 2015) == 53 && CalendarPeriod.weeks(inYear: 2019) == 52)
    #expect(CalendarPeriod.isoWeek(Self.seconds(2021, 1, 3))! == (2020, 53))
    #expect(CalendarPeriod.isoWeek(Self.seconds(2019, 12, 30))! == (2020, 1))
  }

  @Test func labelsAtEachPeriod() {
    let time = Self.seconds(1949, 2, 1)
    #expect(CalendarPeriod.label(time, precision: .year) == "1949")
    #expect(CalendarPeriod.label(time, precision: .quarter) == "1949 Q1")
    #expect(CalendarPeriod.label(time, precision: .month) == "Feb 1949")
    #expect(CalendarPeriod.label(Self.seconds(1991, 2, 4), precision: .week) == "1991 W06")
    #expect(CalendarPeriod.label(time, precision: .day) == nil)
    #expect(DateFormat.fullForms(time, precision: .month) == ["Feb 1949"])
    #expect(
      DateFormat.range(time, Self.seconds(1960, 12, 1), precision: .month) == "Feb 1949 – Dec 1960")
    #expect(DateFormat.range(time, time, precision: .quarter) == "1949 Q1")
  }

  @Test func axisTicksAtQuartersAndWeeks() {
    #expect(TimeStep.months(3).label(Self.seconds(1974, 4, 1), precision: .quarter) == "1974 Q2")
    #expect(TimeStep.months(1).label(Self.seconds(1974, 4, 1), precision: .quarter) == "Apr 1974")
    #expect(TimeStep.days(7).label(Self.seconds(1991, 2, 4), precision: .week) == "1991 W06")
    #expect(TimeStep.days(7).label(Self.seconds(1991, 2, 4), precision: .day) == "Feb 4")
  }

  @Test func axisTicksNeverFallBetweenPeriods() {
    let lower = Self.seconds(1974, 1, 1)
    let upper = Self.seconds(1974, 7, 1)
    let quarters = XAxisLabels.timeCandidates(
      lower, upper, 80, minimumStep: 0, precision: .quarter)
    #expect(quarters.first?.map(\.1) == ["1974 Q1", "1974 Q2", "1974 Q3"])
    let weeks = XAxisLabels.timeCandidates(
      Self.seconds(1991, 2, 4), Self.seconds(1991, 2, 18), 80, minimumStep: 0, precision: .week)
    #expect(weeks.first?.map(\.1) == ["1991 W06", "1991 W07", "1991 W08"])
  }

  @Test func periodsInferredFromFirstsOfMonths() {
    func firsts(_ months: [(Int, Int)]) -> [Double] { months.map { Self.seconds($0.0, $0.1, 1) } }
    #expect(CalendarPeriod.inferred(firsts([(2006, 1), (2006, 2), (2006, 3)])) == .month)
    #expect(CalendarPeriod.inferred(firsts([(2006, 1), (2006, 4), (2006, 7)])) == .quarter)
    #expect(CalendarPeriod.inferred(firsts([(2006, 1), (2007, 1), (2009, 1)])) == .year)
    #expect(CalendarPeriod.inferred(firsts([(2006, 1), (2006, 2)])) == nil)
    #expect(CalendarPeriod.inferred(firsts([(2006, 1), (2006, 5), (2006, 9)])) == nil)
    let days = [1, 2, 3].map { Self.seconds(2006, 1, $0) }
    #expect(CalendarPeriod.inferred(days) == nil)
    #expect(CalendarPeriod.inferred(firsts([(2006, 1), (2006, 2)]) + [days[2] + 3600]) == nil)
  }

  @Test func periodsStayInEveryZone() throws {
    let result = try loadResult("q,v\n1974Q1,1\n1974Q2,2\n")
    let shown = result.chartSets[0].shown(in: DisplayTimeZone(argument: "-05:00")!)
    #expect(shown.x == [Self.seconds(1974, 1, 1), Self.seconds(1974, 4, 1)])
    #expect(DateFormat.full(shown.x[0], precision: shown.timePrecision(in: 0..<2)) == "1974 Q1")
  }

  @Test func theSliderWritesPeriods() {
    var formatter = ValueFormatter(.calendar, resolution: TimePrecision.month.resolution)
    formatter.period = .month
    #expect(formatter.string(Self.seconds(1954, 12, 1)) == "Dec 1954")
    #expect(formatter.compactString(Self.seconds(1954, 12, 1)) == "Dec 1954")
  }

  @Test func decimalYearGrids() {
    #expect(DecimalYears.stepsPerYear(of: [1949, 1949 + 1.0 / 12, 1949 + 2.0 / 12]) == 12)
    #expect(DecimalYears.stepsPerYear(of: [1949, 1949.25, 1949.5]) == 4)
    #expect(DecimalYears.stepsPerYear(of: [1949, 1949.08, 1949.17, 1949.25, 1949.33]) == 12)
    #expect(DecimalYears.seconds(1949.17, perYear: 12) == Self.seconds(1949, 3, 1))
    #expect(DecimalYears.stepsPerYear(of: [1949, 1950, 1951]) == nil)
    #expect(DecimalYears.stepsPerYear(of: [1949.5, 1949.25]) == nil)
    #expect(DecimalYears.stepsPerYear(of: [12.5, 13.0]) == nil)
    #expect(DecimalYears.seconds(1954.916666667, perYear: 12) == Self.seconds(1954, 12, 1))
  }
}
