import TChartData
import TChartSources

/// The XY view's acceptance check for a table source (issue 41): the pairs a database counts
/// (``SourceXY``) have the extremes, the dot counts and the indicator's trail of the same rows
/// read from a file (its pyramids' extremes, ``XYDensity`` over the window's samples, the
/// samples before the indicator), at random windows (edges on rows and between them), lines,
/// grid sizes and ranges (tight, or cutting the cloud so that pairs are clamped).
public enum TableXY {
  /// What differs between `backend`'s XY answers and `file`'s (the same rows), over `rounds`
  /// random windows: empty when none.
  public static func differing(
    backend: any SQLSeriesBackend, file: ChartSet, rounds: Int, using random: inout SeededRandom
  ) throws -> [String] {
    var differing: [String] = []
    let xs = file.x
    let count = file.lines.count
    for round in 0..<rounds {
      let across = round % count
      let up = (round / count + 1) % count
      let a = xs[random.int(0...(xs.count - 1))]
      let b = xs[random.int(0...(xs.count - 1))]
      let window = Swift.min(a, b)...(Swift.max(a, b) + (round % 2 == 0 ? 0 : 0.25))
      let samples = file.visibleIndices(window)
      let indicator =
        samples.isEmpty ? nil : random.int(samples.lowerBound...(samples.upperBound - 1))
      let (columns, rows) = (random.int(1...160), random.int(1...96))
      let cut = round % 3 == 2
      let grid = { @Sendable (x: ClosedRange<Double>?, y: ClosedRange<Double>?) in
        XYGrid(
          columns: columns, rows: rows, xRange: Self.range(x, cut: cut),
          yRange: Self.range(y, cut: cut))
      }
      let ask = SourceXYAsk(
        window: window, across: across, up: up, width: columns, height: rows)
      let answer = try backend.xy(ask, grid: grid)
      let place = "round \(round) \(window) lines \(across),\(up)"
      let expected = (
        x: extremes(file.lines[across], samples), y: extremes(file.lines[up], samples)
      )
      if answer.counted.xExtremes != expected.x || answer.counted.yExtremes != expected.y {
        differing.append(
          "\(place): extremes \(String(describing: answer.counted.xExtremes)), "
            + "\(String(describing: answer.counted.yExtremes)) not \(expected)")
      }
      let density = file.lines[across].values.withUnsafeBufferPointer { x in
        file.lines[up].values.withUnsafeBufferPointer { y in
          let grid = grid(expected.x, expected.y)
          return XYDensity(
            x: x, y: y, window: samples,
            columns: grid.columns, rows: grid.rows, xRange: grid.xRange, yRange: grid.yRange)
        }
      }
      if answer.counted.density.counts != density.counts {
        differing.append("\(place): counts")
      }
      if answer.counted.density.samples != density.samples {
        differing.append(
          "\(place): \(answer.counted.density.samples) pairs, not \(density.samples)")
      }
      let trail =
        indicator.map { index in
          Array(Swift.max(samples.lowerBound, index - (SourceXYTrail.rowCount - 1))...index)
        } ?? []
      let read =
        try indicator.map { index in
          try backend.xyTrail(
            SourceXYTrail.Ask(window: window, across: across, up: up, indicator: xs[index]))
        }?.rows.map { [$0.x, $0.values[across], $0.values[up]] } ?? []
      let wanted = trail.map {
        [xs[$0], file.lines[across].values[$0], file.lines[up].values[$0]]
      }
      if read.count != wanted.count
        || zip(read, wanted).contains(where: { !zip($0, $1).allSatisfy(same) })
      {
        differing.append("\(place): trail \(read) not \(wanted)")
      }
    }
    return differing
  }

  /// The extremes of `series` over `samples`, as the file's XY plot reads them.
  static func extremes(_ series: Series, _ samples: Range<Int>) -> ClosedRange<Double>? {
    let found = series.pyramid.extremes(in: samples)
    return found.hasNoValue ? nil : found.min...found.max
  }

  /// A grid range over `extremes`: itself, or its middle half when `cut` (0…1 with none).
  static func range(_ extremes: ClosedRange<Double>?, cut: Bool) -> ClosedRange<Double> {
    guard let extremes else { return 0...1 }
    guard cut else { return extremes }
    let quarter = (extremes.upperBound - extremes.lowerBound) / 4
    return (extremes.lowerBound + quarter)...(extremes.upperBound - quarter)
  }

  /// Equal numbers, or both gaps.
  static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
}
