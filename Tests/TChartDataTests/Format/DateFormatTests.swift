import TChartTime
import Testing

@testable import TChartData

@Suite struct DateFormatTests {
  @Test func fullDateWithAndWithoutTime() {
    #expect(DateFormat.full(1_520_085_600, withTime: true) == "Sat, Mar 3 2018 14:00")
    #expect(DateFormat.full(1_520_085_600, withTime: false) == "Sat, Mar 3 2018")
    #expect(DateFormat.full(1_520_035_200, withTime: true) == "Sat, Mar 3 2018 00:00")
  }

  @Test(arguments: [
    (0.0, "Thu, Jan 1 1970 00:00"),
    (-1.0, "Wed, Dec 31 1969 23:59"),
    (-31_536_000.0, "Wed, Jan 1 1969 00:00"),
    (951_782_400.0, "Tue, Feb 29 2000 00:00"),
    (1_582_934_400.0, "Sat, Feb 29 2020 00:00"),
    (4_102_444_800.0, "Fri, Jan 1 2100 00:00"),
    (-2_208_988_800.0, "Mon, Jan 1 1900 00:00"),
    (1_520_085_659.9, "Sat, Mar 3 2018 14:00"),
  ])
  func knownDates(seconds: Double, expected: String) {
    #expect(DateFormat.full(seconds, withTime: true) == expected)
  }

  @Test func nonFiniteAndFarAwayValuesPrintADash() {
    #expect(DateFormat.full(.nan, withTime: true) == "–")
    #expect(DateFormat.monthDay(.infinity) == "–")
    #expect(DateFormat.year(1e20) == "–")
  }

  @Test func shortForms() {
    #expect(DateFormat.monthDay(1_520_085_600) == "Mar 3")
    #expect(DateFormat.monthYear(1_520_085_600) == "Mar 2018")
    #expect(DateFormat.year(1_520_085_600) == "2018")
    #expect(DateFormat.timeOfDay(1_520_085_600 + 5 * 60) == "14:05")
    #expect(DateFormat.timeOfDay(1_520_035_200 + 9 * 3600) == "09:00")
  }

  @Test func civilDaysRoundTrip() {
    for days in stride(from: -1_000_000, through: 1_000_000, by: 997) {
      let (year, month, day) = CivilTime.civil(fromDays: days)
      #expect(CivilTime.days(year: year, month: month, day: day) == days)
      #expect((1...12).contains(month) && (1...31).contains(day))
    }
    #expect(CivilTime.civil(fromDays: 0) == (1970, 1, 1))
    #expect(CivilTime.civil(fromDays: 11_016) == (2000, 2, 29))
    #expect(CivilTime.civil(fromDays: -1) == (1969, 12, 31))
  }

  @Test func ranges() {
    let mar3 = 1_520_035_200.0
    let day = 86_400.0
    #expect(DateFormat.range(mar3, mar3 + 98 * day, withTime: false) == "Mar 3 – Jun 9 2018")
    #expect(DateFormat.range(mar3, mar3 + 310 * day, withTime: false) == "Mar 3 2018 – Jan 7 2019")
    #expect(DateFormat.range(mar3, mar3, withTime: false) == "Mar 3 2018")
    #expect(
      DateFormat.range(mar3 + 3600, mar3 + 3689, withTime: true)
        == "Mar 3 2018 01:00:00 – 01:01:29")
    #expect(DateFormat.range(mar3 + 3605, mar3 + 3605, withTime: false) == "Mar 3 2018")
    #expect(
      DateFormat.range(mar3 + 14 * 3600, mar3 + 18 * 3600, withTime: true)
        == "Mar 3 2018 14:00 – 18:00")
    #expect(
      DateFormat.range(mar3 + 14 * 3600, mar3 + day + 2 * 3600, withTime: true)
        == "Mar 3 14:00 – Mar 4 02:00 2018")
    #expect(
      DateFormat.range(mar3 + 300 * day, mar3 + 320 * day + 3600, withTime: true)
        == "Dec 28 2018 00:00 – Jan 17 2019 01:00")
  }

  @Test func timeOfDayDetection() {
    #expect(!DateFormat.hasTimeOfDay([0, 86_400, 172_800]))
    #expect(DateFormat.hasTimeOfDay([0, 3600]))
    #expect(!DateFormat.hasTimeOfDay([-86_400, .nan]))
    #expect(DateFormat.hasTimeOfDay([-3600]))
  }
}
