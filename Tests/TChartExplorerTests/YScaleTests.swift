import Foundation
import TChartData
import TChartRender
import Testing

@testable import TChartExplorer

/// The Y-scale modes: `y` cycles window → span → zero → log → index → shape (lines only), the Y
/// range animates between the linear modes and jumps to and from the log, index and shape axes, the title and the status line
/// say the mode, and the log axis counts the values it cannot show.
@Suite("Y-scale modes")
struct YScaleTests {
  /// 40 daily samples growing ×10 every 10 days from 1 (line a), and line b, 5 times a, with
  /// zero and negative values every fifth sample.
  static let growth = ChartSet(
    name: "Growth", x: (0..<40).map { Fixtures.start + Double($0) * Fixtures.day },
    lines: [
      Series(
        id: "y0", name: "a", color: RGBColor(hex: "#3DC23F")!,
        values: (0..<40).map { Double.tenth($0) }),
      Series(
        id: "y1", name: "b", color: RGBColor(hex: "#F34C44")!,
        values: (0..<40).map { $0 % 5 == 0 ? Double(-$0) : 5 * Double.tenth($0) }),
    ])

  /// The state after `y` pressed `presses` times, as the store would hold it.
  func state(presses: Int, chart: ChartSet = growth) -> ExplorerState {
    var state = ExplorerState(chartSets: [chart])
    for _ in 0..<presses { reduce(into: &state, action: .input(.key(.character("y")))) }
    return state
  }

  @Test func yCyclesTheModesAndAnimatesBetweenLinearOnes() {
    var start = Fixtures.dailyState()
    start.view.hidden = [1, 2]
    start.yAxes.yRange = .still(start.yAxesModel.targetYRange)
    var store = TestStore(start)
    var span = start
    span.yAxes.yScaleMode = .span
    let spanTarget = span.yAxesModel.targetYRange
    #expect(spanTarget == Fixtures.nice(100, 1_550))
    store.send(.input(.key(.character("y")))) {
      $0.yAxes.yScaleMode = .span
      $0.notes.status = "y: whole span"
      $0.notes.scaleClashHinted = [0]
      $0.yAxes.yRange = YRangeAnimation(
        from: start.yAxes.yRange.to, to: spanTarget, start: 0,
        duration: YRangeAnimation.defaultDuration)
    }
    store.send(.input(.tick(1))) {
      $0.terminal.now = 1
      $0.yAxes.yRange = .still(spanTarget)
    }
    var zero = store.state
    zero.yAxes.yScaleMode = .zero
    let zeroTarget = zero.yAxesModel.targetYRange
    #expect(zeroTarget.lower == 0)
    store.send(.input(.key(.character("y")))) {
      $0.yAxes.yScaleMode = .zero
      $0.notes.status = "y: from 0"
      $0.yAxes.yRange = YRangeAnimation(
        from: spanTarget, to: zeroTarget, start: 1, duration: YRangeAnimation.defaultDuration)
    }
    // To the log, index and shape axes (exponents, percents): a jump each time.
    let rescaling: [(mode: YScaleMode, status: String, range: ValueRange)] = [
      (.log, "y: log", ValueRange(lower: 2, upper: 4)),
      // Joined over the window, 460 … 1,190: 100 % … 258.7 %.
      (
        .index, "y: index · each line in % of its first value in the window",
        Fixtures.nice(100, 119_000.0 / 460)
      ),
      (.shape, "y: shape · each line fitted to its own min–max", ValueRange(lower: 0, upper: 100)),
    ]
    for step in rescaling {
      var next = store.state
      next.yAxes.yScaleMode = step.mode
      store.send(.input(.key(.character("y")))) {
        $0.yAxes.yScaleMode = step.mode
        $0.notes.status = step.status
        $0.yAxes.yRange = .still(next.yAxesModel.targetYRange)
      }
      #expect(store.state.yAxes.yRange.to == step.range)
    }
    store.send(.input(.key(.character("y")))) {
      $0.yAxes.yScaleMode = .window
      $0.notes.status = "y: fit the window"
      $0.yAxes.yRange = .still(start.yAxes.yRange.to)
    }
  }

  @Test func barsAndAreasKeepTheirScaleAndSaySo() {
    let bars = ChartSet(
      name: "Bars", x: [0, 1, 2], xKind: .number,
      lines: [
        Series(
          id: "y0", name: "a", kind: .bar, color: RGBColor(hex: "#3DC23F")!, values: [1, 3, 2])
      ])
    var store = TestStore(ExplorerState(chartSets: [bars]))
    store.send(.input(.key(.character("y")))) {
      $0.notes.status = "y: bars and areas keep their scale from 0"
    }
    #expect(store.state.yAxesModel.effectiveYScaleMode == .window)
  }

