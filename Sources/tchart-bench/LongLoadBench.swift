import Glibc
import TChartCSV
import TChartData
import TChartTesting
import TChartTime

/// Long-layout CSV load throughput (`--series`): `symbol,date,price` rows, 5 symbols one after
/// another, each with consecutive days, as stock price files come.
enum LongLoadBench {
  static let symbols = ["MSFT", "AMZN", "IBM", "GOOG", "AAPL"]

  /// Writes `rows` rows (split between the symbols) to `path`; returns its size in bytes.
  static func writeCSV(path: String, rows: Int) -> Int {
    guard let file = fopen(path, "w") else { return 0 }
    defer { fclose(file) }
    var line: [UInt8] = Array("symbol,date,price\n".utf8)
    var written = 0
    let perSymbol = max(1, rows / symbols.count)
    for (index, symbol) in symbols.enumerated() {
      var random = SeededRandom(seed: UInt64(7 + index))
      var level = 100_000
      for day in 0..<perSymbol {
        let (year, month, dayOfMonth) = CivilTime.civil(fromDays: 10_957 + day)
        line += Array(symbol.utf8)
        line += Array(",\(year)-\(two(month))-\(two(dayOfMonth)),".utf8)
        level += Int(random.signedUnit() * 1000)
        LoadBench.append(level, decimals: true, to: &line)
        line.append(UInt8(ascii: "\n"))
        if line.count > 60_000 {
          written += fwrite(line, 1, line.count, file)
          line.removeAll(keepingCapacity: true)
        }
      }
    }
    written += fwrite(line, 1, line.count, file)
    return written
  }

  private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// Generates the file, loads it once with `--series symbol`, and measures the time.
  static func run(rows: Int) -> Result<LoadBench.Figures, BenchFailure> {
    let path = "/tmp/tchart-bench-long-\(getpid()).csv"
    defer { unlink(path) }
    var options = LoadOptions()
    options.seriesColumn = "symbol"
    let warm = path + ".warm"
    if writeCSV(path: warm, rows: 1000) > 0 { _ = BenchLoader.load(path: warm, options: options) }
    unlink(warm)
    let bytes = writeCSV(path: path, rows: rows)
    guard bytes > 0 else { return .failure(BenchFailure(text: "cannot write \(path)")) }
    var result: Result<ChartSet, BenchFailure> = .failure(BenchFailure(text: "not run"))
    let milliseconds = BenchClock.milliseconds {
      result = BenchLoader.load(path: path, options: options)
    }
    return result.map { chart in
      let points = chart.lines.reduce(0) { $0 + $1.values.count }
      return LoadBench.Figures(
        megabytes: Double(bytes) / 1e6, milliseconds: milliseconds, bytesPerPoint: 0,
        points: points)
    }
  }

  static func printSection(_ load: Result<LoadBench.Figures, BenchFailure>) {
    switch load {
    case .success(let figures):
      let rate = figures.megabytes / figures.milliseconds * 1000
      print(
        "load, long layout (--series, 5 symbols): \(figures.points) points "
          + "(\(Int(figures.megabytes.rounded())) MB CSV) in \(Int(figures.milliseconds.rounded())) ms = "
          + "\(Int(rate.rounded())) MB/s (target ≥ 150)")
    case .failure(let failure):
      print("load, long layout: not measured: \(failure.text)")
    }
  }
}
