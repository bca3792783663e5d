import TChartData

/// Draws one series as a polyline on a braille canvas.
///
/// ``drawFullResolution(x:values:visible:mapping:layer:on:)`` joins every pair of consecutive
/// samples: the reference the decimated drawer must match dot for dot. `visible` is the index
/// range of samples inside the window; one sample on either side is included so that lines
/// leaving the window are drawn up to its edge. `.nan` values are gaps: the line breaks there,
/// and a sample with gaps on both sides is drawn as a single dot.
public enum PolylineRasterizer {
  public static func drawFullResolution(
    x: Column<Double>, values: Column<Double>, visible: Range<Int>, mapping: DotMapping, layer: Int,
    on canvas: inout BrailleCanvas
  ) {
    // An empty `visible` range (a window between two samples) still draws the segment that
    // crosses the window, from the sample before it to the sample after it.
    let first = max(0, visible.lowerBound - 1)
    let last = min(values.count - 1, visible.upperBound, x.count - 1)
    guard first <= last else { return }
    var previous: (x: Int, y: Int)?
    for index in first...last {
      let value = values[index]
      guard !value.isNaN else {
        previous = nil
        continue
      }
      let point = (x: mapping.dotX(x[index]), y: mapping.dotY(value))
      if let previous {
        canvas.drawLine(from: previous, to: point, layer: layer)
      } else {
        canvas.setDot(x: point.x, y: point.y, layer: layer)
      }
      previous = point
    }
  }
}
