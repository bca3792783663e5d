import TChartData

/// Samples drawn as points, not joined (a scatter: x numbers that were not in order): each
/// sample whose x and value are numbers sets its one dot. Exact at any N: every sample of the
/// visible range is visited (O(samples), about a nanosecond each in a release build).
public enum PointRasterizer {
  /// Draws `series`' samples in `visible` through `mapping` on `layer`.
  public static func draw(
    x: Column<Double>, series: Series, visible: Range<Int>, mapping: DotMapping, layer: Int,
    on canvas: inout BrailleCanvas
  ) {
    let range = visible.clamped(to: 0..<Swift.min(x.count, series.values.count))
    x.withUnsafeBufferPointer { xs in
      series.values.withUnsafeBufferPointer { ys in
        for index in range {
          let (a, b) = (xs[index], ys[index])
          guard a.isFinite, b.isFinite else { continue }
          let (column, row) = (mapping.dotX(a), mapping.dotY(b))
          guard column >= 0, column < canvas.dotWidth, row >= 0, row < canvas.dotHeight else {
            continue
          }
          canvas.setDot(x: column, y: row, layer: layer)
        }
      }
    }
  }
}
