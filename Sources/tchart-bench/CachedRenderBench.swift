import Glibc

/// Whole-process opens through the column cache (`tchart-bench --cached-render`): `tchart
/// render FILE` on the generated CSV without the cache, with it on a cold open (the entry
/// written in the background), and on a second open (the entry mapped). Each child's first
/// frame is timed from spawn to the first byte on its standard output, its exit from spawn to
/// `wait4`, with its peak resident memory (`ru_maxrss`) and its peak private memory (`RssAnon`,
/// sampled every 20 ms: ``PrivateMemoryWatch``).
///
/// `--cached-points 5000000,50000000` sets the sizes (default 5 × 10^6), `--cached-runs` the
/// alternated runs (medians), `--tchart PATH` the binary (default: the one beside this one).
enum CachedRenderBench {
  /// One child: first output byte and exit, in milliseconds, and peak resident bytes.
  struct Sample {
    var firstFrame: Double
    var exit: Double
    var peakBytes: Double
    var peakPrivateBytes: Double
  }

  static func run(_ arguments: [String]) {
    let sizes =
      arguments.value(after: "--cached-points")?.split(separator: ",").compactMap {
        Double($0).map { Int($0) }
      } ?? [5_000_000]
    let runs = max(1, Int(arguments.value(after: "--cached-runs") ?? "") ?? 3)
    let tchart =
      arguments.value(after: "--tchart") ?? ProcessTimer.executableDirectory() + "/tchart"
    let folder = "/tmp/tchart-bench-cache-\(getpid())"
    defer { _ = system("rm -rf '\(folder)'") }
    print("cached render: whole process, \(tchart), median of \(runs) alternated runs")
    for points in sizes {
      let path = "/tmp/tchart-bench-cached-\(getpid())-\(points).csv"
      defer { unlink(path) }
      let bytes = LoadBench.writeCSV(path: path, rows: points / BenchData.seriesCount)
      guard bytes > 0 else { return print("cached render: cannot write \(path)") }
      let command = [
        tchart, "render", "--width", "200", "--height", "60", "--color", "never", path,
      ]
      _ = spawnRender(command + ["--no-cache"], cache: folder)  // warms the page cache
      var plain: [Sample] = []
      var cold: [Sample] = []
      var cached: [Sample] = []
      for _ in 0..<runs {
        _ = system("rm -rf '\(folder)'")
        guard let none = spawnRender(command + ["--no-cache"], cache: folder),
          let first = spawnRender(command, cache: folder),
          let second = spawnRender(command, cache: folder)
        else { return print("cached render: \(tchart) failed on \(path)") }
        plain.append(none)
        cold.append(first)
        cached.append(second)
      }
      let (none, first, second) = (median(plain), median(cold), median(cached))
      let ms = { (value: Double) in BenchTable.fixed(value, 1) + " ms" }
      print(
        "cached render: \(BenchTable.grouped(points)) points (\(BenchTable.fixed(Double(bytes) / 1e6, 0)) MB CSV): "
          + "no cache: frame \(ms(none.firstFrame)), exit \(ms(none.exit)); "
          + "cold with the entry written: frame \(ms(first.firstFrame)) "
          + "(\(BenchTable.fixed(first.firstFrame / none.firstFrame, 3))× no cache), exit \(ms(first.exit)); "
          + "cached: frame \(ms(second.firstFrame)) "
          + "(\(BenchTable.fixed(none.firstFrame / second.firstFrame, 1))× faster), exit \(ms(second.exit)), "
          + "peak \(BenchTable.fixed(second.peakBytes / 1e6, 1)) MB "
          + "(\(BenchTable.fixed(second.peakBytes / Double(points), 3)) bytes/point; no cache "
          + "\(BenchTable.fixed(none.peakBytes / Double(points), 2))); "
          + "peak private memory (RssAnon every 20 ms): no cache "
          + "\(BenchTable.fixed(none.peakPrivateBytes / 1e6, 1)) MB, cold "
          + "\(BenchTable.fixed(first.peakPrivateBytes / 1e6, 1)) MB, cached "
          + "\(BenchTable.fixed(second.peakPrivateBytes / 1e6, 1)) MB")
    }
  }

  static func median(_ samples: [Sample]) -> Sample {
    Sample(
      firstFrame: BenchClock.median(samples.map(\.firstFrame)),
      exit: BenchClock.median(samples.map(\.exit)),
      peakBytes: BenchClock.median(samples.map(\.peakBytes)),
      peakPrivateBytes: BenchClock.median(samples.map(\.peakPrivateBytes)))
  }

  /// Runs `command` with `XDG_CACHE_HOME=cache`, its output read through a pipe; `nil` when it
  /// cannot start or fails.
  static func spawnRender(_ command: [String], cache: String) -> Sample? {
    var ends: [Int32] = [-1, -1]
    guard RenderLoadBench.openPipe(&ends) else { return nil }
    var environment = RenderLoadBench.cacheless().filter {
      $0.map { !String(cString: $0).hasPrefix("XDG_CACHE_HOME=") } ?? true
    }
    environment.append(strdup("XDG_CACHE_HOME=" + cache))
    defer { for entry in environment { free(entry) } }
    let start = BenchClock.now()
    let child = RenderLoadBench.spawn(
      command, stdin: nil, stdout: ends[1], environment: environment)
    close(ends[1])
    defer { close(ends[0]) }
    guard child > 0 else { return nil }
    let watch = PrivateMemoryWatch(pid: child)
    var firstFrame = -1.0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count > 0 && firstFrame < 0 { firstFrame = (BenchClock.now() - start) * 1000 }
      if count <= 0 { break }
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(child, &status, 0, &usage)
    let exit = (BenchClock.now() - start) * 1000
    let peakPrivate = watch.stop()
    guard status == 0, firstFrame >= 0 else { return nil }
    return Sample(
      firstFrame: firstFrame, exit: exit, peakBytes: Double(usage.ru_maxrss) * 1024,
      peakPrivateBytes: peakPrivate)
  }
}
