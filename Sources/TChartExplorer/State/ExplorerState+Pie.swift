/// The pie of the window (percentage charts).
extension ExplorerState {
  /// For each visible line (in ``visibleLines`` order), the sum of its values over the window,
  /// NaN skipped. Scans the window: O(window × visible lines) per call, so once per frame.
  public var pieValues: [Double] {
    let window = windowSamples
    return visibleLines.map { line in
      let values = chartSet.lines[line].values
      var sum = 0.0
      for index in window where values.indices.contains(index) && !values[index].isNaN {
        sum += values[index]
      }
      return sum
    }
  }
}
