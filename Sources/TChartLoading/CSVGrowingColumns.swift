import TChartData

#if canImport(Glibc)
  import CMemory
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Column buffers for a CSV stream, whose row count is known only at its end, turned into the
/// final arrays with no copy of their pages.
///
/// Each column is an anonymous mapping grown with `mremap` (pages move, nothing is copied, and
/// capacity never written costs no memory). Its values start at the same offset within a page
/// as a big array's elements (``arrayLead``), so that at the end ``arrays(rows:)`` allocates
/// each array uninitialised and moves the column's whole pages under the array's elements
/// (`mremap` to a fixed address): only the bytes of the first and last page are copied. Where
/// pages cannot move (another system, a small column, an array at another offset) the column
/// is copied, one column at a time, its buffer unmapped at once (the peak is the columns plus
/// one).
///
/// With a spill plan, once the columns would take its bound they move to files of their own
/// (a ``ColumnSpill`` each, mapped shared, grown with `posix_fallocate` and `mremap`), so that a
/// stream of any length keeps no more private memory than a file does; ``columns(rows:)`` then
/// hands over the mappings themselves.
final class CSVGrowingColumns {
  /// One buffer per column, for the row loop.
  let pointers: UnsafeMutablePointer<UnsafeMutablePointer<Double>>
  let count: Int
  private(set) var capacity = 0
  /// The bytes mapped for each column (from the page start of its buffer); 0: none.
  private var mapped: [Int]
  /// When the columns move to files, and where.
  private let plan: ColumnSpill.Plan?
  /// Each column's file, once they moved.
  private var files: [ColumnSpill]?
  /// Where the lines' pyramids go once the columns moved to files.
  private(set) var spill: ColumnSpill?

  init(count: Int, spill plan: ColumnSpill.Plan? = nil) {
    self.count = count
    self.plan = plan
    pointers = .allocate(capacity: count)
    mapped = Array(repeating: 0, count: count)
  }

  deinit {
    for field in 0..<count { unmap(field) }
    pointers.deallocate()
  }

  static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Where a big `[Double]`'s elements start within their page (the allocator's and the
  /// array's headers), found once by allocating one, untouched, and freeing it.
  static let arrayLead: Int = {
    let probe = [Double](unsafeUninitializedCapacity: 1 << 23) { buffer, initialized in
      initialized = 0
    }
    return probe.withUnsafeBufferPointer { buffer in
      Int(bitPattern: buffer.baseAddress) % pageSize
    }
  }()

  /// Makes room for at least `rows` rows, at least doubling the capacity when it grows.
  func reserve(_ rows: Int, file: String) throws(LoadError) {
    guard rows > capacity else { return }
    let grown = max(rows, capacity * 2, 1024)
    let lead = Self.arrayLead
    let bytes = Self.pagesBytes(lead + grown * MemoryLayout<Double>.stride)
    if files == nil, let plan, bytes * count >= plan.fromBytes { moveToFiles(bytes: bytes) }
    if files != nil {
      if growFiles(bytes: bytes) {
        capacity = (bytes - lead) / MemoryLayout<Double>.stride
        return
      }
      // The disk (or a file size limit) has no more room: memory, as a file's load does.
      guard moveToMemory() else {
        throw LoadError(
          .unreadable, file: file, location: "", message: String(cString: strerror(ENOMEM)))
      }
    }
    for field in 0..<count {
      guard let start = map(field, bytes: bytes) else {
        throw LoadError(
          .unreadable, file: file, location: "", message: String(cString: strerror(ENOMEM)))
      }
      pointers[field] = (start + lead).assumingMemoryBound(to: Double.self)
      mapped[field] = bytes
    }
    capacity = (bytes - lead) / MemoryLayout<Double>.stride
  }

  /// The first `rows` rows of every column (call once): the files' mappings themselves once the
  /// columns moved to files, else arrays (``arrays(rows:)``).
  func columns(rows: Int) -> [Column<Double>] {
    guard files != nil, capacity > 0 else { return arrays(rows: rows).map(Column.init) }
    let columns = (0..<count).map { field in
      let start = UnsafeMutableRawPointer(pointers[field]) - Self.arrayLead
      let file = MappedFile(
        adoptingSpill: start, size: mapped[field], path: plan?.folder ?? "a stream's columns")
      mapped[field] = 0
      return Column(
        mapping: file, buffer: UnsafeBufferPointer(start: pointers[field], count: rows))
    }
    capacity = 0
    return columns
  }

  /// Grows every column's file and mapping to `bytes`; `false` when one cannot grow (those
  /// grown keep their new size, the values held are untouched).
  private func growFiles(bytes: Int) -> Bool {
    guard let files else { return false }
    for field in 0..<count {
      guard files[field].reserve(bytes: bytes), let start = map(field, bytes: bytes) else {
        return false
      }
      pointers[field] = (start + Self.arrayLead).assumingMemoryBound(to: Double.self)
      mapped[field] = bytes
    }
    return true
  }

  /// Moves the columns held from their files back into memory of their own (the files go);
  /// `false` when memory cannot be had (the columns left as they are).
  private func moveToMemory() -> Bool {
    let lead = Self.arrayLead
    for field in 0..<count where mapped[field] > 0 {
      let size = mapped[field]
      guard
        let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        memory != MAP_FAILED
      else { return false }
      (memory + lead).copyMemory(
        from: UnsafeRawPointer(pointers[field]), byteCount: capacity * MemoryLayout<Double>.stride)
      unmap(field)
      pointers[field] = (memory + lead).assumingMemoryBound(to: Double.self)
      mapped[field] = size
    }
    files = nil
    return true
  }

