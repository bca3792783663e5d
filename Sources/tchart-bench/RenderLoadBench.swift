import Glibc

/// Whole-process loads (`tchart-bench --render-load`): the real `tchart render FILE` against
/// `cat FILE | tchart render -` on the generated CSV (``LoadBench/writeCSV(path:rows:)``), as
/// child processes, timed from spawn to exit, with the peak resident memory of `tchart` from
/// `wait4`'s `ru_maxrss`. Reports pipe ÷ file time and peak, and the file's peak per point.
///
/// `--render-points 5000000,50000000` sets the sizes (default 5 × 10^6; 5 × 10^7 writes a
/// 606 MB file to /tmp), `--render-runs` the alternated runs (median time, median peak),
/// `--tchart PATH` the binary (default: the `tchart` beside this one). The cache folder is
/// unwritable in the children (`XDG_CACHE_HOME=/dev/null/…`), so every open parses.
enum RenderLoadBench {
  /// One run of one child: wall time and peak resident memory.
  struct Sample {
    var milliseconds: Double
    var peakBytes: Double
  }

  static func run(_ arguments: [String]) {
    let sizes =
      arguments.value(after: "--render-points")?.split(separator: ",").compactMap {
        Double($0).map { Int($0) }
      } ?? [5_000_000]
    let runs = max(1, Int(arguments.value(after: "--render-runs") ?? "") ?? 3)
    let tchart =
      arguments.value(after: "--tchart") ?? ProcessTimer.executableDirectory() + "/tchart"
    print("render load: whole process, \(tchart), median of \(runs) alternated runs")
    for points in sizes {
      let path = "/tmp/tchart-bench-render-\(getpid())-\(points).csv"
      defer { unlink(path) }
      let bytes = LoadBench.writeCSV(path: path, rows: points / BenchData.seriesCount)
      guard bytes > 0 else {
        print("render load: cannot write \(path)")
        continue
      }
      let command = [tchart, "render", "--width", "200", "--height", "60", "--color", "never"]
      // Warm the page cache and the binary: the file's own first read is not measured.
      _ = spawnRender(command + [path], stdinFrom: nil)
      var files: [Sample] = []
      var pipes: [Sample] = []
      for _ in 0..<runs {
        guard let file = spawnRender(command + [path], stdinFrom: nil),
          let pipe = spawnRender(command + ["-"], stdinFrom: path)
        else {
          print("render load: \(tchart) failed on \(path)")
          return
        }
        files.append(file)
        pipes.append(pipe)
      }
      let file = median(files)
      let pipe = median(pipes)
      let megabytes = { (value: Double) in BenchTable.fixed(value / 1e6, 1) + " MB" }
      print(
        "render load: \(BenchTable.grouped(points)) points (\(BenchTable.fixed(Double(bytes) / 1e6, 0)) MB CSV): "
          + "file \(BenchTable.fixed(file.milliseconds, 0)) ms "
          + "(\(BenchTable.fixed(Double(bytes) / file.milliseconds / 1e6, 2)) GB/s), "
          + "peak \(megabytes(file.peakBytes)) "
          + "(\(BenchTable.fixed(file.peakBytes / Double(points), 2)) bytes/point); "
          + "pipe \(BenchTable.fixed(pipe.milliseconds, 0)) ms "
          + "(\(BenchTable.fixed(Double(bytes) / pipe.milliseconds / 1e6, 2)) GB/s), "
          + "peak \(megabytes(pipe.peakBytes)); "
          + "pipe ÷ file time \(BenchTable.fixed(pipe.milliseconds / file.milliseconds, 2)), "
          + "peak \(BenchTable.fixed(pipe.peakBytes / file.peakBytes, 2)) (targets ≤ 1.2)")
    }
  }

  /// The median time and the median peak of `samples`.
  static func median(_ samples: [Sample]) -> Sample {
    Sample(
      milliseconds: BenchClock.median(samples.map(\.milliseconds)),
      peakBytes: BenchClock.median(samples.map(\.peakBytes)))
  }

  /// Runs `command` with stdout to /dev/null (and its stdin from `cat stdinFrom` when given);
  /// `nil` when it cannot start or fails.
  static func spawnRender(_ command: [String], stdinFrom source: String?) -> Sample? {
    var ends: [Int32] = [-1, -1]
    if source != nil { guard openPipe(&ends) else { return nil } }
    let environment = cacheless()
    defer { for entry in environment { free(entry) } }
    let start = BenchClock.now()
    var cat: pid_t = 0
    if let source {
      cat = spawn(["/bin/cat", source], stdin: nil, stdout: ends[1], environment: environment)
      close(ends[1])
    }
    let child = spawn(
      command, stdin: source == nil ? nil : ends[0], stdout: nil, environment: environment)
    if source != nil { close(ends[0]) }
    guard child > 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    wait4(child, &status, 0, &usage)
    if cat > 0 { waitpid(cat, nil, 0) }
    let elapsed = (BenchClock.now() - start) * 1000
    guard status == 0 else { return nil }
    return Sample(milliseconds: elapsed, peakBytes: Double(usage.ru_maxrss) * 1024)
  }

  /// Opens a pipe whose ends close on exec (the children get them only by `dup2`).
  static func openPipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  /// This process's environment with `XDG_CACHE_HOME` where nothing can be written.
  static func cacheless() -> [UnsafeMutablePointer<CChar>?] {
    var entries: [UnsafeMutablePointer<CChar>?] = []
    var index = 0
    while let entry = environ[index] {
      if !String(cString: entry).hasPrefix("XDG_CACHE_HOME=") { entries.append(strdup(entry)) }
      index += 1
    }
    entries.append(strdup("XDG_CACHE_HOME=/dev/null/tchart-bench"))
    return entries
  }

  /// Spawns `arguments` with the given descriptors as stdin and stdout (`nil`: stdin inherited,
  /// stdout /dev/null), stderr to /dev/null; the child's pid, or 0.
  static func spawn(
    _ arguments: [String], stdin: Int32?, stdout: Int32?,
    environment: [UnsafeMutablePointer<CChar>?]
  ) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) }
    if let stdout {
      posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let environmentCopy = environment + [nil]
    let spawned = environmentCopy.withUnsafeBufferPointer { envp in
      posix_spawn(&pid, arguments[0], &actions, nil, argv, envp.baseAddress)
    }
    return spawned == 0 ? pid : 0
  }
}
