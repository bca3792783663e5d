import TChartData

extension ChartSet {
  /// For each line of `lines` (in that order), the sum of its values over the samples
  /// `window`, NaN skipped: the pie's slices. Scans the window: O(window × lines) per call, so
  /// once per frame.
  public func sums(of lines: [Int], in window: ClosedRange<Int>) -> [Double] {
    lines.map { line in
      let values = self.lines[line].values
      var sum = 0.0
      for index in window where values.indices.contains(index) && !values[index].isNaN {
        sum += values[index]
      }
      return sum
    }
  }
}
