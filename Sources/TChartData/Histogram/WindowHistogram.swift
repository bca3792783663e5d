/// The histogram of some lines' values inside a window: shared bins of a nice width, each
/// line's counts, mean and median. Exact at any N: each line's counts equal a scan of its window
/// with ``HistogramBins/index(of:)`` of the bins it was counted in (``Line/bins``); a prepared
/// ``HistogramIndex`` makes a window of any length cost its fine bins plus two partial blocks.
public struct WindowHistogram: Sendable, Equatable {
  /// The bins' edges, shared by the lines.
  public var bins: HistogramBins
  /// One per line asked for, in the order asked.
  public var lines: [Line]

  /// One line's histogram.
  public struct Line: Sendable, Equatable {
    /// The line's index in its chart set.
    public var line: Int
    /// The values per bin.
    public var counts: [Int]
    /// The bins as counted for this line (the shared edges, perhaps in a finer unit).
    public var bins: HistogramBins
    /// The values counted (gaps are not).
    public var total: Int
    /// The mean of the values (exact), and the median to within a fine bin.
    public var mean: Double?
    public var median: Double?

    public init(
      line: Int, counts: [Int], bins: HistogramBins, total: Int, mean: Double?, median: Double?
    ) {
      self.line = line
      self.counts = counts
      self.bins = bins
      self.total = total
      self.mean = mean
      self.median = median
    }

    /// Each bin's share of ``total``, in percent.
    public var percents: [Double] {
      counts.map { total > 0 ? 100 * Double($0) / Double(total) : 0 }
    }
  }

  /// What one line brings: its index, values, the pyramid over them and its prepared index.
  public struct Input {
    public var line: Int
    public var values: UnsafeBufferPointer<Double>
    public var pyramid: MinMaxPyramid
    public var index: HistogramIndex?

    public init(
      line: Int, values: UnsafeBufferPointer<Double>, pyramid: MinMaxPyramid,
      index: HistogramIndex?
    ) {
      self.line = line
      self.values = values
      self.pyramid = pyramid
      self.index = index
    }
  }

  public init(bins: HistogramBins, lines: [Line]) {
    self.bins = bins
    self.lines = lines
  }

  /// The histogram of `inputs` over samples `window`, at most `maxBins` bins.
  public init(_ inputs: [Input], window: Range<Int>, maxBins: Int) {
    var extremes = ValueExtremes.empty
    var total = 0
    for input in inputs {
      extremes.merge(input.pyramid.extremes(in: window))
      total += input.pyramid.total(in: window).values
    }
    let lower = extremes.hasNoValue ? 0 : extremes.min
    let upper = extremes.hasNoValue ? 0 : extremes.max
    let span = upper - lower
    let surveyUnit = span > 0 ? HistogramBins.halfPowerOfTen(atMost: span / 400) : 1
    // Survey each line in fine bins: the quartiles choose the width, the median is read.
    let surveys = inputs.map { input -> FineCounts in
      if let index = input.index, index.unit <= Swift.max(span / 32, 0), span > 0 {
        return FineCounts(
          unit: index.unit, first: index.firstFine,
          counts: index.fineCounts(in: window, of: input.values))
      }
      return FineCounts.scan(
        input.values, range: window, unit: surveyUnit, lower: lower, upper: upper)
    }
    self.init(
      surveys: surveys, lines: inputs.map(\.line), lower: lower, upper: upper, values: total,
      maxBins: maxBins
    ) { offset, bins in
      let fine = FineCounts.scan(
        inputs[offset].values, range: window, unit: bins.unit, lower: lower, upper: upper)
      return (bins, fine.binned(bins))
    } totals: { offset in
      inputs[offset].pyramid.total(in: window)
    }
  }

  /// The histogram of `surveys` (one per line of `lines`, counted in fine bins over
  /// `lower…upper`, `values` values in all), at most `maxBins` bins: a database's counts
  /// (``FineCounts`` of a `GROUP BY`) as well as a scan's. The quartiles of the largest survey
  /// choose the width; a line whose survey is too coarse for the bins is counted again by
  /// `recount` (offset, bins) → (the bins counted, their counts); `totals` gives each line's
  /// count and mean.
  public init(
    surveys: [FineCounts], lines: [Int], lower: Double, upper: Double, values: Int,
    maxBins: Int, recount: (Int, HistogramBins) -> (HistogramBins, [Int]),
    totals: (Int) -> SampleTotal
  ) {
    let widest = surveys.max { $0.total < $1.total }
    let iqr = widest.flatMap { survey in
      survey.quantile(0.75).flatMap { high in survey.quantile(0.25).map { high - $0 } }
    }
    let bins = HistogramBins.choose(
      lower: lower, upper: upper, values: values, iqr: iqr, maxBins: maxBins)
    self.bins = bins
    self.lines = surveys.enumerated().map { offset, survey in
      let sums = totals(offset)
      let counted: (bins: HistogramBins, counts: [Int])
      if let fine = bins.counted(inUnit: survey.unit) {
        counted = (fine, survey.binned(fine))
      } else {
        counted = recount(offset, bins)
      }
      return Line(
        line: lines[offset], counts: counted.counts, bins: counted.bins, total: sums.values,
        mean: sums.mean, median: survey.quantile(0.5))
    }
  }
}
