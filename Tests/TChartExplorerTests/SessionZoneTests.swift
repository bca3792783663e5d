import FoundationEssentials
import TChartCells
import TChartData
import TChartTime
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// The zone times are shown in and `z`'s UTC, saved with a session and shown again (issue 30);
/// a record written before zones still loads and keeps the zone of the command line.
@Suite("Sessions: the zone shown")
struct SessionZoneTests {
  let file = FileIdentity(path: "/data/year.csv", size: 1_000, modified: 1_700_000_000)
  static let berlin = ZoneFrameTests.berlin
  static let newYork = ZoneFrameTests.newYork

  func chart(in zone: DisplayTimeZone) -> ChartSet {
    ZoneFrameTests.hourly(from: ZoneFrameTests.utc(2024, 3, 29, 23), hours: 72, in: zone)
  }

  func state(in zone: DisplayTimeZone) -> ExplorerState {
    var state = ExplorerState(chartSets: [chart(in: zone)], screenSize: Size(width: 80, height: 24))
    state.look.animates = false
    return state
  }

  @Test func theRecordNamesTheZoneAndWhetherZShowsUTC() {
    var shown = state(in: Self.berlin)
    var record = shown.sessionRecord(for: file)
    #expect(record.zoneSlice.zone == "Europe/Berlin" && record.zoneSlice.utcShown == nil)
    reduce(into: &shown, action: .input(.key(.character("z"))))
    record = shown.sessionRecord(for: file)
    #expect(record.zoneSlice.zone == "Europe/Berlin" && record.zoneSlice.utcShown == true)
    #expect(state(in: .utc).sessionRecord(for: file).zoneSlice.zone == "UTC")
    let fixed = DisplayTimeZone(argument: "-05:30")!
    #expect(state(in: fixed).sessionRecord(for: file).zoneSlice.zone == "-05:30")
  }

  @Test func reopenedWithoutTzTheSavedZoneIsShown() {
    let record = state(in: Self.berlin).sessionRecord(for: file)
    var reopened = state(in: .utc)
    reopened.restoreSession(record, file: file, zone: Self.berlin)
    #expect(reopened.feed.chartSets[0].timeZone == Self.berlin)
    #expect(reopened.look.zoneAside == nil)
    let title = ExplorerScreen.render(state: reopened, size: Size(width: 80, height: 24)).lines[0]
    #expect(title.contains("Europe/Berlin"))
  }

  @Test func zsUTCComesBackAndZStillSwitchesToTheZone() {
    var saved = state(in: Self.berlin)
    reduce(into: &saved, action: .input(.key(.character("z"))))
    let record = saved.sessionRecord(for: file)
    var reopened = state(in: Self.berlin)
    reopened.restoreSession(record, file: file, overrides: [.timeZone], zone: Self.berlin)
    #expect(reopened.feed.chartSets[0].timeZone == ZoneToggle.utcAside)
    #expect(reopened.look.zoneAside == Self.berlin)
    #expect(reopened.notes.status == "session restored (--fresh to start over)")
    reduce(into: &reopened, action: .input(.key(.character("z"))))
    #expect(reopened.feed.chartSets[0].timeZone == Self.berlin)
  }

  @Test func anotherTzOnTheCommandLineWinsAndShowsItsZone() {
    var saved = state(in: Self.berlin)
    reduce(into: &saved, action: .input(.key(.character("z"))))
    var reopened = state(in: Self.newYork)
    reopened.restoreSession(
      saved.sessionRecord(for: file), file: file, overrides: [.timeZone], zone: Self.berlin)
    #expect(reopened.feed.chartSets[0].timeZone == Self.newYork)
    #expect(reopened.look.zoneAside == nil)
  }

  @Test func aRecordFromBeforeZonesLoadsAndKeepsTheZoneShown() throws {
    let old = """
      {"version": 1, "file": {"path": "/data/year.csv", "size": 1000, "modified": 1700000000},
       "chartName": "load", "theme": "terminal", "colors": {},
       "charts": [{"name": "load", "windowStart": 1711753200, "windowEnd": 1711900800,
                   "hiddenLines": []}]}
      """
    guard case .found(let record) = SessionStore.decode(Array(old.utf8), from: "s", for: file)
    else {
      Issue.record("an old record is not read")
      return
    }
    #expect(record.zoneSlice.zone == nil && record.zoneSlice.utcShown == nil)
    var reopened = state(in: Self.berlin)
    reopened.restoreSession(record, file: file, zone: nil)
    #expect(reopened.feed.chartSets[0].timeZone == Self.berlin)
    #expect(reopened.look.zoneAside == nil)
  }

  @Test func theZoneSurvivesTheStoreRoundTrip() throws {
    var saved = state(in: Self.berlin)
    reduce(into: &saved, action: .input(.key(.character("z"))))
    let record = saved.sessionRecord(for: file)
    let bytes = try JSONEncoder().encode(record)
    guard case .found(let read) = SessionStore.decode(Array(bytes), from: "s", for: file) else {
      Issue.record("the record is not read back")
      return
    }
    #expect(read == record)
  }
}
