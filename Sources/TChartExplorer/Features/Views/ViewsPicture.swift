import TChartCells
import TChartData
import TChartRender

/// The histogram and the XY plot as pictures for export (`e`, `render --format svg`): the
/// histogram's bins as each line's outline over the counts' axis, the XY plot's lit dots as
/// points over its two lines' axes; the title and the window's dates as the graph's picture has
/// them.
extension ViewsExport {
  /// The picture of the view in the graph area, or `nil` for the lines and points.
  var picture: ChartPicture? {
    let colors = PictureModel.colors(theme.variant)
    switch drawn {
    case .plain:
      return nil
    case .histogram(let histogram):
      let edges = histogram.bins.edges
      let most = histogram.lines.flatMap(\.counts).max() ?? 0
      let ticks = NiceTicks.forAxis(low: 0, high: Double(Swift.max(most, 1)), rows: 16)
      let xRange = edges[0]...edges[edges.count - 1]
      let lines = histogram.lines.map { line in
        var outline: [(x: Double, y: Double)] = [(0, 0)]
        for (bin, count) in line.counts.enumerated() {
          let y = PictureModel.fraction(Double(count), of: ticks.range)
          outline.append((PictureModel.fraction(edges[bin], of: xRange), y))
          outline.append((PictureModel.fraction(edges[bin + 1], of: xRange), y))
        }
        outline.append((1, 0))
        let series = shownLines[line.line]
        return ChartPicture.Line(name: series.name, color: series.color, polylines: [outline])
      }
      let centres = (0..<histogram.bins.count).map { (edges[$0] + edges[$0 + 1]) / 2 }
      let every = Swift.max(1, centres.count / 12)
      let labels = AxisNumberFormat.labels(centres)
      return ChartPicture(
        width: PictureModel.size.width, height: PictureModel.size.height,
        title: title + " · histogram", subtitle: subtitle,
        yTicks: zip(ticks.values, AxisNumberFormat.labels(ticks.values)).map {
          ChartPicture.Tick(position: PictureModel.fraction($0, of: ticks.range), label: $1)
        },
        xTicks: stride(from: 0, to: centres.count, by: every).map {
          ChartPicture.Tick(
            position: PictureModel.fraction(centres[$0], of: xRange), label: labels[$0])
        },
        lines: lines, background: colors.background, foreground: colors.foreground,
        grid: colors.grid)
    case .xy(let plot):
      guard let plot else { return nil }
      let parts = plot.layout(area: viewArea)
      let density = plot.density(plot: parts.plot, scales: parts.scales)
      var points: [[(x: Double, y: Double)]] = []
      for row in 0..<density.rows {
        for column in 0..<density.columns where density.count(column: column, row: row) > 0 {
          points.append([
            (
              (Double(column) + 0.5) / Double(density.columns),
              1 - (Double(row) + 0.5) / Double(density.rows)
            )
          ])
        }
      }
      func ticks(_ scale: NiceTicks) -> [ChartPicture.Tick] {
        zip(scale.values, AxisNumberFormat.labels(scale.values)).map {
          ChartPicture.Tick(position: PictureModel.fraction($0, of: scale.range), label: $1)
        }
      }
      return ChartPicture(
        width: PictureModel.size.width, height: PictureModel.size.height,
        title: title + " · \(plot.y.name) against \(plot.x.name)", subtitle: subtitle,
        yTicks: ticks(parts.scales.y), xTicks: ticks(parts.scales.x),
        lines: [ChartPicture.Line(name: plot.y.name, color: plot.y.color, polylines: points)],
        background: colors.background, foreground: colors.foreground, grid: colors.grid)
    }
  }
}
