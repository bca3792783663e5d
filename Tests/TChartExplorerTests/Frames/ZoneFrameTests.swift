import TChartCells
import TChartData
import TChartRender
import TChartTime
import Testing

@testable import TChartExplorer

/// Whole frames of hourly data across daylight saving changes (issue 30): the title, the X
/// axis (day ticks on local midnights) and the tooltip in Europe/Berlin, America/New_York and
/// Australia/Lord_Howe; and `z`, which switches between UTC and the chosen zone (undoable).
@Suite("Time zone frames and the UTC toggle")
struct ZoneFrameTests {
  let size = Size(width: 80, height: 24)

  static func zone(_ name: String, _ posix: String) -> DisplayTimeZone {
    DisplayTimeZone(rules: ZoneRules(name: name, posix: posix)!, label: name)
  }
  static let berlin = zone("Europe/Berlin", "CET-1CEST,M3.5.0,M10.5.0/3")
  static let newYork = zone("America/New_York", "EST5EDT,M3.2.0,M11.1.0")
  static let lordHowe = zone("Australia/Lord_Howe", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0")

  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Double {
    Double(CivilTime.days(year: year, month: month, day: day) * 86_400 + hour * 3600)
  }

  /// `hours` hourly samples from `start` (Unix seconds), shown in `zone`.
  static func hourly(from start: Double, hours: Int, in zone: DisplayTimeZone) -> ChartSet {
    let x = (0..<hours).map { start + Double($0) * 3600 }
    let values = (0..<hours).map { Double($0 % 24) }
    return ChartSet(
      name: "load", x: x,
      lines: [Series(id: "y0", name: "load", color: RGBColor(hex: "#3DC23F")!, values: values)]
    ).shown(in: zone)
  }

  func state(_ chart: ChartSet, indicator: Int) -> ExplorerState {
    var state = ExplorerState(chartSets: [chart], screenSize: size)
    state.view.indicator = indicator
    state.panels.showsIndicator = true
    state.look.animates = false
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    return state
  }

  func frame(_ state: ExplorerState) -> [String] {
    ExplorerScreen.render(state: state, size: size).lines
  }

  /// The X axis row's labels, in order.
  func axisLabels(_ lines: [String]) -> [String] {
    let row = lines.first { $0.hasPrefix("       ") && $0.contains("12:00") } ?? ""
    return row.split(separator: " ").map(String.init)
      .reduce(into: [String]()) { labels, word in
        // `Mar 31` is two words: join a month with its day.
        if let last = labels.last, last.count == 3, last.first!.isUppercase, word.first!.isNumber {
          labels[labels.count - 1] += " " + word
        } else {
          labels.append(word)
        }
      }
  }

  @Test func berlinSpringForwardDaysAndTheTooltip() {
    // Mar 30 00:00 CET (Mar 29 23:00Z) to Apr 2 00:00 CEST: 71 hours.
    let chart = Self.hourly(from: Self.utc(2024, 3, 29, 23), hours: 72, in: Self.berlin)
    // Sample 26 is Mar 31 01:00Z: 03:00 CEST, the first hour of summer time.
    let lines = frame(state(chart, indicator: 26))
    #expect(lines[0].contains("Mar 30 00:00 – Apr 2 00:00 2024 Europe/Berlin"))
    #expect(
      axisLabels(lines).filter { $0.contains(" ") } == ["Mar 30", "Mar 31", "Apr 1", "Apr 2"])
    #expect(axisLabels(lines).contains("12:00"))
    // At 80 columns the date is shortened before the zone is left out.
    #expect(lines.contains { $0.contains("Mar 31 03:00 CEST") })
    // One sample earlier is 01:00 CET: 02:00 never happened.
    #expect(frame(state(chart, indicator: 25)).contains { $0.contains("Mar 31 01:00 CET") })
  }

