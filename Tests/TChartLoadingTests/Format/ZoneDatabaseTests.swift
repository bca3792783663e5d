import TChartData
import TChartTime
import Testing

@testable import TChartCSV

/// The system's tz database (`/usr/share/zoneinfo`, Debian's `tzdata`): real TZif files, their
/// footers past the tables, a historical offset change, names and suggestions.
@Suite struct ZoneDatabaseTests {
  func zone(_ name: String) throws -> DisplayTimeZone {
    guard case .zone(let zone) = ZoneDatabase.lookup(name) else {
      Issue.record("\(name) is not a zone")
      throw CancellationError()
    }
    return zone
  }

  /// The offsets (seconds east) a second before and at `instant`, and the abbreviation at it.
  func around(_ zone: DisplayTimeZone, _ instant: Double) -> [String] {
    [
      String(zone.offset(at: instant - 1)), String(zone.offset(at: instant)),
      zone.abbreviation(at: instant),
    ]
  }

  @Test func berlinNewYorkAndLordHoweChangeWhenTheirRulesSay() throws {
    let berlin = try zone("Europe/Berlin")
    #expect(berlin.label == "Europe/Berlin" && berlin.rules?.name == "Europe/Berlin")
    #expect(around(berlin, 1_711_846_800) == ["3600", "7200", "CEST"])  // 2024-03-31 01:00Z
    #expect(around(berlin, 1_729_990_800) == ["7200", "3600", "CET"])  // 2024-10-27 01:00Z
    // Past any table: the footer's rule (2100-03-28).
    #expect(around(berlin, 4_109_878_800) == ["3600", "7200", "CEST"])
    let newYork = try zone("America/New_York")
    #expect(around(newYork, 1_710_054_000) == ["-18000", "-14400", "EDT"])
    #expect(around(newYork, 1_730_613_600) == ["-14400", "-18000", "EST"])
    let lordHowe = try zone("Australia/Lord_Howe")
    #expect(around(lordHowe, 1_712_415_600) == ["39600", "37800", "+1030"])
    #expect(around(lordHowe, 1_728_142_200) == ["37800", "39600", "+11"])
  }

  @Test func caracasMovedHalfAnHourIn2007AndBackIn2016() throws {
    let caracas = try zone("America/Caracas")
    #expect(around(caracas, 1_197_183_600) == ["-14400", "-16200", "-0430"])
    #expect(around(caracas, 1_462_086_000) == ["-16200", "-14400", "-04"])
    // Before 1912: local mean time (-4:27:40 in Caracas).
    #expect(caracas.offset(at: -2_000_000_000) == -16_060)
  }

  @Test func rulesAreReadOncePerProcess() throws {
    let first = try #require(ZoneDatabase.rules(named: "Europe/Berlin"))
    #expect(ZoneDatabase.rules(named: "Europe/Berlin") === first)
  }

  @Test func utcOffsetsAndLocalNeedNoFile() throws {
    #expect(try zone("UTC") == .utc)
    #expect(try zone("+05:30").secondsEast == 19_800)
    #expect(try zone("local").label.hasPrefix("local") || zone("local").isUTC)
  }

  @Test func misspeltZonesGetTheClosestNames() {
    #expect(ZoneDatabase.lookup("Europe/Berln") == .unknown(suggestions: ["Europe/Berlin"]))
    #expect(ZoneDatabase.lookup("america/new_york") == .unknown(suggestions: ["America/New_York"]))
    guard case .unknown(let lisbon) = ZoneDatabase.lookup("Lisbon") else {
      Issue.record("Lisbon alone is not a zone")
      return
    }
    #expect(lisbon.contains("Europe/Lisbon"))
    #expect(ZoneDatabase.lookup("Xyzzy/Plugh") == .unknown(suggestions: []))
    // Paths are never read.
    guard case .unknown = ZoneDatabase.lookup("../../etc/passwd") else {
      Issue.record("a path was read")
      return
    }
    #expect(
      ZoneDatabase.unknownMessage("Europe/Berln", option: "--tz", suggestions: ["Europe/Berlin"])
        == "--tz: unknown time zone 'Europe/Berln'; did you mean Europe/Berlin?")
  }

  @Test func namesLeaveOutTheCopiesAndTables() {
    let names = ZoneDatabase.names()
    #expect(names.contains("Europe/Berlin") && names.contains("America/Argentina/Buenos_Aires"))
    #expect(
      !names.contains { $0.hasPrefix("posix/") || $0.hasPrefix("right/") || $0.contains(".") })
  }

  @Test(arguments: [
    ("2024-03-31T02:30:00Z", true), ("2024-03-31 02:30+02:00", true),
    ("2024-03-31T02:30-0530", true),
    ("Sun, 31 Mar 2024 02:30:00 GMT", true), ("2024-03-31 02:30", false), ("2024-03-31", false),
    ("31-Mar-2024 02:30", false), ("Mar 31 2024", false),
  ])
  func datesThatNameTheirZone(text: String, names: Bool) {
    #expect(DateText.namesZone(text) == names)
  }
}
