import TChartClickHouse
import TChartSources

/// `tchart-bench --clickhouse clickhouse://HOST:PORT/DB/TABLE [--x ts] [--y cpu] [--no-summary]`
/// `[--blocks N]`:
/// the explorer on a ClickHouse table (``TableExplorerBench``), through the block summary that
/// `tchart` puts in front of ClickHouse, or straight to the server with `--no-summary`; then,
/// with the summary, its open cold and reopened with the summary kept (``KeptSummaryBench``).
enum ClickHouseBench {
  static func run(_ arguments: [String]) {
    guard let url = arguments.value(after: "--clickhouse") else {
      return print("tchart-bench --clickhouse needs a clickhouse:// URL")
    }
    let clock = BenchClock.now()
    let location: ClickHouseLocation
    do {
      location = try ClickHouseLocation.parse(url)
    } catch {
      return print(error.description)
    }
    let options = ClickHouseTableOptions(
      xColumn: arguments.value(after: "--x") ?? "ts",
      yColumns: [arguments.value(after: "--y") ?? "cpu"], seriesColumn: nil, filter: nil,
      xType: .auto)
    let table = ClickHouseBackend(
      location: location, credentials: ClickHouseCredentials.from(user: nil, environment: [:]),
      options: options, timeout: 300)
    let direct = arguments.contains("--no-summary")
    let blocks = Int(arguments.value(after: "--blocks") ?? "") ?? 65_536
    let backend: any SQLSeriesBackend =
      direct ? table : SummarizedSeriesBackend(base: table, blockCount: blocks)
    let label = "ClickHouse \(location.table)" + (direct ? " (no summary)" : " (block summary)")
    TableExplorerBench.run(backend: backend, label: label, since: clock)
    guard !direct else { return }
    // Reading without keeping: the open to the first answered frame with no summary at all.
    let start = BenchClock.now()
    let reading = TableExplorerBench.run(
      backend: ClickHouseBackend(
        location: location, credentials: ClickHouseCredentials.from(user: nil, environment: [:]),
        options: options, timeout: 300),
      label: "ClickHouse \(location.table) read without keeping", since: start, keys: false)
    // The block summary as the explorer keeps it between opens: cold (read first, drawn as it
    // comes), then reopened.
    KeptSummaryBench.run(label: "ClickHouse \(location.table)", reading: reading) { store in
      SummarizedSeriesBackend(
        base: ClickHouseBackend(
          location: location,
          credentials: ClickHouseCredentials.from(user: nil, environment: [:]),
          options: options, timeout: 300),
        blockCount: blocks, store: store)
    }
  }
}
