import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Column buffers for a CSV stream, whose row count is known only at its end: one `malloc`ed
/// buffer of doubles per column, grown with `realloc` (for big buffers glibc moves pages with
/// `mremap`, so growing copies nothing, and capacity never written costs no memory), turned
/// into arrays at the end one column at a time, each buffer freed as soon as it is copied (the
/// peak is the columns plus one).
final class CSVGrowingColumns {
  /// One buffer per column, for the row loop.
  let pointers: UnsafeMutablePointer<UnsafeMutablePointer<Double>>
  let count: Int
  private(set) var capacity = 0

  init(count: Int) {
    self.count = count
    pointers = .allocate(capacity: count)
  }

  deinit {
    if capacity > 0 { for field in 0..<count { free(pointers[field]) } }
    pointers.deallocate()
  }

  /// Makes room for at least `rows` rows, at least doubling the capacity when it grows.
  func reserve(_ rows: Int, file: String) throws(LoadError) {
    guard rows > capacity else { return }
    let grown = max(rows, capacity * 2, 1024)
    for field in 0..<count {
      let old = capacity > 0 ? UnsafeMutableRawPointer(pointers[field]) : nil
      guard let memory = realloc(old, grown * MemoryLayout<Double>.stride) else {
        throw LoadError(
          .unreadable, file: file, location: "", message: String(cString: strerror(ENOMEM)))
      }
      pointers[field] = memory.assumingMemoryBound(to: Double.self)
    }
    capacity = grown
  }

  /// The first `rows` rows of every column as arrays; the buffers are freed (call once). With
  /// no room ever made (no row read) there are no buffers: the columns are empty.
  func arrays(rows: Int) -> [[Double]] {
    guard capacity > 0 else { return Array(repeating: [], count: count) }
    var arrays: [[Double]] = []
    arrays.reserveCapacity(count)
    for field in 0..<count {
      let source = pointers[field]
      arrays.append(
        [Double](unsafeUninitializedCapacity: rows) { buffer, initialized in
          if rows > 0 { buffer.baseAddress!.update(from: source, count: rows) }
          initialized = rows
        })
      free(source)
    }
    capacity = 0
    return arrays
  }
}
