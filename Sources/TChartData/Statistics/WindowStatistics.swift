/// The numbers of one line over a window of samples, as the statistics panel shows them: first
/// and last value, the change between them, the extremes with where they are, the mean and the
/// counts of values and gaps.
///
/// Exact over any number of samples and O(log N + block) to compute: the extremes come from
/// the min/max pyramid, the mean from its running sums (``BlockSums``).
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
  /// The sum of the values and the counts of values and gaps.
  public var total: SampleTotal

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
    total = pyramid.total(in: window)
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
