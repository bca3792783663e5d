import TChartData

/// Draws one series with M4 decimation (Jugel et al., PVLDB 7(10), 2014): per dot column only the
/// first, last, minimum and maximum sample, the extremes answered by the series' min/max pyramid.
///
/// The dots equal those of ``PolylineRasterizer/drawFullResolution(x:values:visible:mapping:layer:on:)``
/// exactly: samples in one dot column (same ``DotMapping/dotX(_:)``) are joined by vertical
/// segments whose union is the column's min...max span, and the segments between columns join the
/// same samples (the last of a column to the first of the next). Gaps split a column into runs,
/// found through the pyramid. Samples left or right of the canvas only matter through the one
/// nearest to it. Cost: O(dot columns × log N), independent of N.
public enum DecimatedRasterizer {
  /// Same contract as the full-resolution drawer; `pyramid` must describe `values` (otherwise
  /// the full-resolution drawer is used).
  public static func draw(
    x: Column<Double>, values: Column<Double>, pyramid: MinMaxPyramid, visible: Range<Int>,
    mapping: DotMapping, layer: Int, on canvas: inout BrailleCanvas
  ) {
    guard !visible.isEmpty, !values.isEmpty, x.count >= values.count else {
      PolylineRasterizer.drawFullResolution(
        x: x, values: values, visible: visible, mapping: mapping, layer: layer, on: &canvas)
      return
    }
    let plan = DotColumnPlan(
      x: x, count: values.count, visible: visible, mapping: mapping,
      canvasDotWidth: canvas.dotWidth)
    draw(values: values, pyramid: pyramid, plan: plan, mapping: mapping, layer: layer, on: &canvas)
  }

  /// Draws `values` through a column plan made for them (same sample count, visible range,
  /// mapping and canvas width): the plan can be shared by every line of a chart.
  public static func draw(
    values: Column<Double>, pyramid: MinMaxPyramid, plan: DotColumnPlan, mapping: DotMapping,
    layer: Int, on canvas: inout BrailleCanvas
  ) {
    guard !plan.isEmpty else { return }
    guard pyramid.count == values.count, plan.count == values.count else {
      PolylineRasterizer.drawFullResolution(
        x: plan.x, values: values, visible: plan.visible, mapping: mapping, layer: layer,
        on: &canvas)
      return
    }
    var pen = M4Pen(values: values, pyramid: pyramid, mapping: mapping, layer: layer)
    if let before = plan.before { pen.sample(before.index, column: before.column, on: &canvas) }
    for (number, column) in plan.columns.enumerated() {
      pen.column(plan.starts[number]..<plan.starts[number + 1], column: column, on: &canvas)
    }
    if let after = plan.after { pen.sample(after.index, column: after.column, on: &canvas) }
  }

  /// Draws `series` against `x`, using its pyramid.
  public static func draw(
    x: Column<Double>, series: Series, visible: Range<Int>, mapping: DotMapping, layer: Int,
    on canvas: inout BrailleCanvas
  ) {
    draw(
      x: x, values: series.values, pyramid: series.pyramid, visible: visible, mapping: mapping,
      layer: layer, on: &canvas)
  }
}

/// The drawing state of one M4 pass: the dot the line continues from.
struct M4Pen {
  let values: Column<Double>
  let pyramid: MinMaxPyramid
  let mapping: DotMapping
  /// `mapping.dotY`, faster.
  let dotY: DotRowMapper
  let layer: Int
  /// The last drawn sample's dot; `nil` after a gap.
  var previous: (x: Int, y: Int)?

  init(values: Column<Double>, pyramid: MinMaxPyramid, mapping: DotMapping, layer: Int) {
    self.values = values
    self.pyramid = pyramid
    self.mapping = mapping
    self.dotY = DotRowMapper(mapping)
    self.layer = layer
  }

