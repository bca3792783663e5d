import Foundation
import TChartData
import TChartRange
import TChartRender
import TChartSources
import TChartTesting
import Testing

@testable import TChartExplorer

/// Compare with an earlier period: `--shift`, the `w` cycle and its undo, the title, the
/// legend's and the tooltip's copies with the Δ to now, sessions, tables.
@Suite("Compare with an earlier period")
struct ShiftTests {
  let file = FileIdentity(path: "/data/shop.csv", size: 1_000, modified: 1_700_000_000)

  /// A key press a second after the last (presses of one key within 0.5 s are one undo step).
  static func press(_ state: inout ExplorerState, _ character: Character) {
    state.terminal.now += 1
    _ = reduce(into: &state, action: .input(.key(.character(character))))
  }

  @Test func periodsParseWithUnitsOrAsXUnits() {
    #expect(PeriodShift(text: "1w") == PeriodShift(amount: 604_800, label: "1w"))
    #expect(PeriodShift(text: "7d")?.amount == 604_800)
    #expect(PeriodShift(text: "28d")?.amount == 2_419_200)
    #expect(PeriodShift(text: " 1h ") == PeriodShift(amount: 3600, label: "1h"))
    #expect(PeriodShift(text: "12") == PeriodShift(amount: 12, label: "12"))
    #expect(PeriodShift(text: "0.5") == PeriodShift(amount: 0.5, label: "0.5"))
    for bad in ["", "abc", "0", "-1d", "1y", "w", "nan", "inf"] {
      #expect(PeriodShift(text: bad) == nil, "\(bad)")
    }
    #expect(PeriodShift(text: "1w")!.copyName(of: "cpu") == "cpu \u{2212}1w")
  }

