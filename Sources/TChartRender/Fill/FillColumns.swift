/// Which samples of a window each plot column shows, and back: the index-based mapping of the
/// filled chart kinds, split evenly.
///
/// With n = `window.count` samples over W columns:
/// - n ≤ W: sample k (0-based from the window's start) covers columns `[k·W/n, (k+1)·W/n)`
///   (integer division), so every sample gets at least one column and widths differ by at
///   most one;
/// - n > W: column c covers samples `[lo + c·n/W, lo + (c+1)·n/W)`, at least one each.
///
/// ``columns(ofSample:)`` and ``sample(atColumn:)`` agree: the sample a column shows is
/// always one whose columns contain it. All arithmetic is O(1).
public struct FillColumns: Sendable, Hashable {
  /// The sample indices shown, `lo...hi`.
  public var window: ClosedRange<Int>
  /// The plot width W in columns (never negative).
  public var width: Int

  public init(window: ClosedRange<Int>, width: Int) {
    self.window = window
    self.width = max(0, width)
  }

  /// The number of samples n in the window.
  public var sampleCount: Int { window.count }

  /// Whether one column can hold several samples (n > W).
  public var isDecimated: Bool { sampleCount > width }

  /// The samples column `column` covers (one sample when n ≤ W); empty outside `0..<W`.
  public func samples(ofColumn column: Int) -> Range<Int> {
    guard column >= 0, column < width else { return window.lowerBound..<window.lowerBound }
    let n = sampleCount
    if n <= width {
      let k = ((column + 1) * n - 1) / width
      return (window.lowerBound + k)..<(window.lowerBound + k + 1)
    }
    return (window.lowerBound + column * n / width)..<(window.lowerBound + (column + 1) * n / width)
  }

  /// The sample a column stands for: its only sample when n ≤ W, else the middle of its
  /// samples (the one nearest the column's centre, the lower of two); `nil` outside `0..<W`.
  public func sample(atColumn column: Int) -> Int? {
    let range = samples(ofColumn: column)
    guard !range.isEmpty else { return nil }
    return (range.lowerBound + range.upperBound - 1) / 2
  }

  /// The columns showing sample `sample`: its bar when n ≤ W, the one column holding it when
  /// n > W; empty for a sample outside the window or a plot without columns.
  public func columns(ofSample sample: Int) -> Range<Int> {
    guard width > 0, window.contains(sample) else { return 0..<0 }
    let k = sample - window.lowerBound
    let n = sampleCount
    if n <= width { return (k * width / n)..<((k + 1) * width / n) }
    let column = ((k + 1) * width - 1) / n
    return column..<(column + 1)
  }
}
