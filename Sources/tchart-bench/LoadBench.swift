import Dispatch
import Glibc
@_spi(Benchmarks) import TChartCSV
import TChartData
import TChartTesting

/// CSV load throughput and resident memory per point, on a generated file: read in parallel
/// (the default), sequentially (one worker), and through a pipe.
enum LoadBench {
  /// What one load measured.
  struct Figures {
    var megabytes: Double
    var milliseconds: Double
    var bytesPerPoint: Double
    var points: Int
  }

  /// The three reads of the same file.
  struct Comparison {
    var parallel: Figures
    var sequential: Figures
    var pipe: Figures
  }

  /// Writes the peerbench-style CSV (`x,y0..y4`, Unix milliseconds one minute apart, values
  /// with 3 decimals) of `rows` rows to `path`; returns its size in bytes.
  static func writeCSV(path: String, rows: Int) -> Int {
    guard let file = fopen(path, "w") else { return 0 }
    defer { fclose(file) }
    var randoms = (0..<BenchData.seriesCount).map { SeededRandom(seed: UInt64(42 + $0)) }
    var levels = [Int](repeating: 100_000, count: BenchData.seriesCount)
    var line: [UInt8] = Array("x,y0,y1,y2,y3,y4\n".utf8)
    var written = 0
    line.reserveCapacity(1 << 16)
    for row in 0..<rows {
      append(Int(BenchData.firstTime) * 1000 + row * 60_000, decimals: false, to: &line)
      for series in 0..<BenchData.seriesCount {
        line.append(UInt8(ascii: ","))
        levels[series] += Int(randoms[series].signedUnit() * 1000)
        append(levels[series], decimals: true, to: &line)
      }
      line.append(UInt8(ascii: "\n"))
      if line.count > 60_000 {
        written += fwrite(line, 1, line.count, file)
        line.removeAll(keepingCapacity: true)
      }
    }
    written += fwrite(line, 1, line.count, file)
    return written
  }

  /// Appends `value` (thousandths when `decimals`) as ASCII.
  static func append(_ value: Int, decimals: Bool, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = abs(value)
    var digits: [UInt8] = []
    var position = 0
    repeat {
      if decimals && position == 3 { digits.append(UInt8(ascii: ".")) }
      digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
      position += 1
    } while magnitude > 0 || (decimals && position < 4)
    bytes.append(contentsOf: digits.reversed())
  }

  /// Loads a small file of the same kind once, so that the measured load does not also count
  /// one-off costs (the loader's code pages faulted in, the allocator's first arenas): what is
  /// left is what the points cost.
  static func warmUp(path: String) {
    defer { unlink(path) }
    guard writeCSV(path: path, rows: 1000) > 0 else { return }
    _ = BenchLoader.load(path: path)
  }

  /// Generates the file (`rows` × 5 points) and loads it three ways: in parallel (measuring
  /// the resident memory too, in a fresh heap), with one worker, and through a pipe.
  static func run(rows: Int) -> Result<Comparison, BenchFailure> {
    let path = "/tmp/tchart-bench-load-\(getpid()).csv"
    defer { unlink(path) }
    let bytes = writeCSV(path: path, rows: rows)
    guard bytes > 0 else { return .failure(BenchFailure(text: "cannot write \(path)")) }
    warmUp(path: path + ".warm")
    var sequential = LoadOptions()
    sequential.chunking.workers = 1
    return measure(path: path, bytes: bytes, options: LoadOptions(), memory: true).flatMap {
      parallel in
      measure(path: path, bytes: bytes, options: sequential, memory: false).flatMap {
        sequential in
        measurePipe(path: path, bytes: bytes).map { pipe in
          Comparison(parallel: parallel, sequential: sequential, pipe: pipe)
        }
      }
    }
  }

  /// Loads `path` once as `options` say; with `memory`, the resident growth per point too.
  static func measure(path: String, bytes: Int, options: LoadOptions, memory: Bool)
    -> Result<Figures, BenchFailure>
  {
    let before = BenchClock.residentBytes()
    var result: Result<ChartSet, BenchFailure> = .failure(BenchFailure(text: "not run"))
    let milliseconds = BenchClock.milliseconds {
      result = BenchLoader.load(path: path, options: options)
    }
    let after = BenchClock.residentBytes()
    return result.map { chart in
      let points = chart.lines.reduce(0) { $0 + $1.values.count }
      return withExtendedLifetime(chart) {
        Figures(
          megabytes: Double(bytes) / 1e6, milliseconds: milliseconds,
          bytesPerPoint: memory ? Double(after - before) / Double(max(1, points)) : 0,
          points: points)
      }
    }
  }

  /// Loads the bytes of `path` from a pipe that another thread fills (as `cat FILE |` would).
  static func measurePipe(path: String, bytes: Int) -> Result<Figures, BenchFailure> {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return .failure(BenchFailure(text: "no pipe")) }
    let writeEnd = ends[1]
    let written = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      copy(path: path, to: writeEnd)
      close(writeEnd)
      written.signal()
    }
    defer {
      written.wait()
      close(ends[0])
    }
    return measure(path: "/dev/fd/\(ends[0])", bytes: bytes, options: LoadOptions(), memory: false)
  }

  /// Writes the file at `path` to `descriptor`, a megabyte at a time.
  private static func copy(path: String, to descriptor: Int32) {
    let source = open(path, O_RDONLY)
    guard source >= 0 else { return }
    defer { close(source) }
    var block = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let got = block.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      guard got > 0 else { return }
      var offset = 0
      while offset < got {
        let wrote = block[offset..<got].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        guard wrote > 0 else { return }
        offset += wrote
      }
    }
  }
}
