import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pass over a long run of samples split across the processors: each chunk gives a grid of
/// counts of its own, and the grids are added up (the XY plot's density, the points' dots). A
/// run shorter than ``minimumChunk`` samples a chunk stays on the calling thread.
package enum SampleChunks {
  /// The fewest samples worth a thread of their own.
  static let minimumChunk = 1 << 19
  /// The processors online, at most 8.
  static let processors = Swift.min(8, Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

  /// The sum of `count(part, grid)` over parts of `range`, each counting into its own grid of
  /// `cells` zeros.
  package static func counts(
    _ range: Range<Int>, cells: Int,
    _ count: @Sendable (Range<Int>, UnsafeMutableBufferPointer<UInt32>) -> Void
  ) -> [UInt32] {
    let parts = Swift.max(1, Swift.min(processors, range.count / minimumChunk))
    let grids = Grids(parts: parts, cells: cells)
    let size = (range.count + parts - 1) / parts
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let start = range.lowerBound + part * size
      let end = Swift.min(range.upperBound, start + size)
      grids.withGrid(part) { count(start..<Swift.max(start, end), $0) }
    }
    return grids.sum()
  }

  /// One grid per part in one allocation, each part's written by one thread only.
  private final class Grids: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<UInt32>
    private let parts: Int
    private let cells: Int

    init(parts: Int, cells: Int) {
      self.parts = parts
      self.cells = cells
      storage = .allocate(capacity: Swift.max(1, parts * cells))
      storage.initialize(repeating: 0)
    }

    deinit { storage.deallocate() }

    func withGrid(_ part: Int, _ body: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
      body(UnsafeMutableBufferPointer(rebasing: storage[(part * cells)..<((part + 1) * cells)]))
    }

    func sum() -> [UInt32] {
      var total = Array(storage[0..<cells])
      for part in 1..<Swift.max(1, parts) {
        let base = part * cells
        for index in 0..<cells { total[index] &+= storage[base + index] }
      }
      return total
    }
  }
}

/// A column's samples as a value threads may share while the column lives (a pass of
/// ``SampleChunks`` reads them, never writes).
package struct SharedSamples: @unchecked Sendable {
  package let base: UnsafePointer<Double>

  package init(_ buffer: UnsafeBufferPointer<Double>) {
    base = buffer.baseAddress ?? UnsafePointer(bitPattern: 8)!
  }
}
