import TChartCells
import TChartData
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 41: the list's panels and the cards draw what the `one` layout draws for their chart
/// sets: the window's histogram (`d`), XY (`x`, for a chart set with both lines; the others
/// keep their lines and say so in their titles), points (`p`) and category bars; as
/// `tchart render --layout list|cards --view …` prints them and as the keys choose them.
@Suite("Views in the list and cards")
struct PanelViewsTests {
  func char(_ character: Character) -> ExplorerAction { .input(.key(.character(character))) }

  /// 400 samples of a sine and a cosine over two periods.
  static let waves: ChartSet = {
    let sines: [Double] = (0..<400).map { sin(Double($0) / 32) }
    let cosines: [Double] = (0..<400).map { cos(Double($0) / 32) }
    return ChartSet(
      name: "Waves", x: (0..<400).map(Double.init), xKind: .number,
      lines: [
        Series(id: "sin", name: "sin", color: RGBColor.defaultPalette[0], values: sines),
        Series(id: "cos", name: "cos", color: RGBColor.defaultPalette[1], values: cosines),
      ])
  }()

  /// A sawtooth of 60 samples with one line, `load`.
  static let ramp: ChartSet = {
    let values: [Double] = (0..<60).map { Double(($0 * 7) % 50) }
    return ChartSet(
      name: "Ramp", x: (0..<60).map(Double.init), xKind: .number,
      lines: [Series(id: "load", name: "load", color: RGBColor.defaultPalette[2], values: values)])
  }()

  /// `a,3 bb,10 ccc,7` as category bars.
  static let sizes: ChartSet = {
    var set = ChartSet(
      name: "Sizes", x: [0, 1, 2], xKind: .number,
      lines: [
        Series(id: "size", name: "size", color: RGBColor.defaultPalette[0], values: [3, 10, 7])
      ])
    set.categories = ["a", "bb", "ccc"]
    return set
  }()

  /// `chartSets` as `tchart render --layout … --view …` shows them at 80×24.
  static func state(_ chartSets: [ChartSet], layout: LayoutMode, view: GraphView?)
    -> ExplorerState
  {
    var options = ExplorerOptions(size: Size(width: 80, height: 24))
    options.view = view
    options.layout = layout
    options.interactive = false
    return try! ExplorerState(chartSets: chartSets, options: options)
  }

  /// The panels or cards a frame of `state` draws.
  static func panels(_ state: ExplorerState) -> [PanelGeometry] {
    state.frameGeometry(size: state.terminal.size).panels
  }

  static func frame(_ state: ExplorerState) -> [String] {
    ExplorerScreen.render(state: state, size: state.terminal.size).lines
  }

  /// The characters of `lines` in `area`.
  static func cells(_ lines: [String], _ area: Rect) -> [String] {
    lines[area.y..<area.maxY].map { line in
      let characters = Array(line)
      return String(characters[area.x..<Swift.min(area.maxX, characters.count)])
    }
  }

  /// The characters `widget` draws alone in `area` of an 80×24 screen.
  static func alone(_ widget: some Widget, _ area: Rect) -> [String] {
    var buffer = ScreenBuffer(size: Size(width: 80, height: 24))
    widget.render(into: &buffer, area: area)
    return cells(buffer.lines, area)
  }

  /// The window `state` shows of chart set `index`.
  static func window(_ state: ExplorerState, _ index: Int) -> ClosedRange<Int> {
    ShownChart(chartSet: state.feed.chartSets[index], view: state.navigation.views[index])
      .windowSamples
  }

  static func hasBraille(_ rows: [String]) -> Bool {
    rows.contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
  }

  @Test(arguments: [LayoutMode.list, .cards])
  func eachPanelDrawsItsWindowsHistogram(_ layout: LayoutMode) {
    let state = Self.state([Self.waves, Self.ramp], layout: layout, view: .histogram)
    let frame = Self.frame(state)
    #expect(Self.panels(state).count == 2)
    for panel in Self.panels(state) {
      let area = panel.graph.viewArea
      let chart = state.feed.chartSets[panel.index]
      let histogram = HistogramModel(
        chart: chart, lines: Array(chart.lines.indices), window: Self.window(state, panel.index),
        area: area, theme: state.look.renderTheme, caches: RenderCaches()
      ).chart(theme: state.look.renderTheme, selected: nil)
      let drawn: [String] = Self.cells(frame, area)
      #expect(drawn == Self.alone(histogram, area))
      #expect(drawn[0].contains("▾ mean"))
    }
  }

