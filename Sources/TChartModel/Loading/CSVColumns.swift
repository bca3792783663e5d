#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Growable, contiguous column storage for the CSV loader: one `Double` buffer per column,
/// all with the same capacity, grown together with `realloc`.
///
/// Raw buffers (not `[Double]`) keep the row loop free of copy-on-write and bounds checks; the
/// finished columns are copied once into arrays by ``array(_:count:)``.
struct CSVColumns {
  /// One buffer pointer per column.
  let buffers: UnsafeMutablePointer<UnsafeMutablePointer<Double>>
  /// Which buffers ``array(_:count:)`` has already freed.
  private let freed: UnsafeMutablePointer<Bool>
  let count: Int
  private(set) var capacity: Int

  init(count: Int, capacity: Int) {
    self.count = count
    self.capacity = max(capacity, 16)
    buffers = .allocate(capacity: count)
    freed = .allocate(capacity: count)
    freed.initialize(repeating: false, count: count)
    for index in 0..<count {
      let raw = malloc(self.capacity * MemoryLayout<Double>.stride)!
      buffers[index] = raw.bindMemory(to: Double.self, capacity: self.capacity)
    }
  }

  /// Grows every column to hold at least half as many rows again.
  mutating func grow() {
    let larger = capacity + capacity / 2 + 16
    for index in 0..<count {
      let raw = realloc(buffers[index], larger * MemoryLayout<Double>.stride)!
      buffers[index] = raw.bindMemory(to: Double.self, capacity: larger)
    }
    capacity = larger
  }

  /// The first `rows` values of column `index` as an array; frees that column's buffer.
  func array(_ index: Int, count rows: Int) -> [Double] {
    let values = [Double](UnsafeBufferPointer(start: buffers[index], count: rows))
    free(buffers[index])
    freed[index] = true
    return values
  }

  /// Frees every buffer not yet handed out by ``array(_:count:)``.
  func release() {
    for index in 0..<count where !freed[index] { free(buffers[index]) }
    buffers.deallocate()
    freed.deallocate()
  }
}