  /// One sample on its own (a neighbour outside the canvas).
  mutating func sample(_ index: Int, column: Int, on canvas: inout BrailleCanvas) {
    let value = values[index]
    guard !value.isNaN else {
      previous = nil
      return
    }
    let extremes = ValueExtremes(min: value, max: value, hasGap: false)
    run(first: index, last: index, extremes: extremes, column: column, on: &canvas)
  }

  /// All samples of one dot column.
  mutating func column(_ range: Range<Int>, column: Int, on canvas: inout BrailleCanvas) {
    let extremes = self.extremes(in: range)
    guard extremes.hasGap else {
      run(
        first: range.lowerBound, last: range.upperBound - 1, extremes: extremes, column: column,
        on: &canvas)
      return
    }
    // Gaps: the line breaks inside the column. The join from the previous column reaches the
    // first sample if it is a value; inside the column, the dots are the union of the spans
    // joined between gaps (exact, from the pyramid's run summaries), lone samples included.
    let firstValue = values[range.lowerBound]
    if let previous, !firstValue.isNaN {
      canvas.drawLine(from: previous, to: (column, mapping.dotY(firstValue)), layer: layer)
    }
    if column >= 0, column < canvas.dotWidth, canvas.dotHeight > 0 {
      var rows = [UInt64](repeating: 0, count: (canvas.dotHeight + 63) / 64)
      let height = canvas.dotHeight
      let mapping = mapping
      pyramid.forEachJoinedSpan(in: range) { low, high in
        let top = max(0, mapping.dotY(high))
        let bottom = min(height - 1, mapping.dotY(low))
        guard top <= bottom else { return }
        for word in (top >> 6)...(bottom >> 6) {
          let from = max(top, word << 6) & 63
          let through = min(bottom, (word << 6) + 63) & 63
          let width = through - from + 1
          rows[word] |= (width == 64 ? ~0 : ((1 << UInt64(width)) - 1)) << UInt64(from)
        }
      }
      var row = 0
      while row < height {
        guard rows[row >> 6] & (1 << UInt64(row & 63)) != 0 else {
          row += 1
          continue
        }
        var end = row
        while end + 1 < height, rows[(end + 1) >> 6] & (1 << UInt64((end + 1) & 63)) != 0 {
          end += 1
        }
        canvas.drawVerticalSpan(x: column, from: row, to: end, layer: layer)
        row = end + 1
      }
    }
    let lastValue = values[range.upperBound - 1]
    previous = lastValue.isNaN ? nil : (x: column, y: mapping.dotY(lastValue))
  }

  /// The extremes of `range` as far as dot rows go: a partial block whose whole-block extremes
  /// map inside the rows found so far is not scanned. Gaps are exact.
  func extremes(in range: Range<Int>) -> ValueExtremes {
    let dotY = dotY  // captured alone: capturing `self` would retain every array
    return pyramid.extremes(in: range) { bound, found in
      (bound.max <= found.max || dotY(bound.max) >= dotY(found.max))
        && (bound.min >= found.min || dotY(bound.min) <= dotY(found.min))
    }
  }

  /// Gap-free samples `first...last`, all in dot column `column`: the join from the previous
  /// dot (or a lone dot), then the vertical span of their extremes.
  mutating func run(
    first: Int, last: Int, extremes: ValueExtremes, column: Int, on canvas: inout BrailleCanvas
  ) {
    let entry = (x: column, y: dotY(values[first]))
    if let previous {
      canvas.drawLine(from: previous, to: entry, layer: layer)
    } else {
      canvas.setDot(x: entry.x, y: entry.y, layer: layer)
    }
    if last > first, column >= 0, column < canvas.dotWidth {
      let top = max(0, dotY(extremes.max))
      let bottom = min(canvas.dotHeight - 1, dotY(extremes.min))
      canvas.drawVerticalSpan(x: column, from: top, to: bottom, layer: layer)
    }
    previous = (x: column, y: dotY(values[last]))
  }
}
