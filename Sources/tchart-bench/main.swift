import Glibc
import TChartCSV

// `tchart-bench`: the table of `make bench`, with `--csv` the peerbench contract, with `--stream`
// the live stream figures,
// with `--sqlite`, `--postgres` and `--clickhouse` the table figures, with `--split` the split layout's frames,
// with `--ab` the frames with the A/B cursors set, with `--derived --sqlite` derived lines on a
// table, with `--prometheus` the explorer on a Prometheus server it starts, with `--archive`
// the column cache's parse, write and cached open, with `--render-load` whole-process file and
// pipe loads of `tchart render`, with `--cached-render` whole-process opens through the cache,
// with `--huge-cold` the cold open of a 2 × 10^9-point file.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--csv") {
  exit(PeerContract.run(arguments))
}
if arguments.contains("--stream") {
  StreamBench.run(arguments)
  exit(0)
}
if arguments.contains("--http") {
  HTTPTransportBench.run(arguments)
  exit(0)
}
if arguments.contains("--prometheus") {
  PrometheusBench.run(arguments)
  exit(0)
}
if arguments.contains("--clickhouse") {
  ClickHouseBench.run(arguments)
  exit(0)
}
if let path = arguments.value(after: "--load-file") {
  // One file loaded a few times (for profiling a loader).
  for _ in 0..<3 {
    var size = stat()
    stat(path, &size)
    let figures = LoadBench.measure(
      path: path, bytes: Int(size.st_size), options: LoadOptions(), memory: false)
    switch figures {
    case .success(let figures):
      print(BenchTable.fixed(figures.megabytes / figures.milliseconds * 1000, 0) + " MB/s")
    case .failure(let failure): print(failure.text)
    }
  }
  exit(0)
}
if arguments.contains("--json") {
  let rows = Int(arguments.value(after: "--json-rows") ?? "") ?? 2_000_000
  JSONLoadBench.printSection(JSONLoadBench.run(rows: rows))
  exit(0)
}
// `--derived --sqlite`: derived lines on an SQLite table, whole-table against windowed.
if arguments.contains("--derived") && arguments.contains("--sqlite") {
  SQLiteDerivedBench.run(arguments)
  exit(0)
}
// The sections run alone, by their flag.
let sections: [(flag: String, run: ([String]) -> Void)] = [
  ("--ab", ABBench.run), ("--split", SplitBench.run), ("--derived", DerivedBench.run),
  ("--views", ViewsBench.run),
  ("--sqlite", SQLiteBench.run), ("--postgres", PostgresBench.run), ("--archive", ArchiveBench.run),
  ("--render-load", RenderLoadBench.run), ("--cached-render", CachedRenderBench.run),
  ("--huge-cold", HugeColdBench.run),
]
if let section = sections.first(where: { arguments.contains($0.flag) }) {
  section.run(arguments)
  exit(0)
}
BenchTable.run(arguments)