  /// Moves the columns held into files of their own (`bytes` each, mapped shared), when the
  /// plan's folder can hold them; else they stay in memory.
  private func moveToFiles(bytes: Int) {
    #if canImport(Glibc)
      guard let plan, let pyramids = plan.makeSpill() else { return }
      var made: [ColumnSpill] = []
      var starts: [UnsafeMutableRawPointer] = []
      for _ in 0..<count {
        guard let file = ColumnSpill(folder: plan.folder), file.reserve(bytes: bytes) else { break }
        let start = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, file.descriptor, 0)
        guard let start, start != MAP_FAILED else { break }
        made.append(file)
        starts.append(start)
      }
      guard made.count == count else {
        for start in starts { munmap(start, bytes) }
        return
      }
      let lead = Self.arrayLead
      for field in 0..<count {
        if mapped[field] > 0 {
          (starts[field] + lead).copyMemory(
            from: UnsafeRawPointer(pointers[field]),
            byteCount: capacity * MemoryLayout<Double>.stride)
          unmap(field)
        }
        pointers[field] = (starts[field] + lead).assumingMemoryBound(to: Double.self)
        mapped[field] = bytes
      }
      files = made
      spill = pyramids
    #endif
  }

  /// The first `rows` rows of every column as arrays; the buffers are unmapped (call once).
  /// With no room ever made (no row read) there are no buffers: the columns are empty.
  func arrays(rows: Int) -> [[Double]] {
    guard capacity > 0 else { return Array(repeating: [], count: count) }
    var arrays: [[Double]] = []
    arrays.reserveCapacity(count)
    for field in 0..<count {
      let source = pointers[field]
      var moved: Range<Int>?
      arrays.append(
        [Double](unsafeUninitializedCapacity: rows) { buffer, initialized in
          if rows > 0 { moved = Self.move(from: source, to: buffer.baseAddress!, count: rows) }
          initialized = rows
        })
      unmap(field, except: moved)
    }
    capacity = 0
    return arrays
  }

  /// Puts `count` values from `source` (a column buffer) at `target`: whole pages moved when
  /// both start at the same offset within a page, the rest copied. Returns the addresses of
  /// the pages moved away from `source`'s mapping: no longer its, and not to be unmapped (another
  /// thread's new mapping may already be there).
  @discardableResult
  static func move(
    from source: UnsafeMutablePointer<Double>, to target: UnsafeMutablePointer<Double>, count: Int
  ) -> Range<Int>? {
    let bytes = count * MemoryLayout<Double>.stride
    let from = UnsafeMutableRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    #if canImport(Glibc)
      let offset = Int(bitPattern: to) % pageSize
      if offset == Int(bitPattern: from) % pageSize && bytes >= 4 * pageSize {
        // The bytes before the first whole page of the target, and after its last one.
        let head = offset == 0 ? 0 : pageSize - offset
        let whole = (bytes - head) / pageSize * pageSize
        if tchart_mremap_to(from + head, whole, to + head) != MAP_FAILED {
          to.copyMemory(from: from, byteCount: head)
          let tail = head + whole
          (to + tail).copyMemory(from: from + tail, byteCount: bytes - tail)
          let start = Int(bitPattern: from + head)
          return start..<start + whole
        }
      }
    #endif
    to.copyMemory(from: from, byteCount: bytes)
    return nil
  }

  private static func pagesBytes(_ bytes: Int) -> Int {
    (bytes + pageSize - 1) / pageSize * pageSize
  }

  /// Maps `bytes` for column `field`, moving its buffer there when it has one; the start.
  private func map(_ field: Int, bytes: Int) -> UnsafeMutableRawPointer? {
    let lead = Self.arrayLead
    #if canImport(Glibc)
      if mapped[field] > 0 {
        let old = UnsafeMutableRawPointer(pointers[field]) - lead
        let moved = tchart_mremap_move(old, mapped[field], bytes)
        return moved == MAP_FAILED ? nil : moved
      }
    #endif
    let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else { return nil }
    if mapped[field] > 0 {
      // No mremap: copy the values held and unmap the old buffer.
      let old = UnsafeMutableRawPointer(pointers[field]) - lead
      (memory + lead).copyMemory(
        from: old + lead, byteCount: capacity * MemoryLayout<Double>.stride)
      munmap(old, mapped[field])
    }
    return memory
  }

  /// Unmaps column `field`'s buffer (pages already moved away are simply gone).
  /// (Only the parts still mapped when some pages were moved away.)
  private func unmap(_ field: Int, except moved: Range<Int>? = nil) {
    guard mapped[field] > 0 else { return }
    let start = Int(bitPattern: UnsafeMutableRawPointer(pointers[field]) - Self.arrayLead)
    let end = start + mapped[field]
    mapped[field] = 0
    let kept = moved.map { [start..<$0.lowerBound, $0.upperBound..<end] } ?? [start..<end]
    for range in kept where !range.isEmpty {
      munmap(UnsafeMutableRawPointer(bitPattern: range.lowerBound), range.count)
    }
  }
}