  @Test func theTitleNamesAModeThatIsNotTheDefault() {
    #expect(state(presses: 0).titleName == "Growth")
    #expect(state(presses: 1).titleName == "Growth · y: whole span")
    #expect(state(presses: 3).titleName == "Growth · y: log")
  }

  @Test func spanFitsTheWholeSpanWhileTheWindowPans() {
    var state = state(presses: 1, chart: Fixtures.daily)
    state.view.window = Fixtures.window(0, 20)
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 50, upper: 15_500))
    state.yAxes.yScaleMode = .window
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 50, upper: 3_000))
  }

  @Test func logTicksAreDecadesInExponents() {
    var state = state(presses: 3)
    let shownChart = state.chartSet
    state.view.setWindow(fractions: (0, 0.25), of: shownChart)
    state.view.hidden = [1]
    // a over samples 0…9: 1 … 10^0.9, one decade in 15 rows: 2 and 5 too.
    let ticks = state.yAxesModel.yTicks(rows: 15)
    #expect(ticks.range == 0...1)
    let labels = YAxis(ticks: ticks.values, yRange: ticks.range, logarithmic: true).labels
    #expect(labels == ["1", "2", "5", "10"])
    // The whole span, 1 … 10^3.9, in 6 rows: every second decade, no 2 and 5.
    state.view.setWindow(fractions: (0, 1), of: shownChart)
    let few = state.yAxesModel.yTicks(rows: 6)
    #expect(few.values == [0, 2, 4])
  }

  @Test func logTicksHaveTwoAndFiveWhenThereIsRoom() {
    let chart = ChartSet(
      name: "Small", x: [0, 1, 2], xKind: .number,
      lines: [Series(id: "y0", name: "a", color: RGBColor(hex: "#3DC23F")!, values: [1, 30, 90])])
    var state = ExplorerState(chartSets: [chart])
    state.yAxes.yScaleMode = .log
    let ticks = state.yAxesModel.yTicks(rows: 15)
    let labels = YAxis(ticks: ticks.values, yRange: ticks.range, logarithmic: true).labels
    #expect(labels == ["1", "2", "5", "10", "20", "50", "100"])
  }

  @Test func theStatusLineCountsValuesTheLogAxisCannotShow() {
    var state = state(presses: 3)
    state.notes.status = nil
    // b: 0, -5, -10, …, -35 at every fifth sample: 8 values.
    #expect(state.yAxesModel.logGapNote == "log: 8 values ≤ 0 not shown")
    #expect(state.statusMessage == "log: 8 values ≤ 0 not shown")
    let shownChart = state.chartSet
    state.view.setWindow(fractions: (0.3, 0.45), of: shownChart)
    let window = state.shown.windowSamples
    let brute = (window.lowerBound...window.upperBound).filter {
      Self.growth.lines[1].values[$0] <= 0
    }.count
    #expect(
      state.yAxesModel.logGapNote == "log: \(brute) value\(brute == 1 ? "" : "s") ≤ 0 not shown")
    state.view.hidden = [1]
    #expect(state.yAxesModel.logGapNote == nil)
  }

  @Test func eachAxisOfATwoAxisChartHasItsOwnLogScale() {
    var state = ExplorerState(chartSets: [TwoAxesTests.chart])
    state.yAxes.yScaleMode = .log
    #expect(state.yAxesModel.yTicks(rows: 15).range == 3...4)
    #expect(state.yAxesModel.rightYTicks(rows: 15)?.range == 1...2)
  }

  @Test func theLogChartIsTheLinesLogarithms() {
    let caches = RenderCaches()
    let log = LogScaledChart.chart(Self.growth, caches: caches)
    #expect(log.lines[0].values[20] == 2)
    #expect(log.lines[1].values[0].isNaN && log.lines[1].values[5].isNaN)
    // Remembered: the same storage again.
    let again = LogScaledChart.chart(Self.growth, caches: caches)
    #expect(
      again.lines[0].values.withUnsafeBufferPointer { $0.baseAddress }
        == log.lines[0].values.withUnsafeBufferPointer { $0.baseAddress })
  }

  @Test func theOptionSetsTheMode() throws {
    var options = ExplorerOptions()
    options.yScale = .log
    let state = try ExplorerState(chartSets: [Self.growth], options: options)
    #expect(state.yAxes.yScaleMode == .log)
    // 1 … 5 × 10^3.9: from the decade of 1 to the one above 39,716.
    #expect(state.yAxes.yRange == .still(ValueRange(lower: 0, upper: 5)))
  }
}

extension Double {
  /// `10^(tenths / 10)`, exact at whole decades.
  static func tenth(_ tenths: Int) -> Double {
    tenths % 10 == 0
      ? (0..<tenths / 10).reduce(1.0) { value, _ in value * 10 }
      : Foundation.pow(10, Double(tenths) / 10)
  }
}
