import TChartTime
import Testing

@testable import TChartData

/// POSIX TZ rules (a TZif file's footer) and a TZif file's table, without the tz database.
@Suite struct ZoneRulesTests {
  let berlin = ZoneRules(name: "Europe/Berlin", posix: "CET-1CEST,M3.5.0,M10.5.0/3")!
  let newYork = ZoneRules(name: "America/New_York", posix: "EST5EDT,M3.2.0,M11.1.0")!
  let lordHowe = ZoneRules(
    name: "Australia/Lord_Howe", posix: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0")!

  /// The offset just before and at `instant`.
  func around(_ rules: ZoneRules, _ instant: Int64) -> [Int] {
    [rules.offset(at: instant - 1), rules.offset(at: instant)]
  }

  @Test func berlinChangesOnTheLastSundaysOfMarchAndOctober() {
    #expect(around(berlin, 1_711_846_800) == [3600, 7200])  // 2024-03-31 01:00Z
    #expect(around(berlin, 1_729_990_800) == [7200, 3600])  // 2024-10-27 01:00Z
    #expect(berlin.localTime(at: 1_711_846_800).abbreviation == "CEST")
    #expect(berlin.localTime(at: 1_729_990_800).abbreviation == "CET")
    #expect(around(berlin, 4_109_878_800) == [3600, 7200])  // 2100-03-28
  }

  @Test func newYorkChangesOnTheSecondSundayOfMarchAndTheFirstOfNovember() {
    #expect(around(newYork, 1_710_054_000) == [-18_000, -14_400])  // 2024-03-10 07:00Z
    #expect(around(newYork, 1_730_613_600) == [-14_400, -18_000])  // 2024-11-03 06:00Z
  }

  @Test func lordHoweMovesHalfAnHourInTheSouthernSummer() {
    #expect(around(lordHowe, 1_712_415_600) == [39_600, 37_800])  // 2024-04-06 15:00Z
    #expect(around(lordHowe, 1_728_142_200) == [37_800, 39_600])  // 2024-10-05 15:30Z
    #expect(lordHowe.localTime(at: 1_728_142_200).abbreviation == "+11")
    // 02:15 on the October night does not exist; 01:45 on the April night happens twice.
    let october = Int64(CivilTime.days(year: 2024, month: 10, day: 6)) * 86_400
    #expect(lordHowe.instants(wall: october + 2 * 3600 + 900).isEmpty)
    let april = Int64(CivilTime.days(year: 2024, month: 4, day: 7)) * 86_400
    #expect(
      lordHowe.instants(wall: april + 3600 + 2700) == [1_712_415_600 - 900, 1_712_415_600 + 900])
  }

  @Test func wallTimesInGapsAndOverlaps() {
    let march31 = Int64(CivilTime.days(year: 2024, month: 3, day: 31)) * 86_400
    // 02:30 does not exist in Berlin that night; read with the winter offset it is 03:30 CEST.
    #expect(berlin.instants(wall: march31 + 9000).isEmpty)
    #expect(berlin.instant(wall: march31 + 9000) == 1_711_846_800 + 1800)
    // 01:00 is one instant.
    #expect(berlin.instants(wall: march31 + 3600) == [march31])
    let october27 = Int64(CivilTime.days(year: 2024, month: 10, day: 27)) * 86_400
    // 02:30 happens twice: in summer time, then an hour later in winter time.
    #expect(berlin.instants(wall: october27 + 9000) == [1_729_989_000, 1_729_992_600])
    #expect(berlin.instant(wall: october27 + 9000) == 1_729_989_000)
  }

  @Test func posixRulesWithoutDaylightTimeAndBadOnes() {
    let fixed = ZoneRules(name: "x", posix: "<+0545>-5:45")
    #expect(fixed?.offset(at: 0) == 20_700)
    #expect(fixed?.localTime(at: 0).abbreviation == "+0545")
    #expect(ZoneRules(name: "x", posix: "EST5EDT")?.offset(at: 1_720_000_000) == -14_400)
    for bad in ["", "E5", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "<+01"] {
      #expect(ZoneRules(name: "x", posix: bad) == nil, "\(bad)")
    }
  }

  /// A version 2 TZif file: a v1 block with no data, a v2 block with two transitions, a footer.
  static func tzif(footer: String) -> [UInt8] {
    func be(_ value: Int64, _ size: Int) -> [UInt8] {
      (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * Int64($0))) }
    }
    func block(wide: Bool, transitions: [Int64]) -> [UInt8] {
      let chars = Array("LMT\0AAA\0BBB\0".utf8)
      var bytes = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
      for count in [0, 0, 0, transitions.count, 3, chars.count] { bytes += be(Int64(count), 4) }
      for time in transitions { bytes += be(time, wide ? 8 : 4) }
      bytes += transitions.indices.map { UInt8($0 % 2 + 1) }
      bytes += be(3_208, 4) + [0, 0] + be(3_600, 4) + [0, 4] + be(7_200, 4) + [1, 8]
      return bytes + chars
    }
    return block(wide: false, transitions: [])
      + block(wide: true, transitions: [-3_000_000_000, 100])
      + Array("\n\(footer)\n".utf8)
  }

  @Test func tzifTablesBeforeTheFooter() throws {
    let rules = try #require(ZoneRules(name: "Test/Zone", tzif: Self.tzif(footer: "BBB-2")))
    // Before the first transition: the first type (local mean time here).
    #expect(rules.localTime(at: -3_000_000_001).abbreviation == "LMT")
    // A 64-bit transition before 1901 is kept.
    #expect(
      rules.localTime(at: -3_000_000_000)
        == .init(secondsEast: 3600, isDST: false, abbreviation: "AAA"))
    #expect(rules.offset(at: 99) == 3600)
    // From the last transition on, the footer.
    #expect(rules.localTime(at: 100).abbreviation == "BBB")
    #expect(rules.offset(at: 2_000_000_000) == 7200)
    #expect(ZoneRules(name: "x", tzif: Array("TZif2".utf8)) == nil)
    #expect(ZoneRules(name: "x", tzif: Array(Self.tzif(footer: "").prefix(60))) == nil)
  }
}

