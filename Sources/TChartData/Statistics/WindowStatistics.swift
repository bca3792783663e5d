/// The numbers of one line over a window of samples, as the statistics panel shows them: first
/// and last value, the change between them, the extremes with where they are, the mean and the
/// counts of values, gaps and samples outside the line's span.
///
/// A line's span runs from its first value to its last over all its samples: a gap is a sample
/// without a value inside it; the samples of the window before the line starts or after it
/// ends (a stock listed years after the others) are counted apart, in ``outside``.
///
/// Exact over any number of samples and O(log N + blocks) to compute: the extremes and the
/// span come from the min/max pyramid, the mean and the gaps from its running sums
/// (``BlockSums``).
public struct WindowStatistics: Sendable, Equatable {
  /// A sample: its index, x and value.
  public struct Sample: Sendable, Equatable {
    public var index: Int
    public var x: Double
    public var value: Double

    public init(index: Int, x: Double, value: Double) {
      self.index = index
      self.x = x
      self.value = value
    }
  }

  /// The first and last samples holding a value; `nil` when the window holds none.
  public var first: Sample?
  public var last: Sample?
  /// The smallest and the largest value, the first of equal ones.
  public var min: Sample?
  public var max: Sample?
  /// The sum of the values and the counts of values and of gaps inside the line's span.
  public var total: SampleTotal
  /// How many samples of the window lie before the line's first value or after its last (all
  /// of them for a line without values); `nil` when ``total`` is a source's, which counts
  /// them as gaps.
  public var outside: Int?

  /// The statistics of line `line` of `chartSet` over the samples `window` (clamped).
  public init(chartSet: ChartSet, line: Int, window: Range<Int>) {
    let pyramid = chartSet.lines[line].pyramid
    let x = chartSet.x
    func sample(_ index: Int?) -> Sample? {
      index.map { Sample(index: $0, x: x[$0], value: pyramid.values[$0]) }
    }
    first = sample(pyramid.firstValue(in: window))
    last = sample(pyramid.lastValue(in: window))
    min = sample(pyramid.indexOfMin(in: window))
    max = sample(pyramid.indexOfMax(in: window))
    let lower = Swift.max(0, window.lowerBound)
    let upper = Swift.max(lower, Swift.min(pyramid.count, window.upperBound))
    let whole = 0..<pyramid.count
    if let start = pyramid.firstValue(in: whole), let end = pyramid.lastValue(in: whole) {
      let from = Swift.max(lower, start)
      let inside = from..<Swift.max(from, Swift.min(upper, end + 1))
      total = pyramid.total(in: inside)
      outside = (upper - lower) - inside.count
    } else {
      total = SampleTotal(sum: 0, values: 0, gaps: 0)
      outside = upper - lower
    }
  }

  /// `last - first`; `nil` without values.
  public var change: Double? {
    guard let first, let last else { return nil }
    return last.value - first.value
  }

  /// The change as a percentage of `|first|`; `nil` without values or when first is 0.
  public var changePercent: Double? {
    guard let change, let first, first.value != 0 else { return nil }
    return change / abs(first.value) * 100
  }

  /// The mean of the values; `nil` without values.
  public var mean: Double? { total.mean }
}
