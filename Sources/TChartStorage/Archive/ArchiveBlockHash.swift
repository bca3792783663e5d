import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checksum of one block of an archive's column (``ChartSetArchive/checksumBlock`` bytes,
/// the last one shorter): 64 bits from four independent multiply-rotate lanes over 8-byte words
/// (the round of xxHash64), so it runs at memory speed. It catches flipped and overwritten
/// bytes; it is not a defence against someone forging a block.
enum ArchiveBlockHash {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = lane &+ word &* prime2
    return ((mixed << 31) | (mixed >> 33)) &* prime1
  }

  /// The hash of `bytes`.
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var a = prime1 &+ prime2
    var b = prime2
    var c: UInt64 = 0
    var d = 0 &- prime1
    let stripes = bytes.count / 32
    if let base = bytes.baseAddress {
      for stripe in 0..<stripes {
        let at = base + stripe &* 32
        a = round(a, at.loadUnaligned(as: UInt64.self))
        b = round(b, at.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        c = round(c, at.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        d = round(d, at.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
      }
    }
    var hash = ((a << 1) | (a >> 63)) &+ ((b << 7) | (b >> 57)) &+ ((c << 12) | (c >> 52))
    hash = hash &+ ((d << 18) | (d >> 46)) &+ UInt64(bytes.count) &* prime3
    for byte in bytes[(stripes * 32)...] {
      hash = round(hash, UInt64(byte) &+ prime3)
    }
    hash ^= hash >> 29
    hash = hash &* prime3
    return hash ^ (hash >> 32)
  }

  /// The index of the first of `ranges` of `bytes` whose hash is not its `expected` value, or
  /// nil when all match. The ranges are shared out over the cores (at most four), in runs of
  /// neighbouring blocks, so that checking a whole entry costs its bytes over the memory's speed
  /// on each core rather than on one.
  static func firstMismatch(
    in bytes: UnsafeRawBufferPointer, _ ranges: [Range<Int>], _ expected: [UInt64]
  ) -> Int? {
    precondition(ranges.count == expected.count)
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let workers = Swift.min(ranges.count, Swift.max(1, Swift.min(4, cores)))
    guard workers > 1 else {
      return ranges.indices.first {
        of(UnsafeRawBufferPointer(rebasing: bytes[ranges[$0]])) != expected[$0]
      }
    }
    let first = Atomic<Int>(Int.max)
    // Read only, and alive until concurrentPerform returns.
    nonisolated(unsafe) let bytes = bytes
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let share = ranges.count * worker / workers..<ranges.count * (worker + 1) / workers
      for index in share where index < first.load(ordering: .relaxed) {
        guard of(UnsafeRawBufferPointer(rebasing: bytes[ranges[index]])) != expected[index] else {
          continue
        }
        _ = first.min(index, ordering: .relaxed)
        return
      }
    }
    let found = first.load(ordering: .relaxed)
    return found == Int.max ? nil : found
  }
}
