import TChartData

/// Contiguous column storage for the CSV loader, written in place into the final columns.
///
/// Each column is a `[Double]` created with `init(unsafeUninitializedCapacity:)`, or, when the
/// load spills (``ColumnSpill``: big files), a region of the spill file; the initialisers are
/// nested (one per column, by recursion) so that the row loop runs with every column's buffer
/// at hand, writes each value exactly once and needs no copy afterwards. The capacity is an
/// estimate: untouched capacity costs address space (or a region's reserved room), not
/// resident memory. When the rows do not fit, the loop reports it and the caller starts again
/// with a safe bound.
enum CSVColumns {
  /// Runs `fill` with one uninitialised buffer of `capacity` doubles per column (in `spill`'s
  /// file when given and it has room). `fill` returns how many rows it wrote to every buffer,
  /// or `nil` when they did not fit (then `nil` is returned). Errors thrown by `fill` are
  /// passed on.
  static func withColumns(
    count: Int, capacity: Int, spill: ColumnSpill? = nil,
    fill: (UnsafeMutablePointer<UnsafeMutablePointer<Double>>) throws(LoadError) -> Int?
  ) throws(LoadError) -> [Column<Double>]? {
    let regions = spill.flatMap { spill -> [Column<Double>.Spilled]? in
      var regions: [Column<Double>.Spilled] = []
      for _ in 0..<count {
        guard let region = spill.region(of: Double.self, count: capacity) else { return nil }
        regions.append(region)
      }
      return regions
    }
    let pointers = UnsafeMutablePointer<UnsafeMutablePointer<Double>>.allocate(capacity: count)
    defer { pointers.deallocate() }
    if let regions {
      for (index, region) in regions.enumerated() { pointers[index] = region.start }
      guard let rows = try fill(pointers) else { return nil }
      return regions.map { $0.column(count: rows) }
    }
    var state = Nesting(rows: nil, failure: nil, arrays: Array(repeating: [], count: count))
    nest(0, count: count, capacity: capacity, pointers: pointers, state: &state, fill: fill)
    if let failure = state.failure { throw failure }
    return state.rows == nil ? nil : state.arrays.map(Column.init)
  }

  private struct Nesting {
    var rows: Int?
    var failure: LoadError?
    var arrays: [[Double]]
  }

  private static func nest(
    _ index: Int, count: Int, capacity: Int,
    pointers: UnsafeMutablePointer<UnsafeMutablePointer<Double>>, state: inout Nesting,
    fill: (UnsafeMutablePointer<UnsafeMutablePointer<Double>>) throws(LoadError) -> Int?
  ) {
    guard index < count else {
      do {
        state.rows = try fill(pointers)
      } catch {
        state.failure = error
      }
      return
    }
    let array = [Double](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      pointers[index] = buffer.baseAddress!
      nest(
        index + 1, count: count, capacity: capacity, pointers: pointers, state: &state, fill: fill)
      initialized = state.rows ?? 0
    }
    state.arrays[index] = array
  }
}
