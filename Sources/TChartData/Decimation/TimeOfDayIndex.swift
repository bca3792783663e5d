import TChartTime

/// Which blocks of an x column hold a timestamp that is not at midnight (in ``zone``: the
/// display zone's wall clock, UTC by default), so that "does this
/// window show times of day?" costs O(block + N / 4096) instead of a scan of the window.
///
/// Built once per chart in O(N) with one bit per ``MinMaxPyramid/blockSize`` samples, and grown
/// in place by ``append(contentsOf:)``; answers exactly what ``DateFormat/hasTimeOfDay(_:)``
/// answers for the window's timestamps.
public struct TimeOfDayIndex: Sendable {
  /// The timestamps described (the one copy: ``ChartSet/x`` reads them from here).
  package private(set) var x: Column<Double>
  /// One bit per block: set when a timestamp of the block has a time of day.
  package private(set) var blockBits: Column<UInt64>
  /// The zone whose midnights count (``ChartSet/timeZone``).
  public private(set) var zone: DisplayTimeZone

  /// Indexes `x` in O(N), adopting the array (no copy).
  public init(_ x: [Double], zone: DisplayTimeZone = .utc) {
    self.init(Column(x), zone: zone)
  }

  /// Indexes `x` in O(N), sharing its storage (no copy).
  public init(_ x: Column<Double>, zone: DisplayTimeZone = .utc) {
    self.x = x
    self.zone = zone
    blockBits = []
    indexBlocks(from: 0)
  }

  /// An index that exists already (a cached chart set's): O(1); `blockBits` must be the bits
  /// of `x` in `zone`.
  package init(x: Column<Double>, blockBits: Column<UInt64>, zone: DisplayTimeZone) {
    self.x = x
    self.blockBits = blockBits
    self.zone = zone
  }

  /// Whether `value` is not at a midnight of ``zone``.
  func isTimeOfDay(_ value: Double) -> Bool {
    guard zone.rules != nil || zone.secondsEast != 0 else { return DateFormat.isTimeOfDay(value) }
    return DateFormat.isTimeOfDay(zone.wall(value))
  }

  /// Makes room for `samples` timestamps in all, so appending up to there never moves them.
  public mutating func reserveCapacity(_ samples: Int) {
    x.reserveCapacity(samples)
    blockBits.reserveCapacity((samples >> MinMaxPyramid.blockShift) / 64 + 1)
  }

  /// Appends timestamps in place: amortised O(1) each, the column never copied while it is not
  /// shared. Only the new samples are looked at (a block's bit is only ever set by them).
  public mutating func append(contentsOf newX: some Collection<Double>) {
    let oldCount = x.count
    x.append(contentsOf: newX)
    indexBlocks(from: oldCount)
  }

  /// Sets the bits of the blocks holding the samples `first...` from those samples.
  private mutating func indexBlocks(from first: Int) {
    let blocks = (x.count + MinMaxPyramid.blockSize - 1) >> MinMaxPyramid.blockShift
    MinMaxPyramid.resizeBits(&blockBits, toHold: blocks)
    var index = first
    while index < x.count {
      let block = index >> MinMaxPyramid.blockShift
      let end = min(x.count, (block + 1) << MinMaxPyramid.blockShift)
      if !isSet(block) && x[index..<end].contains(where: isTimeOfDay) {
        MinMaxPyramid.setBit(&blockBits, block)
      }
      index = end
    }
  }

  /// Whether a timestamp in `range` (clamped to the column) is not at midnight in ``zone``.
  public func hasTimeOfDay(in range: Range<Int>) -> Bool {
    let lower = max(0, range.lowerBound)
    let upper = min(x.count, range.upperBound)
    guard lower < upper else { return false }
    let firstBlock = lower >> MinMaxPyramid.blockShift
    let lastBlock = (upper - 1) >> MinMaxPyramid.blockShift
    if firstBlock == lastBlock {
      return isSet(firstBlock) && x[lower..<upper].contains(where: isTimeOfDay)
    }
    let headEnd = (firstBlock + 1) << MinMaxPyramid.blockShift
    let tailStart = lastBlock << MinMaxPyramid.blockShift
    if isSet(firstBlock) && x[lower..<headEnd].contains(where: isTimeOfDay) {
      return true
    }
    if isSet(lastBlock) && x[tailStart..<upper].contains(where: isTimeOfDay) {
      return true
    }
    return anySet(from: firstBlock + 1, to: lastBlock)
  }

  func isSet(_ block: Int) -> Bool {
    MinMaxPyramid.bit(blockBits, block)
  }

  /// Whether a bit of the blocks `from ..< to` is set, a word at a time.
  func anySet(from: Int, to: Int) -> Bool {
    var block = from
    while block < to {
      let word = block >> 6
      let low = block & 63
      let high = min(64, to - (word << 6))
      let width = high - low
      let mask: UInt64 = width >= 64 ? ~0 : ((1 << UInt64(width)) - 1) << UInt64(low)
      if blockBits[word] & mask != 0 { return true }
      block = (word + 1) << 6
    }
    return false
  }
}
