import TChartData
import TChartSources

/// The histogram view's acceptance check for a table source (issue 41): the histogram a
/// database counts (``SourceHistogram``) has the bins, counts, values and median of the same
/// rows read from a file, and each line's counts equal a scan of the window's values with the
/// bins' own `index(of:)`, at random windows (edges on rows and between them), lines and widths.
public enum TableHistograms {
  /// What differs between `backend`'s histograms and `file`'s (the same rows), over `rounds`
  /// random windows: empty when none.
  public static func differing(
    backend: any SQLSeriesBackend, file: ChartSet, rounds: Int, using random: inout SeededRandom
  ) throws -> [String] {
    var differing: [String] = []
    let xs = file.x
    let all = Array(file.lines.indices)
    for round in 0..<rounds {
      let lines = round % 3 == 0 ? [all[round % all.count]] : all
      let a = xs[random.int(0...(xs.count - 1))]
      let b = xs[random.int(0...(xs.count - 1))]
      let window = Swift.min(a, b)...(Swift.max(a, b) + (round % 2 == 0 ? 0 : 0.25))
      let maxBins = [8, 40, 93][round % 3]
      let counted = try backend.histogram(
        lower: window.lowerBound, upper: window.upperBound, lines: lines
      ).histogram(maxBins: maxBins)
      let expected = fileHistogram(file, lines: lines, window: window, maxBins: maxBins)
      let place = "round \(round) \(window) lines \(lines)"
      if counted.bins != expected.bins { differing.append("\(place): bins") }
      if counted.lines.map(\.counts) != expected.lines.map(\.counts) {
        differing.append("\(place): counts")
      }
      if counted.lines.map(\.total) != expected.lines.map(\.total) {
        differing.append("\(place): values")
      }
      if counted.lines.map(\.median) != expected.lines.map(\.median) {
        differing.append("\(place): median")
      }
      for (line, mean) in zip(counted.lines, expected.lines.map(\.mean))
      where abs((line.mean ?? 0) - (mean ?? 0)) > 1e-9 * Swift.max(1, abs(mean ?? 0)) {
        differing.append("\(place): mean of line \(line.line)")
      }
      for line in counted.lines where scan(file, line: line, window: window) != line.counts {
        differing.append("\(place): line \(line.line) is not a scan")
      }
    }
    return differing
  }

  /// The histogram of `lines` of `file` over the samples with x in `window`, counted in memory.
  public static func fileHistogram(
    _ file: ChartSet, lines: [Int], window: ClosedRange<Double>, maxBins: Int
  ) -> WindowHistogram {
    let samples = file.visibleIndices(window)
    let columns = lines.map { Array(file.lines[$0].values) }
    return withBuffers(columns[...]) { buffers in
      let inputs = zip(lines, buffers).map { line, values in
        WindowHistogram.Input(
          line: line, values: values, pyramid: file.lines[line].pyramid, index: nil)
      }
      return WindowHistogram(inputs, window: samples, maxBins: maxBins)
    }
  }

  /// `line`'s values in `window` counted in its bins, one by one.
  static func scan(_ file: ChartSet, line: WindowHistogram.Line, window: ClosedRange<Double>)
    -> [Int]
  {
    var counts = [Int](repeating: 0, count: line.bins.count)
    for index in file.visibleIndices(window) {
      if let bin = line.bins.index(of: file.lines[line.line].values[index]) { counts[bin] += 1 }
    }
    return counts
  }

  /// `body` with a buffer of each array.
  private static func withBuffers<R>(
    _ columns: ArraySlice<[Double]>, _ done: [UnsafeBufferPointer<Double>] = [],
    _ body: ([UnsafeBufferPointer<Double>]) -> R
  ) -> R {
    guard let first = columns.first else { return body(done) }
    return first.withUnsafeBufferPointer { buffer in
      withBuffers(columns.dropFirst(), done + [buffer], body)
    }
  }
}
