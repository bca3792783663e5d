/// Counts two byte values 32 bytes at a time (SIMD compares, whose all-ones lanes are
/// subtracted into byte counters, widened and summed every 127 steps): about 10 GB/s on one
/// core, for the pre-pass of ``CSVChunkSplit`` and the row bounds of ``CSVStream``.
package enum CSVByteCount {
  /// The LF and `"` bytes in `count` bytes from `start`.
  static func lineFeedsAndQuotes(from start: UnsafePointer<UInt8>, count: Int) -> (Int, Int) {
    counts(of: 0x0A, and: 0x22, from: start, count: count)
  }

  /// The LF and CR bytes in `[start, end)`: at least the line breaks there.
  package static func lineBreaks(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>)
    -> Int
  {
    let (lineFeeds, carriageReturns) = counts(of: 0x0A, and: 0x0D, from: start, count: end - start)
    return lineFeeds + carriageReturns
  }

  /// How many bytes of `count` from `start` are `first`, and how many are `second`.
  static func counts(
    of first: UInt8, and second: UInt8, from start: UnsafePointer<UInt8>, count: Int
  )
    -> (Int, Int)
  {
    typealias Lanes = SIMD32<UInt8>
    let firstByte = Lanes(repeating: first)
    let secondByte = Lanes(repeating: second)
    let raw = UnsafeRawPointer(start)
    var firstCount = 0
    var secondCount = 0
    var offset = 0
    while count - offset >= Lanes.scalarCount {
      var firstLanes = SIMD32<Int8>()
      var secondLanes = SIMD32<Int8>()
      for _ in 0..<min(127, (count - offset) / Lanes.scalarCount) {
        let bytes = raw.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
        // A mask lane is all ones (-1) where the compare holds.
        firstLanes &-= unsafeBitCast(bytes .== firstByte, to: SIMD32<Int8>.self)
        secondLanes &-= unsafeBitCast(bytes .== secondByte, to: SIMD32<Int8>.self)
        offset += Lanes.scalarCount
      }
      firstCount += Int(SIMD32<Int16>(truncatingIfNeeded: firstLanes).wrappedSum())
      secondCount += Int(SIMD32<Int16>(truncatingIfNeeded: secondLanes).wrappedSum())
    }
    while offset < count {
      if start[offset] == first { firstCount += 1 }
      if start[offset] == second { secondCount += 1 }
      offset += 1
    }
    return (firstCount, secondCount)
  }
}
