import Foundation
import TChartCells
import TChartData
import TChartRange
import TChartRender
import Testing

@testable import TChartExplorer

/// The `index` and `shape` Y modes: each visible line drawn through its own Y range against
/// one axis of percentages (the first value in the window is 100 %, or the line's min…max is
/// the axis' bottom…top), the data never transformed, the tooltip and legend reading values.
@Suite("Y modes index and shape")
struct LineScaleTests {
  /// 40 daily samples of three magnitudes: population from 320,000 (+0.3 % a day), spending
  /// from 12,000 (+2 % a day) and a rate around 7.6 (a sine of amplitude 2).
  static let mixed: ChartSet = {
    let days = (0..<40).map(Double.init)
    let lines: [(name: String, color: String, value: (Double) -> Double)] = [
      ("population", "#3DC23F", { (320_000 * pow(1.003, $0)).rounded() }),
      ("spending", "#F34C44", { (12_000 * pow(1.02, $0)).rounded() }),
      ("rate", "#3896E8", { ((7.6 + 2 * sin($0 / 4)) * 100).rounded() / 100 }),
    ]
    return ChartSet(
      name: "Mixed", x: days.map { Fixtures.start + $0 * Fixtures.day },
      lines: lines.enumerated().map { index, line in
        Series(
          id: "y\(index)", name: line.name, color: RGBColor(hex: line.color)!,
          values: days.map(line.value))
      })
  }()

  static func state(_ mode: YScaleMode, chart: ChartSet = mixed) -> ExplorerState {
    var state = ExplorerState(chartSets: [chart], screenSize: Size(width: 80, height: 24))
    state.yAxes.yScaleMode = mode
    state.send(YAxesFeature.Action.retarget(jump: true))
    return state
  }

  @Test func indexScalesEachLineByItsFirstValueInTheWindow() {
    var state = Self.state(.index)
    let chart = state.chartSet
    state.view.setWindow(fractions: (0.25, 1), of: chart)
    let first = state.shown.windowSamples.lowerBound
    let scales = state.yAxesModel.lineScales
    for line in 0..<3 {
      let base = Self.mixed.lines[line].values[first]
      #expect(scales[line] == LineScale(offset: 0, span: base))
    }
    // The axis holds every line's extent in percent of its first value: spending grows the
    // most (1.02^29), the rate dips lowest.
    let spending = Self.mixed.lines[1].values
    let rate = Self.mixed.lines[2].values[first...]
    let extent = state.yAxesModel.visibleExtent
    #expect(abs(extent.upper - 100 * spending[39] / spending[first]) < 1e-9)
    #expect(abs(extent.lower - 100 * rate.min()! / rate.first!) < 1e-9)
    #expect(state.yAxesModel.yUnit == "%")
    let labels = YAxis(ticks: state.yAxesModel.yTicks(rows: 15).values, yRange: 0...1, unit: "%")
      .labels
    #expect(labels.contains("100%"))
  }

  @Test func theGraphDrawsEachLineThroughTheAxisRangeTimesItsBase() {
    let state = Self.state(.index)
    let ticks = state.yAxesModel.yTicks(rows: 15)
    let axes = YAxes(
      panel: ChartPanel(graphOf: state), ticks: ticks, rightTicks: nil, theme: .terminal)
    #expect(axes.right == nil)
    for line in 0..<3 {
      let base = Self.mixed.lines[line].values[0]
      let range = try! #require(axes.lineYRanges[line])
      #expect(abs(range.lowerBound - ticks.lower * base / 100) < 1e-6)
      #expect(abs(range.upperBound - ticks.upper * base / 100) < 1e-6)
    }
  }

  @Test func theBaseIsTheFirstValueAfterAGapAtTheWindowsStart() {
    var values = Self.mixed.lines[1].values
    values[10] = .nan
    values[11] = .nan
    var chart = Self.mixed
    chart.lines[1] = Series(
      id: "y1", name: "spending", color: RGBColor(hex: "#F34C44")!, values: values)
    var state = Self.state(.index, chart: chart)
    state.view.window = try! RangeSelection(
      minimum: 0, maximum: 39, step: 1, minDistance: 1, lower: 10, upper: 30)
    #expect(state.yAxesModel.lineScales[1] == LineScale(offset: 0, span: values[12]))
  }

