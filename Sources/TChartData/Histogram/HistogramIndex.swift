/// Counts of a series' values in fine bins (a power-of-ten ``unit``, a few hundred to a few
/// thousand bins over the whole span), summed over aligned blocks of samples as running totals:
/// the fine counts of any index range are one subtraction of two rows plus the scan of at most
/// two partial blocks, so a window of 10^7 samples is binned exactly in well under a millisecond.
/// This is the histogram's equivalent of the min/max pyramid.
///
/// Blocks hold 2^16 samples or more (at most ``maximumBlocks`` rows of 32-bit counts, 1.6 to
/// 16 MB however long the series). Built in one pass over the samples; never updated (a
/// growing series builds a new one, or is scanned).
public struct HistogramIndex: Sendable {
  /// The fine bins' width: half a power of ten, from an 800th to an 8,000th of the span, so
  /// the index counts exactly the bins of any window whose values span a quarter of the
  /// whole's or more (``HistogramBins/halfPowerOfTen(atMost:)``); narrower windows are scanned.
  public let unit: Double
  /// The first fine bin (`floor(min / unit)`) and how many there are.
  public let firstFine: Int
  public let fineCount: Int
  /// log2 of the samples per block.
  let blockShift: Int
  /// `rows[b * fineCount + j]`: the values in fine bin `firstFine + j` among blocks `0..<b`.
  let rows: [UInt32]
  /// How many samples the index covers (whole blocks; the rest is scanned).
  public let samples: Int

  /// The most blocks: a longer series gets longer blocks (at most 512 rows of 8,000 counts:
  /// 16 MB).
  static let maximumBlocks = 512

  /// The index of `values`, whose extremes are `extremes` (gaps ignored); `nil` when they hold
  /// no value.
  public init?(_ values: UnsafeBufferPointer<Double>, extremes: ValueExtremes) {
    guard !extremes.hasNoValue else { return nil }
    let span = extremes.max - extremes.min
    unit = span > 0 ? HistogramBins.halfPowerOfTen(atMost: span / 400) : 1
    firstFine = HistogramBins.fineIndex(extremes.min, unit: unit)
    fineCount = HistogramBins.fineIndex(extremes.max, unit: unit) - firstFine + 1
    var shift = 16
    while values.count >> shift > Self.maximumBlocks { shift += 1 }
    blockShift = shift
    let blocks = values.count >> shift
    samples = blocks << shift
    var rows = [UInt32](repeating: 0, count: (blocks + 1) * fineCount)
    let (first, width, unit) = (firstFine, fineCount, unit)
    rows.withUnsafeMutableBufferPointer { rows in
      for block in 0..<blocks {
        let row = rows.baseAddress! + (block + 1) * width
        row.update(from: row - width, count: width)
        for index in (block << shift)..<((block + 1) << shift) {
          let value = values[index]
          guard value.isFinite else { continue }
          let fine = HistogramBins.fineIndex(value, unit: unit) - first
          row[Swift.min(Swift.max(fine, 0), width - 1)] &+= 1
        }
      }
    }
    self.rows = rows
  }

  /// The fine counts of `range` of `values` (the samples the index was built over), in fine
  /// bins `firstFine ..< firstFine + fineCount`.
  public func fineCounts(in range: Range<Int>, of values: UnsafeBufferPointer<Double>) -> [Int] {
    var counts = [Int](repeating: 0, count: fineCount)
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(values.count, range.upperBound)
    guard lower < upper else { return counts }
    let blockSize = 1 << blockShift
    let firstBlock = (lower + blockSize - 1) >> blockShift
    let lastBlock = Swift.min(upper >> blockShift, samples >> blockShift)
    counts.withUnsafeMutableBufferPointer { counts in
      func scan(_ part: Range<Int>) {
        for index in part {
          let value = values[index]
          guard value.isFinite else { continue }
          let fine = HistogramBins.fineIndex(value, unit: unit) - firstFine
          counts[Swift.min(Swift.max(fine, 0), fineCount - 1)] += 1
        }
      }
      guard firstBlock < lastBlock else {
        scan(lower..<upper)
        return
      }
      scan(lower..<(firstBlock << blockShift))
      scan((lastBlock << blockShift)..<upper)
      rows.withUnsafeBufferPointer { rows in
        let high = rows.baseAddress! + lastBlock * fineCount
        let low = rows.baseAddress! + firstBlock * fineCount
        for fine in 0..<fineCount { counts[fine] += Int(high[fine] &- low[fine]) }
      }
    }
    return counts
  }
}
