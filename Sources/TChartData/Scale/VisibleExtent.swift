extension ChartSet {
  /// The lowest and highest finite values of the given lines over the sample `indices`,
  /// ignoring `.nan` gaps and infinities; `nil` when there is none. Indices outside the
  /// column and lines that do not exist are ignored.
  ///
  /// The one extent function: the explorer's Y range, the mini-map and the renderer all ask
  /// it. Each line's min/max pyramid answers in O(log N + block) whatever the window; only a
  /// line whose extremes there are infinite is scanned, to skip its infinities.
  public func valueRange(lines indices: [Int], in range: Range<Int>) -> ValueRange? {
    var low = Double.infinity
    var high = -Double.infinity
    for line in indices where lines.indices.contains(line) {
      let values = lines[line].values
      let clamped = range.clamped(to: 0..<values.count)
      guard !clamped.isEmpty else { continue }
      let extremes = lines[line].pyramid.extremes(in: clamped)
      if extremes.hasNoValue { continue }
      if extremes.min.isFinite && extremes.max.isFinite {
        low = Swift.min(low, extremes.min)
        high = Swift.max(high, extremes.max)
        continue
      }
      for value in values[clamped] where value.isFinite {
        low = Swift.min(low, value)
        high = Swift.max(high, value)
      }
    }
    return low <= high ? ValueRange(lower: low, upper: high) : nil
  }
}
