import TChartData

/// The one entry for drawing a series as a braille polyline: M4 through the series' pyramid when
/// the window holds many samples per dot column, every sample otherwise. Both give the same dots.
public enum SeriesRasterizer {
  /// Above this many samples per dot column, M4 is cheaper than joining every sample.
  public static let decimationThreshold = 4

  /// Draws `series` (one value per `x` sample) over the samples `visible` (plus one neighbour
  /// on either side), through `mapping`, as `layer`.
  public static func draw(
    x: Column<Double>, series: Series, visible: Range<Int>, mapping: DotMapping, layer: Int,
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

  /// Draws every line of `lines` not in `hidden`, line `i` as layer `i`, sharing one column plan
  /// (the lines share `x`) when decimating; as `points` (``PointRasterizer``) when asked. On a
  /// blank canvas, a drawing identical to a recent one (same arrays, window, mapping and size)
  /// is copied from `caches` (``CanvasMemo``).
  public static func draw(
    x: Column<Double>, lines: [Series], hidden: Set<Int> = [], visible: Range<Int>,
    mapping: DotMapping, caches: RenderCaches, points: Bool = false,
    on canvas: inout BrailleCanvas
  ) {
    func drawn(on canvas: inout BrailleCanvas) {
      guard points else {
        drawLines(
          x: x, lines: lines, hidden: hidden, visible: visible, mapping: mapping, on: &canvas)
        return
      }
      for (layer, line) in lines.enumerated() where !hidden.contains(layer) {
        PointRasterizer.draw(
          x: x, series: line, visible: visible, mapping: mapping, layer: layer, on: &canvas)
      }
    }
    guard canvas.isBlank else {
      drawn(on: &canvas)
      return
    }
    let key = CanvasMemo.Key(
      x: x, lines: lines.map(\.values), hidden: hidden, visible: visible, mapping: mapping,
      size: canvas.size, points: points)
    let blank = canvas
    canvas = caches.canvases.value(for: key) {
      var canvas = blank
      drawn(on: &canvas)
      return canvas
    }
  }

  /// ``draw(x:lines:hidden:visible:mapping:caches:on:)`` without the memo.
  static func drawLines(
    x: Column<Double>, lines: [Series], hidden: Set<Int>, visible: Range<Int>, mapping: DotMapping,
    on canvas: inout BrailleCanvas
  ) {
    guard visible.count > decimationThreshold * max(1, canvas.dotWidth) else {
      for (layer, line) in lines.enumerated() where !hidden.contains(layer) {
        PolylineRasterizer.drawFullResolution(
          x: x, values: line.values, visible: visible, mapping: mapping, layer: layer,
          on: &canvas)
      }
      return
    }
    var plans: [Int: DotColumnPlan] = [:]
    for (layer, line) in lines.enumerated() where !hidden.contains(layer) {
      let count = line.values.count
      if plans[count] == nil {
        plans[count] = DotColumnPlan(
          x: x, count: count, visible: visible, mapping: mapping, canvasDotWidth: canvas.dotWidth)
      }
      DecimatedRasterizer.draw(
        values: line.values, pyramid: line.pyramid, plan: plans[count]!, mapping: mapping,
        layer: layer, on: &canvas)
    }
  }
}
