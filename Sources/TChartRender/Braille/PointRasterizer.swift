import TChartData

/// Samples drawn as points, not joined (a scatter: x numbers that were not in order): each
/// sample whose x and value are numbers sets its one dot (``DotMapping``'s, as a line's would
/// be). Exact at any N: every sample of the visible range is visited once, the range split
/// across the processors (``SampleChunks``).
public enum PointRasterizer {
  /// Draws `series`' samples in `visible` through `mapping` on `layer`.
  public static func draw(
    x: Column<Double>, series: Series, visible: Range<Int>, mapping: DotMapping, layer: Int,
    on canvas: inout BrailleCanvas
  ) {
    let range = visible.clamped(to: 0..<Swift.min(x.count, series.values.count))
    let (width, height) = (canvas.dotWidth, canvas.dotHeight)
    guard width > 0, height > 0, !range.isEmpty else { return }
    let dots = x.withUnsafeBufferPointer { xs in
      series.values.withUnsafeBufferPointer { ys in
        let (xs, ys) = (SharedSamples(xs), SharedSamples(ys))
        let xSpan = mapping.xUpper - mapping.xLower
        let ySpan = mapping.yUpper - mapping.yLower
        let simple = xSpan > 0 && ySpan > 0 && width > 1 && height > 1
        let (xScale, yScale) = (Double(width - 1), Double(height - 1))
        let (xLower, yLower) = (mapping.xLower, mapping.yLower)
        return SampleChunks.counts(range, cells: width * height) { part, grid in
          guard let cell = grid.baseAddress else { return }
          for index in part {
            let (a, b) = (xs.base[index], ys.base[index])
            guard a.isFinite, b.isFinite else { continue }
            guard simple else {
              let (column, row) = (mapping.dotX(a), mapping.dotY(b))
              guard column >= 0, column < width, row >= 0, row < height else { continue }
              cell[row * width + column] = 1
              continue
            }
            // ``DotMapping``'s rule (the same expressions, rounded half away from zero) for
            // dots on the canvas: anything rounding below 0 or past the last dot is off it.
            let across = (a - xLower) / xSpan * xScale
            let up = (b - yLower) / ySpan * yScale
            guard across > -0.5, across < Double(width) - 0.5, up > -0.5,
              up < Double(height) - 0.5
            else { continue }
            let column = Int(across + 0.5)
            let row = height - 1 - Int(up + 0.5)
            cell[row &* width &+ column] = 1
          }
        }
      }
    }
    for row in 0..<height {
      for column in 0..<width where dots[row * width + column] > 0 {
        canvas.setDot(x: column, y: row, layer: layer)
      }
    }
  }
}