  @Test func dayTicksSitOnLocalMidnightsTwentyThreeHoursApart() {
    let chart = Self.hourly(from: Self.utc(2024, 3, 29, 23), hours: 72, in: Self.berlin)
    let state = state(chart, indicator: 0)
    let geometry = ExplorerGeometry(state: state, size: size)
    let axis = XAxis(chart: chart, xRange: state.shown.windowXRange)
    let days = axis.labels(width: geometry.layout.xAxis.width).filter { $0.text.contains(" ") }
    // Mar 30, Mar 31 (23 hours later), Apr 1 (23 hours later: the short day), Apr 2.
    #expect(
      days.map(\.value) == [
        Self.utc(2024, 3, 29, 23), Self.utc(2024, 3, 30, 23), Self.utc(2024, 3, 31, 22),
        Self.utc(2024, 4, 1, 22),
      ])
  }

  @Test func newYorkFallBackRepeatsOneAM() {
    // Nov 2 00:00 EDT (04:00Z), three days.
    let chart = Self.hourly(from: Self.utc(2024, 11, 2, 4), hours: 72, in: Self.newYork)
    // 05:00Z is 01:00 EDT; 06:00Z is 01:00 EST again.
    let summer = frame(state(chart, indicator: 25))
    let winter = frame(state(chart, indicator: 26))
    // The repeated hour is told apart at 80 columns too.
    #expect(summer.contains { $0.contains("Nov 3 01:00 EDT") })
    #expect(winter.contains { $0.contains("Nov 3 01:00 EST") })
    #expect(summer[0].contains("Nov 2 00:00 – Nov 4 22:00 2024 America/New_York"))
    // At a larger size the tooltip names the offset in force.
    var wide = state(chart, indicator: 25)
    wide.terminal.size = Size(width: 160, height: 40)
    let big = ExplorerScreen.render(state: wide, size: Size(width: 160, height: 40)).lines
    #expect(big.contains { $0.contains("Sun, Nov 3 2024 01:00 EDT") })
    wide.view.indicator = 26
    let after = ExplorerScreen.render(state: wide, size: Size(width: 160, height: 40)).lines
    #expect(after.contains { $0.contains("Sun, Nov 3 2024 01:00 EST") })
  }

  @Test func lordHoweMovesHalfAnHour() {
    // Apr 6 2024 15:00Z is 02:00 (+11) going back to 01:30 (+1030).
    let chart = Self.hourly(from: Self.utc(2024, 4, 5, 13), hours: 48, in: Self.lordHowe)
    #expect(frame(state(chart, indicator: 25)).contains { $0.contains("Apr 7 01:00 +11") })
    #expect(frame(state(chart, indicator: 26)).contains { $0.contains("Apr 7 01:30 +1030") })
  }

  /// At 80 columns an event's label and the zone both stay in the tooltip's title: the date
  /// gets shorter, then the label is cut, before either is left out.
  @Test func theTooltipKeepsTheZoneAndTheEventAt80Columns() {
    let chart = Self.hourly(from: Self.utc(2024, 3, 29, 23), hours: 72, in: Self.berlin)
    var state = state(chart, indicator: 26)
    state.events = EventMarks(
      [EventMark(time: Self.utc(2024, 3, 31, 1), label: "deploy of the spring release")],
      file: "ev.csv")
    let title = frame(state).first { $0.contains("▲") && $0.contains("│ ") } ?? ""
    #expect(title.contains("03:00 CEST  ▲ deplo…"), "\(title)")
    state.events = EventMarks(
      [EventMark(time: Self.utc(2024, 3, 31, 1), label: "deploy v2")], file: "ev.csv")
    let short = frame(state).first { $0.contains("▲") && $0.contains("│ ") } ?? ""
    #expect(short.contains("03:00 CEST  ▲ deploy v2"), "\(short)")
  }

  @Test func zSwitchesToUTCAndBackAndUndoes() {
    let chart = Self.hourly(from: Self.utc(2024, 3, 29, 23), hours: 72, in: Self.berlin)
    var store = TestStore(state(chart, indicator: 26))
    store.send(.input(.key(.character("z")))) {
      $0.feed.chartSets[0].timeZone = ZoneToggle.utcAside
      $0.look.zoneAside = Self.berlin
      $0.notes.status = "Times in UTC"
    }
    let lines = frame(store.state)
    #expect(lines[0].contains("Mar 29 23:00 – Apr 1 22:00 2024 UTC (z)"))
    #expect(lines.contains { $0.contains("Mar 31 01:00 UTC") })
    // `u` takes the switch back.
    store.send(.input(.key(.character("u")))) {
      $0.feed.chartSets[0].timeZone = Self.berlin
      $0.look.zoneAside = nil
      $0.notes.status = "undo: UTC"
    }
    #expect(frame(store.state)[0].contains("Mar 30 00:00 – Apr 2 00:00 2024 Europe/Berlin"))
    store.send(.input(.key(.character("z")))) {
      $0.feed.chartSets[0].timeZone = ZoneToggle.utcAside
      $0.look.zoneAside = Self.berlin
      $0.notes.status = "Times in UTC"
    }
    store.send(.input(.tick(5))) { $0.terminal.now = 5 }
    store.send(.input(.key(.character("z")))) {
      $0.feed.chartSets[0].timeZone = Self.berlin
      $0.look.zoneAside = nil
      $0.notes.status = "Times in Europe/Berlin"
    }
  }

  @Test func zWithoutAChosenZoneSaysHowToChooseOne() {
    let chart = Self.hourly(from: Self.utc(2024, 3, 29, 23), hours: 72, in: .utc)
    var store = TestStore(state(chart, indicator: 0))
    store.send(.input(.key(.character("z")))) {
      $0.notes.status = "Times are in UTC: start with --tz ZONE (Europe/Berlin, local) to switch"
    }
  }
}
