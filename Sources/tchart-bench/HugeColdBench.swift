import Glibc

/// The cold open of a file far bigger than memory would hold as columns (`tchart-bench
/// --huge-cold`): a generated CSV of 2 × 10^9 points (4 × 10^8 rows of x and 5 lines, about
/// 23 GB), made in /tmp and removed, opened by `tchart render --no-cache` (its columns spill to
/// the cache folder): the time to its frame (render draws once, when the load is whole), its
/// exit, the parse speed, and its peak private memory (RssAnon every 20 ms). Skipped, with a
/// message, when /tmp lacks room for the file and the spill.
///
/// `--huge-points N` sets the size (a multiple of 5), `--tchart PATH` the binary.
enum HugeColdBench {
  static func run(_ arguments: [String]) {
    let points =
      arguments.value(after: "--huge-points").flatMap { Double($0).map { Int($0) } }
      ?? 2_000_000_000
    let rows = points / BenchData.seriesCount
    let tchart =
      arguments.value(after: "--tchart") ?? ProcessTimer.executableDirectory() + "/tchart"
    let block = blockOfRows(1 << 16)
    let rowBytes = Double(block.count) / Double(1 << 16)
    let needed = Double(rows) * (rowBytes + 8 * Double(BenchData.seriesCount + 1)) + 2e9
    var status = statvfs()
    guard statvfs("/tmp", &status) == 0 else { return print("huge cold open: skipped: no /tmp") }
    let free = Double(status.f_bavail) * Double(status.f_frsize)
    guard free >= needed else {
      return print(
        "huge cold open: skipped: \(BenchTable.fixed(free / 1e9, 1)) GB free on /tmp, "
          + "\(BenchTable.fixed(needed / 1e9, 1)) GB needed for \(BenchTable.grouped(points)) points"
      )
    }
    let path = "/tmp/tchart-bench-huge-\(getpid()).csv"
    let cache = "/tmp/tchart-bench-huge-cache-\(getpid())"
    defer {
      unlink(path)
      _ = system("rm -rf '\(cache)'")
    }
    let writing = BenchClock.now()
    let bytes = write(path: path, rows: rows, block: block)
    guard bytes > 0 else { return print("huge cold open: cannot write \(path)") }
    let written = BenchClock.now() - writing
    let command = [
      tchart, "render", "--no-cache", "--width", "200", "--height", "60", "--color", "never", path,
    ]
    guard let sample = CachedRenderBench.spawnRender(command, cache: cache) else {
      return print("huge cold open: \(tchart) failed on \(path)")
    }
    let seconds = { (ms: Double) in BenchTable.fixed(ms / 1000, 1) + " s" }
    print(
      "huge cold open: \(BenchTable.grouped(points)) points "
        + "(\(BenchTable.fixed(Double(bytes) / 1e9, 1)) GB CSV, written in "
        + "\(BenchTable.fixed(written, 0)) s), render --no-cache: frame (the whole load) "
        + "\(seconds(sample.firstFrame)) (\(BenchTable.fixed(Double(bytes) / sample.firstFrame / 1e6, 2)) GB/s), "
        + "exit \(seconds(sample.exit)), peak private memory (RssAnon every 20 ms) "
        + "\(BenchTable.fixed(sample.peakPrivateBytes / 1e6, 1)) MB, peak resident "
        + "\(BenchTable.fixed(sample.peakBytes / 1e6, 0)) MB")
  }

  /// `count` rows in ``LoadBench/writeCSV(path:rows:)``'s form, x 13 digits wide.
  static func blockOfRows(_ count: Int) -> [UInt8] {
    let path = "/tmp/tchart-bench-huge-block-\(getpid()).csv"
    defer { unlink(path) }
    _ = LoadBench.writeCSV(path: path, rows: count)
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: 1 << 24)
    let read = fread(&bytes, 1, bytes.count, file)
    let text = bytes[..<read]
    let body = text.firstIndex(of: UInt8(ascii: "\n")).map { text.index(after: $0) } ?? 0
    return Array(text[body...])
  }

  /// Writes the header and `rows` rows: `block` again and again, each row's x (its first 13
  /// bytes) rewritten to follow on, a second apart (13 digits up to 4.6 × 10^11 rows); the
  /// file's size in bytes.
  static func write(path: String, rows: Int, block: [UInt8]) -> Int {
    guard let file = fopen(path, "w") else { return 0 }
    defer { fclose(file) }
    var written = fwrite("x,y0,y1,y2,y3,y4\n", 1, 17, file)
    let starts =
      [0]
      + block.indices.filter { block[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
      .dropLast()
    var copy = block
    var row = 0
    let first = Int(BenchData.firstTime) * 1000
    while row < rows {
      let count = min(starts.count, rows - row)
      copy.withUnsafeMutableBufferPointer { bytes in
        for index in 0..<count {
          var value = first + (row + index) * 1_000
          for digit in stride(from: 12, through: 0, by: -1) {
            bytes[starts[index] + digit] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
          }
        }
      }
      let end = count == starts.count ? copy.count : starts[count]
      let done = copy.withUnsafeBufferPointer { fwrite($0.baseAddress!, 1, end, file) }
      guard done == end else { return 0 }
      written += done
      row += count
    }
    return written
  }
}