  @Test(arguments: [LayoutMode.list, .cards])
  func xyWhereBothLinesAreAndLinesSaidElsewhere(_ layout: LayoutMode) {
    let state = Self.state([Self.waves, Self.ramp], layout: layout, view: .xy(x: "sin", y: "cos"))
    let frame = Self.frame(state)
    let panels = Self.panels(state)
    let area = panels[0].graph.viewArea
    let waves = Self.waves
    let plot = XYPlot(
      x: waves.lines[0], y: waves.lines[1], style: .plain, window: 0..<400, indicator: nil,
      indicatorTitle: "", theme: state.look.renderTheme, caches: RenderCaches())
    #expect(Self.window(state, 0) == 0...399)
    #expect(Self.cells(frame, area) == Self.alone(plot, area))
    let titles = panels.map { Self.cells(frame, $0.title)[0] }
    #expect(titles[0].contains("Waves") && !titles[0].contains("XY: no line"))
    // The ramp has neither line: its lines, and its title says why.
    #expect(titles[1].contains("Ramp · lines (XY: no line 'sin')"))
    #expect(Self.hasBraille(Self.cells(frame, panels[1].graph.graph)))
    #expect(Self.cells(frame, panels[1].graph.graph) != Self.alone(plot, panels[1].graph.graph))
  }

  @Test(arguments: [LayoutMode.list, .cards])
  func pointsAreDrawnAsPoints(_ layout: LayoutMode) {
    let points = Self.frame(Self.state([Self.waves, Self.ramp], layout: layout, view: .points))
    let lines = Self.frame(Self.state([Self.waves, Self.ramp], layout: layout, view: .lines))
    let state = Self.state([Self.waves, Self.ramp], layout: layout, view: .points)
    for panel in Self.panels(state) {
      let area = panel.graph.graph
      #expect(Self.hasBraille(Self.cells(points, area)))
      // The sine's 400 samples are denser than the dots: drawn alike either way.
      guard panel.index == 1 else { continue }
      // The sawtooth's points light a dot a sample: fewer dots than the lines joining them.
      func dots(_ rows: [String]) -> Int {
        rows.joined().unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) }
          .map { ($0.value - 0x2800).nonzeroBitCount }.reduce(0, +)
      }
      #expect(dots(Self.cells(points, area)) < dots(Self.cells(lines, area)))
    }
  }

  @Test(arguments: [LayoutMode.list, .cards])
  func categoriesDrawTheirBarsBesideAnotherView(_ layout: LayoutMode) {
    let state = Self.state([Self.sizes, Self.waves], layout: layout, view: .histogram)
    let frame = Self.frame(state)
    let panels = Self.panels(state)
    #expect(frame[panels[0].title.y].contains("Sizes  ·  3 categories"))
    let bars = Self.cells(frame, panels[0].graph.viewArea)
    #expect(bars[0].hasPrefix(" bb █") && bars[0].hasSuffix("█ 10"))
    #expect(bars[1].hasPrefix("ccc █") && bars[2].hasPrefix("  a █"))
    // The waves' panel: its histogram, its mean marked in its top row.
    #expect(Self.cells(frame, panels[1].graph.viewArea)[0].contains("▾ mean"))
  }

  @Test func theKeysChooseTheViewOfEveryPanel() {
    var state = ExplorerState(
      chartSets: [Self.waves, Self.ramp], screenSize: Size(width: 80, height: 24))
    // One → split → list.
    reduce(into: &state, action: char("v"))
    reduce(into: &state, action: char("v"))
    var store = TestStore(state)
    #expect(store.state.layouts.layoutMode == .list)
    let before = Self.frame(store.state)
    store.send(char("d")) {
      $0.views.chosen = .histogram
      $0.notes.send(.say("histogram of the window (←/→ a bin, d: the lines again)"))
    }
    let histogram = Self.frame(store.state)
    for panel in Self.panels(store.state) {
      #expect(Self.hasBraille(Self.cells(before, panel.graph.graph)))
      #expect(Self.cells(histogram, panel.graph.viewArea)[0].contains("▾ mean"))
    }
    // The selected panel's bin in its tooltip.
    store.send(.input(.key(.right))) {
      $0.views.selectedBin = 0
      $0.notes.status = nil
    }
    #expect(Self.frame(store.state) != histogram)
  }
}
