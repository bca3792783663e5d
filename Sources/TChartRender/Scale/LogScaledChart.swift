import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A chart set's lines as `log10` of their values, for drawing on a logarithmic Y axis: values
/// that are not positive become gaps (`.nan`), and each transformed line gets its own min/max
/// pyramid, so the braille line drawers (M4 included: `log` is monotone, so the extremes of the
/// logarithms are the logarithms of the extremes) draw it unchanged against a linear mapping of
/// exponents.
///
/// Made once per chart set in O(N) and remembered in ``RenderCaches`` (keyed by the lines'
/// storage, like ``CanvasMemo``), so a frame of a log chart stays O(screen) after the first.
public enum LogScaledChart {
  /// `chart` with every line replaced by the `log10` of its values.
  public static func chart(_ chart: ChartSet, caches: RenderCaches) -> ChartSet {
    let key = Key(x: chart.x, lines: chart.lines.map(\.values))
    return caches.logCharts.value(for: key) {
      var scaled = chart
      scaled.lines = chart.lines.map { series in
        Series(
          id: series.id, name: series.name, kind: series.kind, color: series.color,
          values: series.values.map { $0 > 0 ? log10($0) : .nan } as [Double])
      }
      return scaled
    }
  }

  /// How many values of line `line` in `window` are not positive (gaps on a log axis; missing
  /// values are not counted). O(log N) once the transformed chart exists.
  public static func nonPositiveCount(
    chart: ChartSet, line: Int, window: Range<Int>, caches: RenderCaches
  ) -> Int {
    let all = chart.lines[line].pyramid.total(in: window).values
    let positive = Self.chart(chart, caches: caches).lines[line].pyramid.total(in: window).values
    return all - positive
  }

  /// What a transformed chart was made from.
  struct Key {
    var x: Column<Double>
    var lines: [Column<Double>]

    func matches(_ other: Key) -> Bool {
      sameStorage(x, other.x) && sameStorage(lines, other.lines)
    }
  }
}