  @Test func aLineWithoutAPositiveFirstValueIsNotDrawnAndTheStatusLineSaysSo() {
    var values = Self.mixed.lines[2].values
    values[0] = -1
    var chart = Self.mixed
    chart.lines[2] = Series(
      id: "y2", name: "rate", color: RGBColor(hex: "#3896E8")!, values: values)
    var store = TestStore(Self.state(.log, chart: chart))
    var index = store.state
    index.yAxes.yScaleMode = .index
    store.send(.input(.key(.character("y")))) {
      $0.yAxes.yScaleMode = .index
      $0.notes.status = "index: rate has no positive first value"
      $0.notes.scaleClashHinted = [0]
      $0.yAxes.yRange = .still(index.yAxesModel.targetYRange)
    }
    #expect(store.state.yAxesModel.unindexedLines == [2])
    #expect(store.state.yAxesModel.undrawnLines == [2])
    #expect(store.state.yAxesModel.lineScales[2] == nil)
    // Out of the axis too: the rate's dips do not widen it.
    let spending = Self.mixed.lines[1].values
    #expect(store.state.yAxesModel.visibleExtent.lower == 100)
    #expect(
      abs(store.state.yAxesModel.visibleExtent.upper - 100 * spending[39] / spending[0]) < 1e-9)
    // Two such lines are named, more are counted.
    var two = store.state
    two.feed.chartSets[0].lines[1] = Series(
      id: "y1", name: "spending", color: RGBColor(hex: "#F34C44")!, values: [0] + spending[1...])
    #expect(two.yAxesModel.indexNote == "index: spending, rate have no positive first value")
  }

  @Test func shapeFitsEachLineToItsOwnMinAndMax() {
    let state = Self.state(.shape)
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 0, upper: 100))
    #expect(state.yAxesModel.yUnit == "")
    let ticks = state.yAxesModel.yTicks(rows: 15)
    #expect(ticks.range == 0...100)
    let axes = YAxes(
      panel: ChartPanel(graphOf: state), ticks: ticks, rightTicks: nil, theme: .terminal)
    for line in 0..<3 {
      let values = Self.mixed.lines[line].values
      let range = try! #require(axes.lineYRanges[line])
      #expect(abs(range.lowerBound - values.min()!) < 1e-6)
      #expect(abs(range.upperBound - values.max()!) < 1e-6)
    }
    let axis = YAxis(ticks: ticks.values, yRange: ticks.range, extremes: true)
    #expect(axis.labels.first == "min" && axis.labels.last == "max")
    #expect(axis.labels.dropFirst().dropLast().allSatisfy { $0.isEmpty })
  }

  @Test func aFlatLineSitsInTheMiddleOfTheShapeAxis() {
    let flat = ChartSet(
      name: "Flat", x: [0, 1, 2], xKind: .number,
      lines: [Series(id: "y0", name: "a", color: RGBColor(hex: "#3DC23F")!, values: [5, 5, 5])])
    let scale = try! #require(Self.state(.shape, chart: flat).yAxesModel.lineScales[0])
    #expect(scale.axisValue(of: 5) == 50)
  }

  @Test func bothAxesOfATwoAxisChartCollapseIntoThePercentAxis() {
    var state = ExplorerState(chartSets: [TwoAxesTests.chart])
    #expect(state.yAxesModel.hasTwoYAxes)
    for mode in [YScaleMode.index, .shape] {
      state.yAxes.yScaleMode = mode
      #expect(!state.yAxesModel.hasTwoYAxes)
      #expect(state.yAxesModel.rightYTicks(rows: 15) == nil)
      #expect(state.yAxesModel.leftAxisLines == state.shown.visibleLines)
      #expect(Set(state.yAxesModel.lineScales.keys) == Set(state.shown.visibleLines))
    }
  }

  @Test func theTooltipAndTheLegendReadTheValues() {
    var state = Self.state(.index)
    state.view.indicator = 20
    let texts = state.shown.indicatorValues.texts()
    #expect(texts[0] == "339,757")
    state.yAxes.yScaleMode = .shape
    #expect(state.shown.indicatorValues.texts() == texts)
  }

  @Test func theExportedPictureDrawsEachLineThroughItsScale() throws {
    let picture = Self.state(.index).picture
    #expect(picture.lines.count == 3)
    // Every line starts at its 100 %: the same height in the picture.
    let starts = try picture.lines.map { try #require($0.polylines.first?.first).y }
    #expect(starts.allSatisfy { abs($0 - starts[0]) < 1e-9 })
    #expect(picture.yTicks.contains { $0.label == "100%" })
    let shape = Self.state(.shape).picture
    #expect(shape.yTicks.first?.label == "min" && shape.yTicks.last?.label == "max")
  }

  @Test func theTitleSaysTheMode() {
    #expect(Self.state(.index).titleName == "Mixed · y: index")
    #expect(Self.state(.shape).titleName == "Mixed · y: shape")
  }

  @Test func barsKeepTheirScale() {
    var bars = Self.mixed
    bars.lines = bars.lines.map {
      Series(id: $0.id, name: $0.name, kind: .bar, color: $0.color, values: $0.values)
    }
    var state = ExplorerState(chartSets: [bars])
    state.yAxes.yScaleMode = .index
    #expect(state.yAxesModel.effectiveYScaleMode == .window)
    #expect(state.yAxesModel.lineScales.isEmpty)
  }

  @Test func theOptionAndTheSessionCarryTheMode() throws {
    var options = ExplorerOptions()
    options.yScale = .shape
    let state = try ExplorerState(chartSets: [Self.mixed], options: options)
    #expect(state.yAxes.yScaleMode == .shape)
    #expect(state.yAxes.yRange == .still(ValueRange(lower: 0, upper: 100)))
    let file = FileIdentity(path: "/data/mixed.csv", size: 1_000, modified: 1_700_000_000)
    for mode in [YScaleMode.index, .shape] {
      var saved = state
      saved.yAxes.yScaleMode = mode
      let json = try JSONEncoder().encode(saved.sessionRecord(for: file))
      let record = try JSONDecoder().decode(SessionRecord.self, from: json)
      #expect(record.yScaleSlice.yScale == mode.rawValue)
      var restored = ExplorerState(chartSets: [Self.mixed])
      restored.restoreSession(record, file: file)
      #expect(restored.yAxes.yScaleMode == mode)
      #expect(restored.yAxes.yRange == .still(restored.yAxesModel.targetYRange))
    }
  }
}
