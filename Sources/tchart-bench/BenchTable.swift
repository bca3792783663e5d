import Glibc
import TChartCells
import TChartData

/// `make bench`: frame, load and startup figures in one table, with ratios measured in the
/// same run (absolute figures are noisy on a shared machine).
enum BenchTable {
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]

  static func run(_ arguments: [String]) {
    func value(_ name: String) -> String? { arguments.value(after: name) }
    let counts =
      value("--ns")?.split(separator: ",").compactMap { Double($0).map { Int($0) } }
      ?? defaultCounts
    let steps = Int(value("--steps") ?? "") ?? 300
    let gapEvery = Int(value("--gap-every") ?? "") ?? 0
    let kind = value("--kind").flatMap(BenchKind.init(rawValue:)) ?? .line
    let glyphs = GlyphSet.of(value("--glyphs").flatMap(GlyphSet.Kind.init(rawValue:)) ?? .braille)
    // `--hints`: frames with the key bar (the explorer's default from 30 rows).
    let hints = arguments.contains("--hints")
    let screen = FrameBench.screen
    // Load first, in a fresh heap: memory freed by the frame runs would hide the growth.
    // 10^7 rows × 5 series = the 5 × 10^7-point file of issue 12 (606 MB).
    let loadRows = Int(value("--load-rows") ?? "") ?? 10_000_000
    let load = LoadBench.run(rows: loadRows)
    let longLoad = LongLoadBench.run(rows: Int(value("--long-rows") ?? "") ?? 5_000_000)
    let jsonLoad = JSONLoadBench.run(rows: Int(value("--json-rows") ?? "") ?? 2_000_000)
    print(
      "tchart-bench: 5 random-walk series × N points, drawn as \(kind.rawValue) in \(glyphs.kind.rawValue)\(hints ? ", key bar on" : ""); release build"
    )
    print("")
    print("frame: one interactive step (action + full render into the cell buffer, no terminal")
    print(
      "I/O) at \(screen.width)×\(screen.height), \(steps) steps each; path: \(FrameDriver.path)"
    )
    print("")
    print(
      "| N | generate+pyramid ms | pan median | pan p99 | zoom median | zoom p99 | indicator median | indicator p99 |"
    )
    print("|--:|--:|--:|--:|--:|--:|--:|--:|")
    var rows: [FrameBench.Row] = []
    for count in counts {
      let bench = FrameBench(
        steps: steps, gapEvery: gapEvery, kind: kind, glyphs: glyphs, hints: hints)
      let row = bench.run(count: count)
      rows.append(row)
      var cells = [grouped(count), fixed(row.loadMilliseconds, 1)]
      for kind in StepKind.allCases {
        let figures = row.steps[kind] ?? (0, 0)
        cells += [fixed(figures.median, 3), fixed(figures.p99, 3)]
      }
      print("| " + cells.joined(separator: " | ") + " |")
      fflush(nil)
    }
    if let first = rows.first, let last = rows.last, rows.count > 1 {
      let ratios = StepKind.allCases.map { kind in
        let low = first.steps[kind]?.median ?? 0
        let high = last.steps[kind]?.median ?? 0
        return "\(kind.rawValue) \(fixed(high / max(low, 1e-9), 2))"
      }
      print("")
      print(
        "frame median ratio N=\(grouped(last.count)) / N=\(grouped(first.count)): "
          + ratios.joined(separator: ", ") + " (target ≤ 2)")
    }
    print("")
    SplitBench.run(arguments)
    print("")
    ViewsBench.run(arguments)
    print("")
    DerivedBench.run(arguments)
    print("")
    loadSection(load)
    LongLoadBench.printSection(longLoad)
    JSONLoadBench.printSection(jsonLoad)
    print("")
    startupSection(runs: Int(value("--startup-runs") ?? "") ?? 15)
  }

  static func loadSection(_ load: Result<LoadBench.Comparison, BenchFailure>) {
    switch load {
    case .success(let runs):
      func rate(_ figures: LoadBench.Figures) -> String {
        fixed(figures.megabytes / figures.milliseconds * 1000, 0) + " MB/s"
      }
      let parallel = runs.parallel
      print(
        "load: \(grouped(parallel.points)) points (\(fixed(parallel.megabytes, 1)) MB CSV): "
          + "file in parallel \(fixed(parallel.milliseconds, 1)) ms = \(rate(parallel)) (target ≥ 1000), "
          + "resident memory \(fixed(parallel.bytesPerPoint, 2)) bytes/point (target ≤ 10)")
      print(
        "load, same file: sequential (1 worker) \(fixed(runs.sequential.milliseconds, 1)) ms = "
          + "\(rate(runs.sequential)); through a pipe \(fixed(runs.pipe.milliseconds, 1)) ms = "
          + "\(rate(runs.pipe)); parallel/sequential speed "
          + "\(fixed(runs.sequential.milliseconds / parallel.milliseconds, 2))×, pipe/file time "
          + "\(fixed(runs.pipe.milliseconds / parallel.milliseconds, 2)) (target ≤ 1.2)")
    case .failure(let failure):
      print("load: not measured: \(failure.text)")
    }
  }

  static func startupSection(runs: Int) {
    let tchart = ProcessTimer.executableDirectory() + "/tchart"
    let command = [tchart, "render", "--width", "200", "--height", "60", "--color", "never"]
    if let median = ProcessTimer.median(command, runs: runs) {
      print(
        "startup: `tchart render` on the bundled sample, whole process, median of \(runs): "
          + "\(fixed(median, 1)) ms (target ≤ 50)")
    } else {
      print("startup: not measured: `\(command.joined(separator: " "))` failed")
    }
    // Time zones (issue 30): the zone's TZif file read once, against UTC, in the same run.
    let zoned = command + ["--tz", "Europe/Berlin"]
    if let utc = ProcessTimer.median(command + ["--tz", "UTC"], runs: runs),
      let berlin = ProcessTimer.median(zoned, runs: runs)
    {
      print(
        "startup, --tz Europe/Berlin: \(fixed(berlin, 1)) ms, \(fixed(berlin / utc, 2))× --tz UTC "
          + "(target ≤ 15 ms)")
    } else {
      print("startup, --tz Europe/Berlin: not measured (no tz database?)")
    }
  }

  /// `value` with `digits` decimals (no Foundation).
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    let whole = scaled / Int(scale)
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(scaled % Int(scale))
    return sign + "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// `count` with thousands separators.
  static func grouped(_ count: Int) -> String { NumberFormat.grouped(Double(count)) }
}
