import Testing

@testable import TChartCSV

/// `sar`'s tables, times of day in the first column, read from files: x is the time on the
/// banner's date, past midnight the next day; the `CPU` column of `all` is text.
@Suite struct TimesOfDayTests {
  /// `sar -u 1 3` as it writes into a file (tabs in the banner, as sysstat 12 writes it).
  static let sarCPU = """
    Linux 6.1.0-13-amd64 (host) \t11/25/2026 \t_x86_64_\t(2 CPU)

    23:59:58        CPU     %user     %nice   %system   %iowait    %steal     %idle
    23:59:59        all      0.50      0.00      0.50      0.00      0.00     99.00
    00:00:00        all      1.50      0.00      0.50      0.00      0.00     98.00
    00:00:01        all      2.50      0.00      1.00      0.00      0.00     96.50
    Average:        all      1.50      0.00      0.67      0.00      0.00     97.83

    """

  /// 2026-11-25 00:00 UTC.
  static let day = 1_795_564_800.0

  @Test func sarCPUReadsTimesOnTheBannersDateAndPastMidnight() throws {
    let result = try loadResult(Self.sarCPU, file: "sar.txt")
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == [Self.day + 86_399, Self.day + 86_400, Self.day + 86_401])
    // Columns of zeros are not measures here (issue 40): a note names them.
    #expect(set.lines.map(\.id) == ["%user", "%system", "%idle"])
    #expect(set.lines[0].values == [0.5, 1.5, 2.5])
    #expect(set.lines[2].values.last == 96.5)
    let notes = result.notes.map(\.message)
    #expect(
      notes.contains(
        "not drawn, not measures: %nice (constant), %iowait (constant), %steal (constant); "
          + "C or --y draws them"))
    #expect(notes.contains("x is the time of day in column 1, on 2026-11-25 (the banner's date)"))
    #expect(notes.contains("1 summary row skipped (line 7)"))
    #expect(notes.contains("skipped text column CPU"))
  }

  @Test func sarMemoryWithAShortYearAndNoTextColumn() throws {
    let text = """
      Linux 6.18.44 (vm) \t11/25/26 \t_x86_64_\t(2 CPU)

      14:49:21    kbmemfree   kbavail kbmemused  %memused
      14:49:22     20844956  23957688    361716      1.47
      14:49:23     20775900  23894788    424544      1.72
      Average:     20810428  23926238    393130      1.59

      """
    let set = try loadResult(text, file: "sar-r.txt").chartSets[0]
    #expect(set.x == [Self.day + 53_362, Self.day + 53_363])
    #expect(set.lines.map(\.id) == ["kbmemfree", "kbavail", "kbmemused", "%memused"])
    #expect(set.lines[3].values == [1.47, 1.72])
  }

  @Test func twelveHourTimesTakeTheirAMOrPMWord() throws {
    let text = """
      Linux 6.1.0 (host) \t2026-11-25 \t_x86_64_\t(2 CPU)

      11:59:59 AM     CPU     %user     %idle
      12:00:00 PM     all      0.50     99.00
      12:00:01 PM     all      1.50     98.00
      01:00:00 PM     all      2.50     97.00

      """
    let result = try loadResult(text, file: "sar.txt")
    let set = result.chartSets[0]
    #expect(set.x == [Self.day + 43_200, Self.day + 43_201, Self.day + 46_800])
    #expect(set.lines.map(\.id) == ["%user", "%idle"])
  }

  @Test func withoutABannerTheTimesFallOn1970() throws {
    let text = "13:30:51 load users\n13:30:52 0.5 3\n13:30:53 0.75 4\n"
    let result = try loadResult(text, file: "times.txt")
    #expect(result.chartSets[0].x == [48_652, 48_653])
    #expect(
      result.notes.map(\.message).contains(
        "x is the time of day in column 1 (no date given: on 1970-01-01)"))
  }

  @Test func aTimeThatCannotBeReadIsAnErrorAtItsPlace() {
    let text = "time load\n13:30:52 0.5\n13:30:53 0.75\n13:3x:54 0.8\n"
    let message = loadMessage(text, file: "times.txt", options: LoadOptions())
    #expect(message?.contains("times.txt:4:1: '13:3x:54' is not a date") == true)
  }

  @Test func timesOfDayParse() {
    #expect(TimesOfDay.seconds("13:30:52") == 48_652)
    #expect(TimesOfDay.seconds("13:30") == 48_600)
    #expect(TimesOfDay.seconds("12:00:00", suffix: "AM") == 0)
    #expect(TimesOfDay.seconds("01:30:00", suffix: "pm") == 48_600)
    #expect(TimesOfDay.seconds("24:00:00") == nil)
    #expect(TimesOfDay.seconds("13:61") == nil)
    #expect(TimesOfDay.seconds("1330") == nil)
    #expect(TimesOfDay.seconds("13:30:52", suffix: "PM") == nil)
    #expect(TimesOfDay.bannerDate(["Linux", "11/25/2026"]) == Self.day)
    #expect(TimesOfDay.bannerDate(["(host)", "2026-11-25"]) == Self.day)
    #expect(TimesOfDay.bannerDate(["Linux", "6.1.0"]) == nil)
  }
}
