import Glibc
import TChartCSV
import TChartTesting

/// JSON load throughput: the load benchmark's rows (`x` in Unix milliseconds, `y0`…`y4`) as
/// JSON lines and as an array of objects, each loaded whole (``ChartLoader``) in MB/s of JSON.
enum JSONLoadBench {
  /// The two figures.
  struct Figures {
    var lines: LoadBench.Figures
    var array: LoadBench.Figures
    /// The same rows as CSV, for the ratio (absolute figures are noisy on a shared machine).
    var csv: LoadBench.Figures
  }

  /// Writes `rows` records to `path`, one object per line or (`array`) as one array; returns
  /// the file's size in bytes.
  static func write(path: String, rows: Int, array: Bool) -> Int {
    guard let file = fopen(path, "w") else { return 0 }
    defer { fclose(file) }
    var randoms = (0..<BenchData.seriesCount).map { SeededRandom(seed: UInt64(42 + $0)) }
    var levels = [Int](repeating: 100_000, count: BenchData.seriesCount)
    var text: [UInt8] = array ? [UInt8(ascii: "[")] : []
    var written = 0
    text.reserveCapacity(1 << 16)
    for row in 0..<rows {
      if array && row > 0 { text.append(contentsOf: Array(",\n".utf8)) }
      text.append(contentsOf: Array(#"{"x":"#.utf8))
      LoadBench.append(
        Int(BenchData.firstTime) * 1000 + row * 60_000, decimals: false, to: &text)
      for series in 0..<BenchData.seriesCount {
        text.append(contentsOf: Array(#","y\#(series)":"#.utf8))
        levels[series] += Int(randoms[series].signedUnit() * 1000)
        LoadBench.append(levels[series], decimals: true, to: &text)
      }
      text.append(UInt8(ascii: "}"))
      if !array { text.append(UInt8(ascii: "\n")) }
      if text.count > 60_000 {
        written += fwrite(text, 1, text.count, file)
        text.removeAll(keepingCapacity: true)
      }
    }
    if array { text.append(contentsOf: Array("]\n".utf8)) }
    written += fwrite(text, 1, text.count, file)
    return written
  }

  /// Writes and loads both files of `rows` records.
  static func run(rows: Int) -> Result<Figures, BenchFailure> {
    let stem = "/tmp/tchart-bench-json-\(getpid())"
    func measure(array: Bool) -> Result<LoadBench.Figures, BenchFailure> {
      let path = stem + (array ? ".json" : ".jsonl")
      defer { unlink(path) }
      _ = write(path: path + ".warm", rows: 1000, array: array)
      _ = BenchLoader.load(path: path + ".warm")
      unlink(path + ".warm")
      let bytes = write(path: path, rows: rows, array: array)
      guard bytes > 0 else { return .failure(BenchFailure(text: "cannot write \(path)")) }
      return LoadBench.measure(path: path, bytes: bytes, options: LoadOptions(), memory: false)
    }
    func measureCSV() -> Result<LoadBench.Figures, BenchFailure> {
      let path = stem + ".csv"
      defer { unlink(path) }
      let bytes = LoadBench.writeCSV(path: path, rows: rows)
      guard bytes > 0 else { return .failure(BenchFailure(text: "cannot write \(path)")) }
      return LoadBench.measure(path: path, bytes: bytes, options: LoadOptions(), memory: false)
    }
    return measure(array: false).flatMap { lines in
      measure(array: true).flatMap { array in
        measureCSV().map { Figures(lines: lines, array: array, csv: $0) }
      }
    }
  }

  /// The table's line for the figures.
  static func printSection(_ result: Result<Figures, BenchFailure>) {
    switch result {
    case .success(let figures):
      func rate(_ figures: LoadBench.Figures) -> String {
        BenchTable.fixed(figures.megabytes / figures.milliseconds * 1000, 0) + " MB/s"
      }
      print(
        "load JSON: \(BenchTable.grouped(figures.lines.points)) points; JSON lines "
          + "(\(BenchTable.fixed(figures.lines.megabytes, 1)) MB) "
          + "\(BenchTable.fixed(figures.lines.milliseconds, 1)) ms = \(rate(figures.lines)) "
          + "(target ≥ 200); an array of objects (\(BenchTable.fixed(figures.array.megabytes, 1)) MB) "
          + "\(BenchTable.fixed(figures.array.milliseconds, 1)) ms = \(rate(figures.array)) "
          + "(target ≥ 150); the same rows as CSV (\(BenchTable.fixed(figures.csv.megabytes, 1)) MB) "
          + "\(BenchTable.fixed(figures.csv.milliseconds, 1)) ms = \(rate(figures.csv))")
    case .failure(let failure):
      print("load JSON: not measured: \(failure.text)")
    }
  }
}
