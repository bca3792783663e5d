import TChartData

/// The segments every plot column draws for a window of a chart set, computed in O(screen)
/// (O(W × series × (log N + block)) at worst, never O(points)).
///
/// Columns map to samples through ``FillColumns``. When a column holds one sample (n ≤ W) its
/// values are drawn. When it holds several (n > W):
/// - **bars**: per series, the largest value among the column's samples (the pyramid maximum,
///   so a peak is never hidden);
/// - **stacked bars**: one real sample, the tallest candidate: the candidates are each visible
///   series' first maximum in the column (``MinMaxPyramid/indexOfMax(in:)``) and the one with
///   the largest stack total is drawn (the earliest on a tie);
/// - **areas, stacked areas, percentage**: the sample nearest the column's centre
///   (``FillColumns/sample(atColumn:)``), point sampling.
///
/// Values become segments by ``FillStack``'s rules: non-stacked series overlap, sorted
/// ascending (the smallest in front; gaps and values ≤ 0 draw nothing); stacked series pile
/// up in file order, a gap counting as 0 and a negative value clamped to 0; percentage divides
/// each value by the sample's visible total. Samples outside the chart read as gaps. Hidden
/// series take no part at all.
public struct FillSampling: Sendable, Hashable {
  /// The column ↔ sample mapping used.
  public var mapping: FillColumns
  /// One stack per column, left to right (W of them).
  public var columns: [FillStack]

  /// Samples `window` of `chart` (only the series in `visibleLines`, in file order) for a plot
  /// of `width` columns, drawn as `mode`.
  public init(
    chart: ChartSet, visibleLines: [Int], window: ClosedRange<Int>, width: Int, mode: FillMode
  ) {
    let mapping = FillColumns(window: window, width: width)
    let lines = Array(Set(visibleLines.filter { chart.lines.indices.contains($0) })).sorted()
    let series = SeriesColumns(chart: chart, lines: lines)
    self.mapping = mapping
    self.columns = (0..<mapping.width).map { column in
      Self.stack(series, mapping: mapping, column: column, mode: mode)
    }
  }

  /// The visible series' values and pyramids, taken out of the chart set once per sampling
  /// (not once per column and sample).
  struct SeriesColumns {
    var lines: [Int]
    var values: [Column<Double>]
    var pyramids: [MinMaxPyramid]

    init(chart: ChartSet, lines: [Int]) {
      self.lines = lines
      values = lines.map { chart.lines[$0].values }
      pyramids = lines.map { chart.lines[$0].pyramid }
    }

    /// The value of the `k`-th visible series at `sample`; a gap outside the chart.
    func value(_ k: Int, at sample: Int) -> Double {
      values[k].indices.contains(sample) ? values[k][sample] : .nan
    }

    func values(at sample: Int) -> [(line: Int, value: Double)] {
      lines.indices.map { (line: lines[$0], value: value($0, at: sample)) }
    }
  }

  /// The highest top over the columns (0 when nothing is drawn): fit the Y axis `0…top` to it
  /// to show exactly what is drawn (100 in percentage mode whenever anything is drawn).
  public var top: Double { columns.reduce(0) { max($0, $1.top) } }

  static func stack(
    _ series: SeriesColumns, mapping: FillColumns, column: Int, mode: FillMode
  ) -> FillStack {
    let samples = mapping.samples(ofColumn: column)
    guard !samples.isEmpty else { return .empty }
    func values(at sample: Int) -> [(line: Int, value: Double)] { series.values(at: sample) }
    let single = samples.count == 1 ? samples.lowerBound : nil
    switch mode {
    case .bars:
      if let single { return .overlapping(values(at: single), sample: single) }
      let maxima = series.lines.indices.map { k in
        let found = series.pyramids[k].extremes(in: samples)
        return (line: series.lines[k], value: found.hasNoValue ? Double.nan : found.max)
      }
      return .overlapping(maxima, sample: nil)
    case .stackedBars:
      let sample = single ?? tallestCandidate(series, samples: samples)
      guard let sample else { return .empty }
      return .stacked(values(at: sample), sample: sample)
    case .areas, .stackedAreas, .percentage:
      guard let sample = mapping.sample(atColumn: column) else { return .empty }
      switch mode {
      case .areas: return .overlapping(values(at: sample), sample: sample)
      case .percentage: return .stacked(values(at: sample), sample: sample, percent: true)
      default: return .stacked(values(at: sample), sample: sample)
      }
    }
  }

  /// Among each series' first maximum in `samples`, the sample with the largest stack total
  /// (the earliest on a tie); `nil` when every series is all gaps there.
  static func tallestCandidate(_ series: SeriesColumns, samples: Range<Int>) -> Int? {
    let candidates = Set(series.pyramids.compactMap { $0.indexOfMax(in: samples) })
    var best: (sample: Int, total: Double)?
    for sample in candidates.sorted() {
      var total = 0.0
      for k in series.lines.indices { total += FillStack.stackValue(series.value(k, at: sample)) }
      if best.map({ total > $0.total }) ?? true { best = (sample, total) }
    }
    return best?.sample
  }
}
