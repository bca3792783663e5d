import TChartData
import TChartRender

/// The view in `tchart render --format json`'s summary (its `view` object): its kind, and the
/// histogram's bins (edges, and per line the counts, values, mean and median) or the XY plot's
/// lines, extents and density grid, as the frame draws them.
extension ViewsExport {
  /// The `view` object.
  var json: JSONText {
    switch drawn {
    case .plain(let view):
      return .object([("kind", .string(view.text))])
    case .histogram(let histogram):
      return .object([
        ("kind", .string("histogram")),
        ("bin_width", .number(histogram.bins.width)),
        ("edges", .array(histogram.bins.edges.map { .number($0) })),
        (
          "lines",
          .array(
            histogram.lines.map { line in
              .object([
                ("key", .int(line.line + 1)), ("name", .string(shownLines[line.line].name)),
                ("counts", .array(line.counts.map { .int($0) })), ("values", .int(line.total)),
                ("mean", .numberOrNull(line.mean)), ("median", .numberOrNull(line.median)),
              ])
            })
        ),
      ])
    case .xy(let plot):
      guard let plot else {
        return .object([("kind", .string("xy")), ("error", .string("a line is missing"))])
      }
      let parts = plot.layout(area: viewArea)
      let density = plot.density(plot: parts.plot, scales: parts.scales)
      func axis(_ series: Series, _ range: ClosedRange<Double>) -> JSONText {
        .object([
          ("name", .string(series.name)),
          ("extent", .array([.number(range.lowerBound), .number(range.upperBound)])),
        ])
      }
      return .object([
        ("kind", .string("xy")), ("x", axis(plot.x, density.xRange)),
        ("y", axis(plot.y, density.yRange)),
        ("grid", .object([("columns", .int(density.columns)), ("rows", .int(density.rows))])),
        ("samples", .int(density.samples)),
        ("dots", .int(density.counts.count { $0 > 0 })),
      ])
    }
  }
}
