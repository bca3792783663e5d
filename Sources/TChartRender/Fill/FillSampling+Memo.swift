import TChartData

extension FillSampling {
  /// What a sampling depends on: the chart's x and the visible series' values (by storage, as
  /// ``CanvasMemo`` compares them), the window, the width and the mode.
  struct Key {
    var x: [Double]
    var values: [[Double]]
    var lines: [Int]
    var window: ClosedRange<Int>
    var width: Int
    var mode: FillMode

    func matches(_ other: Key) -> Bool {
      sameStorage(x, other.x) && sameStorage(values, other.values) && lines == other.lines
        && window == other.window && width == other.width && mode == other.mode
    }
  }

  /// The last samplings: a frame asks for the window's one several times (the Y fit in the
  /// reducer, the label column, the graph) and the mini-map's on every frame. Three entries:
  /// the graph at the fitted width and at the drawn width, and the mini-map.
  static let memo = RecentMemo<Key, FillSampling>(capacity: 3) { $0.matches($1) }

  /// ``init(chart:visibleLines:window:width:mode:)``, remembered (see ``memo``): the same
  /// result, computed once for identical inputs.
  public static func memoized(
    chart: ChartSet, visibleLines: [Int], window: ClosedRange<Int>, width: Int, mode: FillMode
  ) -> FillSampling {
    let lines = Array(Set(visibleLines.filter { chart.lines.indices.contains($0) })).sorted()
    let key = Key(
      x: chart.x, values: lines.map { chart.lines[$0].values }, lines: lines, window: window,
      width: width, mode: mode)
    return memo.value(for: key) {
      FillSampling(chart: chart, visibleLines: lines, window: window, width: width, mode: mode)
    }
  }
}
