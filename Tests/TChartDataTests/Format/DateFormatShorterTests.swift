import TChartTime
import Testing

@testable import TChartData

/// The tooltip's shorter dates: longest first, the first one the full date, and the time at
/// the full form's precision in each of them (never cut mid-number).
@Suite struct DateFormatShorterTests {
  /// Sun, May 2 2021 23:59 UTC.
  static let night = 1_619_999_940.0

  @Test func minutesDropTheWeekdayAndYearThenTheDate() {
    #expect(
      DateFormat.fullForms(Self.night, precision: .minute) == [
        "Sun, May 2 2021 23:59", "May 2 23:59", "23:59",
      ])
  }

  @Test func secondsAndMillisecondsAreKeptInEveryForm() {
    #expect(
      DateFormat.fullForms(Self.night + 30, precision: .second) == [
        "Sun, May 2 2021 23:59:30", "May 2 23:59:30", "23:59:30",
      ])
    #expect(
      DateFormat.fullForms(Self.night + 30.005, precision: .millisecond) == [
        "Sun, May 2 2021 23:59:30.005", "May 2 23:59:30.005", "23:59:30.005",
      ])
  }

  @Test func daysDropTheWeekdayThenTheYear() {
    #expect(
      DateFormat.fullForms(Self.night, precision: .day) == [
        "Sun, May 2 2021", "May 2 2021", "May 2",
      ])
  }

  @Test func theFirstFormIsTheFullDate() {
    for precision in TimePrecision.allCases {
      #expect(
        DateFormat.fullForms(Self.night + 0.25, precision: precision).first
          == DateFormat.full(Self.night + 0.25, precision: precision))
    }
  }

  @Test func aValueThatIsNotADateIsADash() {
    #expect(DateFormat.fullForms(.nan, precision: .minute) == ["–"])
  }
}
