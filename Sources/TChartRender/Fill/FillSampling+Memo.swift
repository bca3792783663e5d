import TChartData

extension FillSampling {
  /// What a sampling depends on: the chart's x and the visible series' values (by storage, as
  /// ``CanvasMemo`` compares them), the window, the width and the mode.
  struct Key {
    var x: Column<Double>
    var values: [Column<Double>]
    var lines: [Int]
    var window: ClosedRange<Int>
    var width: Int
    var mode: FillMode

    func matches(_ other: Key) -> Bool {
      sameStorage(x, other.x) && sameStorage(values, other.values) && lines == other.lines
        && window == other.window && width == other.width && mode == other.mode
    }
  }

  /// ``init(chart:visibleLines:window:width:mode:)``, remembered in `caches`: the same result,
  /// computed once for identical inputs (a frame asks for the window's one several times: the
  /// label column, the graph; the mini-map's on every frame).
  public static func memoized(
    chart: ChartSet, visibleLines: [Int], window: ClosedRange<Int>, width: Int, mode: FillMode,
    in caches: RenderCaches
  ) -> FillSampling {
    let lines = Array(Set(visibleLines.filter { chart.lines.indices.contains($0) })).sorted()
    let key = Key(
      x: chart.x, values: lines.map { chart.lines[$0].values }, lines: lines, window: window,
      width: width, mode: mode)
    return caches.fills.value(for: key) {
      FillSampling(chart: chart, visibleLines: lines, window: window, width: width, mode: mode)
    }
  }
}
