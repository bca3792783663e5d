/// Which blocks of an x column hold a timestamp that is not at midnight UTC, so that "does this
/// window show times of day?" costs O(block + N / 4096) instead of a scan of the window.
///
/// Built once per chart in O(N) with one bit per ``MinMaxPyramid/blockSize`` samples; answers
/// exactly what ``DateFormat/hasTimeOfDay(_:)`` answers for the window's timestamps.
public struct TimeOfDayIndex: Sendable {
  /// The timestamps described (shared storage, no copy).
  let x: [Double]
  /// One bit per block: set when a timestamp of the block has a time of day.
  let blockBits: [UInt64]

  public init(_ x: [Double]) {
    self.x = x
    let blocks = (x.count + MinMaxPyramid.blockSize - 1) >> MinMaxPyramid.blockShift
    var bits = [UInt64](repeating: 0, count: (blocks + 63) / 64)
    for block in 0..<blocks {
      let start = block << MinMaxPyramid.blockShift
      let end = min(x.count, start + MinMaxPyramid.blockSize)
      if x[start..<end].contains(where: DateFormat.isTimeOfDay) {
        MinMaxPyramid.setBit(&bits, block)
      }
    }
    blockBits = bits
  }

  /// Whether a timestamp in `range` (clamped to the column) is not at midnight UTC.
  public func hasTimeOfDay(in range: Range<Int>) -> Bool {
    let lower = max(0, range.lowerBound)
    let upper = min(x.count, range.upperBound)
    guard lower < upper else { return false }
    let firstBlock = lower >> MinMaxPyramid.blockShift
    let lastBlock = (upper - 1) >> MinMaxPyramid.blockShift
    if firstBlock == lastBlock {
      return isSet(firstBlock) && x[lower..<upper].contains(where: DateFormat.isTimeOfDay)
    }
    let headEnd = (firstBlock + 1) << MinMaxPyramid.blockShift
    let tailStart = lastBlock << MinMaxPyramid.blockShift
    if isSet(firstBlock) && x[lower..<headEnd].contains(where: DateFormat.isTimeOfDay) {
      return true
    }
    if isSet(lastBlock) && x[tailStart..<upper].contains(where: DateFormat.isTimeOfDay) {
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