  @Test func theCycleKeepsPeriodsBetweenTheSpacingAndTheSpan() {
    let day = 86_400.0
    #expect(
      PeriodShift.cycle(span: 55 * day, spacing: day, time: true).map(\.label) == [
        "1d", "1w", "28d",
      ])
    #expect(
      PeriodShift.cycle(span: 3 * day, spacing: 60, time: true).map(\.label) == ["1h", "1d"])
    #expect(
      PeriodShift.cycle(span: 800 * day, spacing: day, time: true).map(\.label) == [
        "1d", "1w", "28d", "52w",
      ])
    #expect(
      PeriodShift.cycle(span: 500, spacing: 1, time: false).map(\.label) == ["1", "10", "100"])
    #expect(PeriodShift.cycle(span: 100, spacing: 5, time: false).map(\.label) == ["10"])
  }

  @Test func wCyclesOffADayAWeek28DaysAndOffAndUndoGoesBack() throws {
    var state = try ShiftFixtures.shifted()
    state.shift = nil
    var seen: [String?] = []
    for _ in 0..<4 {
      Self.press(&state, "w")
      seen.append(state.shift?.label)
    }
    #expect(seen == ["1d", "1w", "28d", nil])
    Self.press(&state, "u")
    #expect(state.shift?.label == "28d")
    var after = state.viewSnapshot
    after.shiftSlice.shift = nil
    #expect(ViewSnapshot.stepLabel(from: state.viewSnapshot, to: after) == "compare off")
    #expect(ViewSnapshot.stepLabel(from: after, to: state.viewSnapshot) == "compare \u{2212}28d")
    Self.press(&state, "u")
    Self.press(&state, "u")
    #expect(state.shift?.label == "1d")
    state.terminal.now += 1
    _ = reduce(into: &state, action: .input(.key(.control("r"))))
    #expect(state.shift?.label == "1w")
  }

  @Test func theTitleSaysWhatIsCompared() throws {
    let state = try ShiftFixtures.shifted()
    #expect(state.titleName == "Shop · vs \u{2212}1w")
    var off = state
    off.shift = nil
    #expect(off.titleName == "Shop")
  }

  @Test func theTooltipShowsTheCopysValueAndTheDeltaToNow() throws {
    let state = try ShiftFixtures.shifted()
    // Day 52 (a Tuesday): 152 visits, 145 on day 45.
    #expect(state.shiftModel.value(line: 0) == 145)
    #expect(state.shiftModel.tooltipText(line: 0) == "145 +7 (+4.8%)")
    #expect(state.shiftModel.tooltipText(line: 1) == "14.5 +0.7 (+4.8%)")
    var falling = state
    falling.view.indicator = 49  // a Saturday: 109, a week earlier a Saturday too: 102
    #expect(falling.shiftModel.tooltipText(line: 0) == "102 +7 (+6.9%)")
    falling.shift = PeriodShift(text: "1d")
    // Saturday after Friday: 109 against 148.
    #expect(falling.shiftModel.tooltipText(line: 0) == "148 -39 (-26.4%)")
    let flat = ChartSet(
      name: "Flat", x: ShiftFixtures.shop.x,
      lines: [
        Series(
          id: "y0", name: "Zero", color: .init(hex: "#3896E8")!,
          values: Array(repeating: 0, count: 56))
      ])
    var zero = ExplorerState(chartSets: [flat])
    zero.shift = PeriodShift(text: "1w")
    #expect(zero.shiftModel.tooltipText(line: 0) == "0 ±0")
  }

  @Test func beforeTheDataTheCopyHasNoValue() throws {
    var state = try ShiftFixtures.shifted(shift: "28d")
    state.view.window.setRange(lower: 0, upper: 55)
    state.view.indicator = 27
    #expect(state.shiftModel.value(line: 0) == nil)
    #expect(state.shiftModel.tooltipText(line: 0) == "–")
    state.view.indicator = 28
    #expect(state.shiftModel.value(line: 0) == ShiftFixtures.visits(0))
  }

  @Test func theLegendListsEachVisibleLinesCopyDimmedAfterTheLines() throws {
    var state = try ShiftFixtures.shifted()
    state.view.hidden = [1]
    let entries = ExplorerLegend.entries(state: state)
    #expect(entries.map(\.name) == ["Visits", "Orders", "Visits \u{2212}1w"])
    #expect(entries[2].dimmed && !entries[2].hidden && entries[2].info == "145")
    #expect(entries[2].key == "")
    state.shift = nil
    #expect(ExplorerLegend.entries(state: state).count == 2)
  }

  @Test func theYRangeTakesInTheCopy() throws {
    var state = try ShiftFixtures.shifted(shift: "28d")
    // The window's orders are 8.8…15.5; four weeks earlier 6…12.7.
    #expect(state.yAxesModel.visibleExtent.lower == 6)
    state.shift = nil
    #expect(state.yAxesModel.visibleExtent.lower == 8.8)
  }

  @Test func theSessionKeepsThePeriodUnlessTheCommandLineGaveOne() throws {
    let record = try ShiftFixtures.shifted(shift: "28d").sessionRecord(for: file)
    #expect(record.shiftSlice.shift == "28d")
    var state = ExplorerState(chartSets: [ShiftFixtures.shop])
    state.restoreSession(record, file: file)
    #expect(state.shift == PeriodShift(text: "28d"))
    var given = try ShiftFixtures.shifted(shift: "1d")
    given.restoreSession(record, file: file, overrides: .shift)
    #expect(given.shift?.label == "1d")
    var off = record
    off.shiftSlice.shift = nil
    given.restoreSession(off, file: file)
    #expect(given.shift == nil)
    let json = try JSONEncoder().encode(off)
    #expect(!String(decoding: json, as: UTF8.self).contains("shift"))
  }

  @Test func barsAndThePieDrawNoCopiesAndSaySo() throws {
    var options = ExplorerOptions()
    options.shift = PeriodShift(text: "1d")
    var chart = ShiftFixtures.shop
    chart.flags.insert(.stacked)
    for line in chart.lines.indices { chart.lines[line].kind = .bar }
    var state = try ExplorerState(chartSets: [chart], options: options)
    #expect(state.shiftModel.drawn == nil)
    state.shift = nil
    Self.press(&state, "w")
    #expect(state.shift?.label == "1d")
    #expect(state.statusMessage == "compare: lines only (bars, areas and the pie draw no copies)")
  }

  @Test func tooShortDataSaysSo() throws {
    let chart = ChartSet(
      name: "Minutes", x: (0..<56).map { ShiftFixtures.start + Double($0) * 60 },
      lines: ShiftFixtures.shop.lines)
    var state = ExplorerState(chartSets: [chart])
    Self.press(&state, "w")
    #expect(state.shift == nil)
    #expect(state.statusMessage?.hasPrefix("compare: the data spans too little") == true)
  }
}

/// A table holds only its window's rows: `--shift` draws no copies there and says so.
@Suite("Compare with an earlier period: tables")
struct ShiftTableTests {
  @Test func aTableDrawsNoCopiesAndSaysSoOnce() throws {
    let backend = ArrayTableBackend(TableReducerTests.chart())
    var options = TableReducerTests.options()
    options.shift = PeriodShift(text: "1d")
    let state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()), options: options)
    #expect(state.shift?.label == "1d" && state.shiftModel.drawn == nil)
    #expect(state.notes.status == "compare: not on tables yet (the table holds the window only)")
    #expect(!ExplorerScreen.render(state: state, size: state.terminal.size).lines[0].contains("vs"))
  }
}
