import TChartCells
import TChartData
import TChartRender
import TChartTesting
import Testing

@testable import TChartExplorer

#if canImport(Glibc)
  import Glibc
#endif

/// The views drawn and summarised as `tchart render` does (issue 41): the histogram's bins in
/// the summary, the XY ring of a sine against a cosine, the scatter's points.
@Suite struct ViewsFrameTests {
  /// 100,000 draws from a normal distribution of mean 10 and deviation 2 (Box–Muller).
  static let normal: ChartSet = {
    var random = SeededRandom(seed: 5)
    let values = (0..<100_000).map { _ -> Double in
      let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
      let v = Double.random(in: 0..<1, using: &random)
      return 10 + 2 * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
    return ChartSet(
      name: "normal", x: (0..<values.count).map(Double.init), xKind: .number,
      lines: [Series(id: "v", name: "v", color: RGBColor(hex: "#3DC23F")!, values: values)])
  }()

  static func state(_ chart: ChartSet, view: GraphView, size: Size = Size(width: 80, height: 24))
    -> ExplorerState
  {
    var options = ExplorerOptions(size: size)
    options.view = view
    options.interactive = false
    return try! ExplorerState(chartSets: [chart], options: options)
  }

  /// The members of a JSON object.
  static func member(_ json: JSONText, _ name: String) -> JSONText? {
    guard case .object(let members) = json else { return nil }
    return members.first { $0.0 == name }?.1
  }

  static func numbers(_ json: JSONText?) -> [Double] {
    guard case .array(let items) = json else { return [] }
    return items.compactMap { if case .number(let value) = $0 { value } else { nil } }
  }

  @Test func theHistogramsBinsSumToTheWindowAndPeakAtTheMean() throws {
    var state = Self.state(Self.normal, view: .histogram)
    let json = state.viewJSON
    let line = try #require(
      { if case .array(let lines) = Self.member(json, "lines") { lines.first } else { nil } }())
    let counts = Self.numbers(Self.member(line, "counts"))
    let edges = Self.numbers(Self.member(json, "edges"))
    #expect(counts.reduce(0, +) == 100_000 && edges.count == counts.count + 1)
    let tallest = counts.indices.max { counts[$0] < counts[$1] }!
    #expect(edges[tallest] <= 10 && 10 < edges[tallest + 1])
    // The window's histogram: a quarter of the samples.
    state.view.setWindow(fractions: (0.5, 0.75), of: state.chartSet)
    let window = state.shown.windowSamples.count
    let part = try #require(
      {
        if case .array(let lines) = Self.member(state.viewJSON, "lines") {
          lines.first
        } else {
          nil
        }
      }())
    #expect(Self.numbers(Self.member(part, "counts")).reduce(0, +) == Double(window))
    let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24)).text
    #expect(frame.contains("▾ mean") && frame.contains("█"))
    // The SVG: each line's bins as one outline, from 0 up and down to 0 again.
    let picture = state.picture
    let bins = state.histogramModel.histogram.bins.count
    #expect(picture.title == "normal · histogram")
    #expect(picture.lines.count == 1 && picture.lines[0].polylines[0].count == 2 * bins + 2)
  }

  @Test func aSineAgainstACosineIsARing() {
    let count = 20_000
    let angles = (0..<count).map { 2 * Double.pi * 4 * Double($0) / Double(count) }
    let chart = ChartSet(
      name: "ring", x: (0..<count).map(Double.init), xKind: .number,
      lines: [
        Series(id: "sin", name: "sin", color: RGBColor(hex: "#3DC23F")!, values: angles.map(sin)),
        Series(id: "cos", name: "cos", color: RGBColor(hex: "#F34C44")!, values: angles.map(cos)),
      ])
    let state = Self.state(chart, view: .xy(x: "sin", y: "cos"))
    guard case .success(let plot) = state.xyPlot(theme: state.look.renderTheme) else {
      Issue.record("no XY plot")
      return
    }
    let area = state.geometry.layout.viewArea
    let parts = plot.layout(area: area)
    let density = plot.density(plot: parts.plot, scales: parts.scales)
    #expect(density.samples == count)
    // The centre is empty; the cells all around it hold samples.
    let (columns, rows) = (density.columns, density.rows)
    let centre = density.dot(x: 0, y: 0)!
    for row in (centre.row - rows / 6)...(centre.row + rows / 6) {
      for column in (centre.column - columns / 6)...(centre.column + columns / 6) {
        #expect(density.count(column: column, row: row) == 0)
      }
    }
    for step in 0..<36 {
      let angle = Double(step) * .pi / 18
      let dot = density.dot(x: sin(angle), y: cos(angle))!
      let near = (-1...1).contains { dy in
        (-1...1).contains { dx in
          let (c, r) = (dot.column + dx, dot.row + dy)
          return c >= 0 && c < columns && r >= 0 && r < rows && density.count(column: c, row: r) > 0
        }
      }
      #expect(near, "angle \(step * 10)°")
    }
    let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    #expect(frame.text.contains("sin →"))
    // The SVG: a point per lit dot.
    let lit = density.counts.count { $0 > 0 }
    #expect(state.picture.lines.first?.polylines.count == lit)
  }

  @Test func pointsSetTheDotsOfTheMapping() {
    var random = SeededRandom(seed: 9)
    let count = 20_000
    let xs = (0..<count).map { _ in Double.random(in: -0.2...1.2, using: &random) }.sorted()
    let ys = (0..<count).map { _ in Double.random(in: -0.2...1.2, using: &random) }
    let series = Series(id: "y", name: "y", color: RGBColor(hex: "#3DC23F")!, values: ys)
    let mapping = DotMapping(
      xLower: 0, xUpper: 1, yLower: 0, yUpper: 1, dotWidth: 41 * 2, dotHeight: 13 * 4)
    var canvas = BrailleCanvas(size: Size(width: 41, height: 13))
    PointRasterizer.draw(
      x: Column(xs), series: series, visible: 0..<count, mapping: mapping, layer: 0, on: &canvas)
    var expected = Set<Int>()
    for (a, b) in zip(xs, ys) {
      let (column, row) = (mapping.dotX(a), mapping.dotY(b))
      if column >= 0, column < 82, row >= 0, row < 52 { expected.insert(row * 82 + column) }
    }
    let drawn = Set(
      (0..<52).flatMap { row in
        (0..<82).filter { canvas.isSet(x: $0, y: row) }.map { row * 82 + $0 }
      })
    #expect(drawn == expected)
  }

  @Test func pointsSetOneDotPerSample() {
    let chart = ChartSet(
      name: "p", x: [0, 1, 2, 3], xKind: .number,
      lines: [Series(id: "y", name: "y", color: RGBColor(hex: "#3DC23F")!, values: [0, 3, 0, 3])])
    var graph = LineGraph(chart: chart, xRange: 0...3, yRange: 0...3)
    graph.points = true
    let canvas = graph.canvas(size: Size(width: 4, height: 2))
    let dots = canvas.bits.reduce(0) { $0 + $1.nonzeroBitCount }
    #expect(dots == 4)
    graph.points = false
    let joined = graph.canvas(size: Size(width: 4, height: 2))
    #expect(joined.bits.reduce(0) { $0 + $1.nonzeroBitCount } > 4)
  }
}
