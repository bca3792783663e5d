import TChartModel

/// The one entry for drawing a series as a braille polyline: M4 through the series' pyramid when
/// the window holds many samples per dot column, every sample otherwise. Both give the same dots.
public enum SeriesRasterizer {
  /// Above this many samples per dot column, M4 is cheaper than joining every sample.
  public static let decimationThreshold = 4

  /// Draws `series` (one value per `x` sample) over the samples `visible` (plus one neighbour
  /// on either side), through `mapping`, as `layer`.
  public static func draw(
    x: [Double], series: Series, visible: Range<Int>, mapping: DotMapping, layer: Int,
    on canvas: inout BrailleCanvas
  ) {
    if visible.count > decimationThreshold * max(1, canvas.dotWidth) {
      DecimatedRasterizer.draw(
        x: x, series: series, visible: visible, mapping: mapping, layer: layer, on: &canvas)
    } else {
      PolylineRasterizer.drawFullResolution(
        x: x, values: series.values, visible: visible, mapping: mapping, layer: layer,
        on: &canvas)
    }
  }
}