/// X axis ticks on a zone's wall clock: day ticks on its midnights (a 23- or 25-hour day drawn
/// as such), hour ticks skipping the spring gap and repeating the autumn hour.
@Suite struct ZonedTicksTests {
  let berlin = DisplayTimeZone(
    rules: ZoneRules(name: "Europe/Berlin", posix: "CET-1CEST,M3.5.0,M10.5.0/3")!,
    label: "Europe/Berlin")
  let newYork = DisplayTimeZone(
    rules: ZoneRules(name: "America/New_York", posix: "EST5EDT,M3.2.0,M11.1.0")!,
    label: "America/New_York")

  func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Double {
    Double(CivilTime.days(year: year, month: month, day: day) * 86_400 + hour * 3600)
  }

  @Test func dayTicksFallOnLocalMidnightsAcrossSpringAndAutumn() throws {
    let spring = try #require(
      TimeStep.days(1).ticks(
        from: utc(2024, 3, 29, 12), to: utc(2024, 4, 2, 12), limit: 10, zone: berlin))
    // Mar 30 00:00 CET is 23:00Z the day before; Apr 1 00:00 CEST is 22:00Z: a 23-hour day.
    #expect(
      spring.map(\.x) == [
        utc(2024, 3, 29, 23), utc(2024, 3, 30, 23), utc(2024, 3, 31, 22), utc(2024, 4, 1, 22),
      ])
    #expect(
      spring.map { TimeStep.days(1).label($0.wall) } == ["Mar 30", "Mar 31", "Apr 1", "Apr 2"])
    let autumn = try #require(
      TimeStep.days(1).ticks(
        from: utc(2024, 10, 26, 12), to: utc(2024, 10, 28, 12), limit: 10, zone: berlin))
    // Oct 27 00:00 CEST is 22:00Z; Oct 28 00:00 CET is 23:00Z: a 25-hour day.
    #expect(autumn.map(\.x) == [utc(2024, 10, 26, 22), utc(2024, 10, 27, 23)])
    let newYorkSpring = try #require(
      TimeStep.days(1).ticks(
        from: utc(2024, 3, 9, 12), to: utc(2024, 3, 11, 12), limit: 10, zone: newYork))
    #expect(newYorkSpring.map(\.x) == [utc(2024, 3, 10, 5), utc(2024, 3, 11, 4)])
  }

  @Test func hourTicksSkipTheGapAndRepeatTheOverlap() throws {
    let spring = try #require(
      TimeStep.hours(1).ticks(
        from: utc(2024, 3, 30, 23), to: utc(2024, 3, 31, 2), limit: 10, zone: berlin))
    #expect(
      spring.map { TimeStep.hours(1).label($0.wall) } == ["Mar 31", "01:00", "03:00", "04:00"])
    #expect(
      spring.map(\.x) == [
        utc(2024, 3, 30, 23), utc(2024, 3, 31, 0), utc(2024, 3, 31, 1), utc(2024, 3, 31, 2),
      ])
    let autumn = try #require(
      TimeStep.hours(1).ticks(
        from: utc(2024, 10, 26, 23), to: utc(2024, 10, 27, 2), limit: 10, zone: berlin))
    #expect(
      autumn.map { TimeStep.hours(1).label($0.wall) } == ["01:00", "02:00", "02:00", "03:00"])
    #expect(
      autumn.map(\.x) == [
        utc(2024, 10, 26, 23), utc(2024, 10, 27, 0), utc(2024, 10, 27, 1), utc(2024, 10, 27, 2),
      ])
  }

  @Test func axisLabelsOfAWindowAcrossTheChange() {
    let lower = utc(2024, 3, 29, 23)
    let upper = utc(2024, 4, 2, 22)
    let width = 60
    let labels = XAxisLabels.layout(
      kind: .time, lower: lower, upper: upper, width: width, zone: berlin,
      column: { Int((($0 - lower) / (upper - lower) * Double(width - 1)).rounded()) })
    #expect(
      labels.map(\.text).filter { $0.hasPrefix("Mar") || $0.hasPrefix("Apr") } == [
        "Mar 30", "Mar 31", "Apr 1", "Apr 2", "Apr 3",
      ])
    // The window ends at 00:00 CEST on Apr 3 (22:00Z).
    #expect(labels.last?.value == upper)
    #expect(labels.first { $0.text == "Apr 1" }?.value == utc(2024, 3, 31, 22))
  }

  @Test func fixedOffsetsShiftTicksByTheOffset() throws {
    let plus2 = try #require(DisplayTimeZone(argument: "+02:00"))
    let ticks = try #require(
      TimeStep.days(1).ticks(from: utc(2024, 1, 1), to: utc(2024, 1, 3), limit: 5, zone: plus2))
    #expect(ticks.map(\.x) == [utc(2024, 1, 1, 22), utc(2024, 1, 2, 22)])
  }
}
