import TChartModel

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
    x: [Double], values: [Double], pyramid: MinMaxPyramid, visible: Range<Int>,
    mapping: DotMapping, layer: Int, on canvas: inout BrailleCanvas
  ) {
    guard !visible.isEmpty, !values.isEmpty else { return }
    guard pyramid.count == values.count, x.count >= values.count else {
      PolylineRasterizer.drawFullResolution(
        x: x, values: values, visible: visible, mapping: mapping, layer: layer, on: &canvas)
      return
    }
    let first = max(0, visible.lowerBound - 1)
    let last = min(values.count - 1, visible.upperBound)
    guard first <= last else { return }
    var pen = M4Pen(values: values, pyramid: pyramid, mapping: mapping, layer: layer)
    x.withUnsafeBufferPointer { xs in
      let column = { (index: Int) in mapping.dotX(xs[index]) }
      // Samples before `inside` lie left of the canvas, samples after `insideEnd - 1` right of it.
      let inside = partitionPoint(first, last + 1) { column($0) >= 0 }
      let insideEnd = partitionPoint(inside, last + 1) { column($0) > canvas.dotWidth - 1 }
      if inside > first { pen.sample(inside - 1, column: column(inside - 1), on: &canvas) }
      var start = inside
      var guess = 1
      while start < insideEnd {
        let dotColumn = column(start)
        let end = boundary(after: start, guess: guess, limit: insideEnd) { column($0) > dotColumn }
        pen.column(start..<end, column: dotColumn, on: &canvas)
        guess = end - start
        start = end
      }
      if insideEnd <= last { pen.sample(insideEnd, column: column(insideEnd), on: &canvas) }
    }
  }

  /// Draws `series` against `x`, using its pyramid.
  public static func draw(
    x: [Double], series: Series, visible: Range<Int>, mapping: DotMapping, layer: Int,
    on canvas: inout BrailleCanvas
  ) {
    draw(
      x: x, values: series.values, pyramid: series.pyramid, visible: visible, mapping: mapping,
      layer: layer, on: &canvas)
  }

  /// The first index in `lower..<upper` where the monotone `isPast` holds, or `upper`.
  @inline(__always)
  static func partitionPoint(_ lower: Int, _ upper: Int, _ isPast: (Int) -> Bool) -> Int {
    var low = lower
    var high = upper
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The first index in `start + 1 ..< limit` where the monotone `isPast` holds, or `limit`:
  /// probes `start + guess` first, then gallops (1, 2, 4, … steps) towards the answer, so a good
  /// guess (the previous column's width) costs two probes and a bad one O(log distance).
  @inline(__always)
  static func boundary(after start: Int, guess: Int, limit: Int, _ isPast: (Int) -> Bool) -> Int {
    let probe = min(limit, start + max(1, guess))
    if probe < limit, !isPast(probe) {
      var low = probe + 1
      var step = 1
      while true {
        let next = min(limit, probe + step)
        if next == limit || isPast(next) { return partitionPoint(low, next, isPast) }
        low = next + 1
        step *= 2
      }
    }
    var high = probe
    var step = 1
    while true {
      let next = probe - step
      if next <= start { return partitionPoint(start + 1, high, isPast) }
      if !isPast(next) { return partitionPoint(next + 1, high, isPast) }
      high = next
      step *= 2
    }
  }
}

/// The drawing state of one M4 pass: the dot the line continues from.
struct M4Pen {
  let values: [Double]
  let pyramid: MinMaxPyramid
  let mapping: DotMapping
  let layer: Int
  /// The last drawn sample's dot; `nil` after a gap.
  var previous: (x: Int, y: Int)?

  init(values: [Double], pyramid: MinMaxPyramid, mapping: DotMapping, layer: Int) {
    self.values = values
    self.pyramid = pyramid
    self.mapping = mapping
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
    var start = range.lowerBound
    while start < range.upperBound {
      guard let runStart = pyramid.firstValue(in: start..<range.upperBound) else {
        previous = nil
        return
      }
      if runStart > start { previous = nil }
      let runEnd = pyramid.firstGap(in: runStart..<range.upperBound) ?? range.upperBound
      run(
        first: runStart, last: runEnd - 1, extremes: self.extremes(in: runStart..<runEnd),
        column: column, on: &canvas)
      if runEnd < range.upperBound { previous = nil }
      start = runEnd
    }
  }

  /// The extremes of `range` as far as dot rows go: a partial block whose whole-block extremes
  /// map inside the rows found so far is not scanned. Gaps are exact.
  func extremes(in range: Range<Int>) -> ValueExtremes {
    pyramid.extremes(in: range) { block, found in
      mapping.dotY(block.max) >= mapping.dotY(found.max)
        && mapping.dotY(block.min) <= mapping.dotY(found.min)
    }
  }

  /// Gap-free samples `first...last`, all in dot column `column`: the join from the previous
  /// dot (or a lone dot), then the vertical span of their extremes.
  mutating func run(
    first: Int, last: Int, extremes: ValueExtremes, column: Int, on canvas: inout BrailleCanvas
  ) {
    let entry = (x: column, y: mapping.dotY(values[first]))
    if let previous {
      canvas.drawLine(from: previous, to: entry, layer: layer)
    } else {
      canvas.setDot(x: entry.x, y: entry.y, layer: layer)
    }
    if last > first, column >= 0, column < canvas.dotWidth {
      let top = max(0, mapping.dotY(extremes.max))
      let bottom = min(canvas.dotHeight - 1, mapping.dotY(extremes.min))
      if top <= bottom {
        for row in top...bottom { canvas.setDot(x: column, y: row, layer: layer) }
      }
    }
    previous = (x: column, y: mapping.dotY(values[last]))
  }
}
